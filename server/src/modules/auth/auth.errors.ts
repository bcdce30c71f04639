import { AppError } from '../../common/errors/app-error.js';

export const AuthErrorCode = {
  EmailTaken: 'EMAIL_TAKEN',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  NotStaff: 'NOT_STAFF',
  UserNotFound: 'USER_NOT_FOUND',
  OtpNotRequested: 'OTP_NOT_REQUESTED',
  OtpInvalid: 'OTP_INVALID',
  OtpExpired: 'OTP_EXPIRED',
  OtpTooManyAttempts: 'OTP_TOO_MANY_ATTEMPTS',
  OtpTooSoon: 'OTP_REQUESTED_TOO_SOON',
  CurrentPasswordWrong: 'CURRENT_PASSWORD_WRONG',
  StaffNotFound: 'STAFF_NOT_FOUND',
  OwnAccount: 'OWN_ACCOUNT',
  LastAdmin: 'LAST_ADMIN',
} as const;

export const authErrors = {
  emailTaken: () => new AppError('conflict', AuthErrorCode.EmailTaken, 'An account with this e-mail already exists.'),
  invalidCredentials: () => new AppError('unauthenticated', AuthErrorCode.InvalidCredentials, 'Invalid email or password'),
  notStaff: () => new AppError('forbidden', AuthErrorCode.NotStaff, 'This account is not a staff account.'),
  // Spec 8: 'User Not found'.
  userNotFound: () => new AppError('not_found', AuthErrorCode.UserNotFound, 'User Not found'),
  otpNotRequested: () =>
    new AppError('invalid', AuthErrorCode.OtpNotRequested, 'There is no valid code for this e-mail. Please request a new one.'),
  otpInvalid: (triesLeft: number) =>
    new AppError(
      'invalid',
      AuthErrorCode.OtpInvalid,
      triesLeft > 0
        ? `The code is not correct. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
        : 'The code is not correct, and no tries are left. Please request a new code.',
    ),
  otpExpired: () => new AppError('invalid', AuthErrorCode.OtpExpired, 'OTP has expired. Please request a new one.'),
  otpTooManyAttempts: () =>
    new AppError('invalid', AuthErrorCode.OtpTooManyAttempts, 'Too many wrong codes. Please request a new one.'),
  otpTooSoon: (retryAfterSeconds: number) =>
    new AppError(
      'rate_limited',
      AuthErrorCode.OtpTooSoon,
      `A code was sent moments ago. Please wait ${retryAfterSeconds} seconds before asking for a new one.`,
      { 'Retry-After': String(retryAfterSeconds) },
    ),
  currentPasswordWrong: () =>
    new AppError('invalid', AuthErrorCode.CurrentPasswordWrong, 'Your current password is not correct.'),
  staffNotFound: () => new AppError('not_found', AuthErrorCode.StaffNotFound, 'This staff account does not exist.'),
  // Nobody locks themselves out: another admin makes these changes.
  deleteOwnAccount: () =>
    new AppError('conflict', AuthErrorCode.OwnAccount, 'You cannot delete your own account; another admin can.'),
  changeOwnRole: () => new AppError('conflict', AuthErrorCode.OwnAccount, 'You cannot change your own role; another admin can.'),
  lastAdmin: (name: string) =>
    new AppError('conflict', AuthErrorCode.LastAdmin, `${name} is the shop's last admin: make another staff member an admin first.`),
};
