import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authApi } from '../../api/client';
import { renderWithApp } from '../../test/render';
import { makeToken } from '../../test/tokens';
import { DashboardPage } from './DashboardPage';

vi.mock('../../api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client')>();
  return {
    ...actual,
    authApi: {
      ...actual.authApi,
      userInfo: vi.fn(),
      logout: vi.fn(),
    },
  };
});

const meera = {
  id: 'a1b2',
  name: 'Meera Sharma',
  email: 'meera@example.in',
  phone: '9829012345',
  role: 'customer' as const,
  createdAt: '2024-07-23T10:00:00.000Z',
};

function signIn() {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  window.localStorage.setItem('customerToken', makeToken({ id: meera.id, name: meera.name, email: meera.email, role: 'customer', exp }));
}

describe('customer dashboard', () => {
  it('asks a guest to sign in', () => {
    renderWithApp(<DashboardPage />, '/dashboard-client');
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in to see your account' })).toBeTruthy();
  });

  it("greets the customer and shows the server's account details", async () => {
    signIn();
    vi.mocked(authApi.userInfo).mockResolvedValue({ data: meera, message: 'ok' });
    renderWithApp(<DashboardPage />, '/dashboard-client');

    expect(screen.getByRole('heading', { name: 'Hello Meera Sharma' })).toBeTruthy();
    expect(await screen.findByText('9829012345')).toBeTruthy();
    expect(screen.getByText('meera@example.in')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the new-password dialog from Change password', async () => {
    signIn();
    vi.mocked(authApi.userInfo).mockResolvedValue({ data: meera, message: 'ok' });
    renderWithApp(<DashboardPage />, '/dashboard-client');

    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('dialog', { name: 'Set a new password' })).toBeTruthy();
  });

  it('signs out without popping up Sign In', async () => {
    signIn();
    vi.mocked(authApi.userInfo).mockResolvedValue({ data: meera, message: 'ok' });
    vi.mocked(authApi.logout).mockResolvedValue({ message: 'Logout Success' });
    renderWithApp(<DashboardPage />, '/dashboard-client');

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.localStorage.getItem('customerToken')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Sign in to see your account' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'An error occurred' when the account details cannot be loaded", async () => {
    signIn();
    vi.mocked(authApi.userInfo).mockRejectedValue(new Error('offline'));
    renderWithApp(<DashboardPage />, '/dashboard-client');

    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred');
  });
});
