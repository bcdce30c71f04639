import {
  generateOtp,
  hashOtp,
  judgeOtp,
  OTP_MAX_ATTEMPTS,
  otpMatches,
  secondsUntilResend,
} from './otp.js';

describe('otp', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

  it('generates six digits, keeping leading zeros', () => {
    for (let i = 0; i < 200; i++) expect(generateOtp()).toMatch(/^\d{6}$/);
  });

  it('matches only the same code for the same user', () => {
    const hash = hashOtp('secret', 'user-1', '012345');
    expect(otpMatches('secret', 'user-1', '012345', hash)).toBe(true);
    expect(otpMatches('secret', 'user-1', '012346', hash)).toBe(false);
    expect(otpMatches('secret', 'user-2', '012345', hash)).toBe(false);
    expect(otpMatches('other', 'user-1', '012345', hash)).toBe(false);
  });

  it('judges a fresh right code ok and a wrong one wrong', () => {
    const state = { expiresAt: later(120), attempts: 0, consumedAt: null };
    expect(judgeOtp(state, true, now)).toBe('ok');
    expect(judgeOtp(state, false, now)).toBe('wrong');
  });

  it('refuses even the right code once it has expired', () => {
    expect(judgeOtp({ expiresAt: now, attempts: 0, consumedAt: null }, true, now)).toBe('expired');
  });

  it('refuses even the right code after five wrong tries', () => {
    expect(judgeOtp({ expiresAt: later(60), attempts: OTP_MAX_ATTEMPTS, consumedAt: null }, true, now)).toBe('exhausted');
    expect(judgeOtp({ expiresAt: later(60), attempts: OTP_MAX_ATTEMPTS - 1, consumedAt: null }, true, now)).toBe('ok');
  });

  it('allows a new code 60 seconds after the last one', () => {
    expect(secondsUntilResend(undefined, now)).toBe(0);
    expect(secondsUntilResend(now, later(1))).toBe(59);
    expect(secondsUntilResend(now, later(59.5))).toBe(1);
    expect(secondsUntilResend(now, later(60))).toBe(0);
  });
});
