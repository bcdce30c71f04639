import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { answerSignInAsMeera, registerThroughDialog, signInThrough } from '../../test/session';
import { LoginPage } from './LoginPage';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original, 'login', 'register'));

function Where() {
  const { pathname } = useLocation();
  return <p>At {pathname}</p>;
}

function renderLogin(path: string) {
  renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );
}

function signIn() {
  signInThrough(screen.getByRole('region', { name: 'Sign In' }));
}

describe('/login', () => {
  beforeEach(() => {
    answerSignInAsMeera();
  });

  it('goes home once signed in (spec 4)', async () => {
    renderLogin('/login');
    signIn();
    expect(await screen.findByText('At /')).toBeTruthy();
  });

  it('goes to its ?next= path once signed in', async () => {
    renderLogin(`/login?next=${encodeURIComponent('/product/details/kundan-bangle-set-of-four')}`);
    signIn();
    expect(await screen.findByText('At /product/details/kundan-bangle-set-of-four')).toBeTruthy();
  });

  it('goes home rather than to another site', async () => {
    renderLogin(`/login?next=${encodeURIComponent('//elsewhere.example/login')}`);
    signIn();
    expect(await screen.findByText('At /')).toBeTruthy();
  });

  it('goes to its ?next= path after creating an account from the page, with no dialog left open', async () => {
    renderLogin('/login?next=%2Fwishlist');
    fireEvent.click(within(screen.getByRole('region', { name: 'Sign In' })).getByRole('button', { name: 'Create account' }));
    registerThroughDialog();

    expect(await screen.findByText('At /wishlist')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
  });
});
