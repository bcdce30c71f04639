import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Spec 4 and 9: the code lives 120 s; five wrong tries use it up; one new code per e-mail per 60 s. */
export const OTP_TTL_SECONDS = 120;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;

/** A uniformly random 6-digit code, leading zeros kept. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Keyed hash of a code, bound to the user so a stored hash is useless for another account. */
export function hashOtp(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}

export function otpMatches(secret: string, userId: string, code: string, storedHash: string): boolean {
  const candidate = Buffer.from(hashOtp(secret, userId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}

export type OtpState = { expiresAt: Date; attempts: number; consumedAt: Date | null };
export type OtpVerdict = 'ok' | 'expired' | 'exhausted' | 'wrong';

/** What a try with a code means, given the stored state; the order of the checks matters. */
export function judgeOtp(state: OtpState, matches: boolean, now: Date): OtpVerdict {
  if (state.attempts >= OTP_MAX_ATTEMPTS) return 'exhausted';
  if (state.expiresAt.getTime() <= now.getTime()) return 'expired';
  return matches ? 'ok' : 'wrong';
}

/** Seconds until a new code may be sent, 0 when one may be sent now. */
export function secondsUntilResend(lastCreatedAt: Date | undefined, now: Date): number {
  if (!lastCreatedAt) return 0;
  const elapsed = (now.getTime() - lastCreatedAt.getTime()) / 1000;
  return elapsed >= OTP_RESEND_SECONDS ? 0 : Math.ceil(OTP_RESEND_SECONDS - elapsed);
}
