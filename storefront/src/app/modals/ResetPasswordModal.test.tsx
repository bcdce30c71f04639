import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '../../api/client';
import { OpenButton, renderWithApp } from '../../test/render';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original, 'forgotPassword', 'resetPassword'));

const forgotPassword = vi.mocked(authApi.forgotPassword);
const resetPassword = vi.mocked(authApi.resetPassword);

function resetDialog() {
  return screen.getByRole('dialog', { name: 'Reset Password' });
}

async function reachCodeStep(email = 'meera@example.in') {
  renderWithApp(<OpenButton modal="reset-password" label="Forgot" />);
  fireEvent.click(screen.getByRole('button', { name: 'Forgot' }));
  fireEvent.change(within(resetDialog()).getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(within(resetDialog()).getByRole('button', { name: 'Send OTP' }));
  await within(resetDialog()).findByLabelText('OTP');
}

function fillCode(password: string, confirm: string) {
  const dialog = resetDialog();
  fireEvent.change(within(dialog).getByLabelText('OTP'), { target: { value: '482913' } });
  fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: confirm } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
}

describe('Reset Password dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    forgotPassword.mockResolvedValue({ message: 'OTP sent to your e-mail' });
    resetPassword.mockResolvedValue({ message: 'Password reset successfully' });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the code to the e-mail and starts a 2:00 countdown', async () => {
    await reachCodeStep();
    expect(forgotPassword).toHaveBeenCalledWith({ email: 'meera@example.in' });
    expect(within(resetDialog()).getByText(/OTP expires in/).textContent).toContain('2:00');
  });

  it("refuses different passwords with 'Passwords do not match' and sends nothing", async () => {
    await reachCodeStep();
    fillCode('sandalwood42', 'sandalwood24');

    expect(within(resetDialog()).getByRole('alert').textContent).toBe('Passwords do not match');
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('resets with matching passwords, then opens Sign In', async () => {
    await reachCodeStep();
    fillCode('sandalwood42', 'sandalwood42');

    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    expect(resetPassword).toHaveBeenCalledWith({
      email: 'meera@example.in',
      otp: '482913',
      npassword: 'sandalwood42',
    });
    expect(screen.queryByRole('dialog', { name: 'Reset Password' })).toBeNull();
  });

  it('counts down in m:ss and at 0 returns to step 1 with the timer reset', async () => {
    await reachCodeStep();

    act(() => {
      vi.advanceTimersByTime(55_000);
    });
    expect(within(resetDialog()).getByText(/OTP expires in/).textContent).toContain('1:05');

    act(() => {
      vi.advanceTimersByTime(65_000);
    });
    const dialog = resetDialog();
    expect(within(dialog).queryByLabelText('OTP')).toBeNull();
    expect(within(dialog).getByRole('alert').textContent).toBe('OTP has expired. Please request a new one.');
    expect(within(dialog).getByRole('button', { name: 'Send OTP' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('meera@example.in');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await within(resetDialog()).findByLabelText('OTP');
    expect(within(resetDialog()).getByText(/OTP expires in/).textContent).toContain('2:00');
    expect(forgotPassword).toHaveBeenCalledTimes(2);
  });
});
