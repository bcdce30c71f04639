import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import type { AuthUser, SignedInUser, TokenSubject } from '../../common/auth/auth-user.js';
import { TokenService } from '../../common/auth/token.service.js';
import { commonErrors } from '../../common/errors/app-error.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service.js';
import { MailService } from '../mail/mail.service.js';
import { passwordResetMail } from '../mail/templates.js';
import { authErrors } from './auth.errors.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { Transactions } from '../../database/transactions.js';
import {
  type AdminLoginResponseDto,
  type AuthTokenResponseDto,
  toUserInfo,
  type UserInfoResponseDto,
} from './dto/auth.response.dto.js';
import type { LoginDto } from './dto/login.dto.js';
import type { StaffLoginDto } from './dto/staff-login.dto.js';
import type { ChangePasswordDto, ForgotPasswordDto, ResetPasswordDto } from './dto/password.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import type { User } from './entities/user.entity.js';
import { STAFF_ROLES } from '../../common/auth/roles.js';
import {
  generateOtp,
  hashOtp,
  judgeOtp,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  otpMatches,
  secondsUntilResend,
} from './otp.js';
import { dummyHash, passwordHasher } from './password-hasher.js';
import { PasswordResetsRepository } from './password-resets.repository.js';
import { UsersRepository } from './users.repository.js';

const UNIQUE_VIOLATION = '23505';

function toTokenSubject(user: User): TokenSubject {
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

/**
 * What forgot-password answers for every well-formed e-mail, with or without an account (issue 14): a different answer
 * for unknown addresses told anyone which e-mails have accounts here. The spec's 404 'User Not found' is gone.
 */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that e-mail, we have sent a 6-digit code to it. It is valid for 2 minutes. ' +
  'No mail? Check the address, or create an account.';

/** Codes asked for one e-mail in an hour, on top of one a minute: enough for a shopper, not for flooding a mailbox. */
export const RESET_REQUESTS_PER_HOUR = 10;

/** Accounts: register, sign in, who am I, and password reset by a mailed one-time code. */
@Injectable()
export class AuthService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Auth');
  private readonly resetsUnderWay = new Set<Promise<void>>();

  constructor(
    private readonly users: UsersRepository,
    private readonly resets: PasswordResetsRepository,
    private readonly transactions: Transactions,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async register(dto: RegisterDto): Promise<AuthTokenResponseDto> {
    if (await this.users.findByEmail(dto.email)) throw authErrors.emailTaken();
    const passwordHash = await passwordHasher.hash(dto.password);
    let user: User;
    try {
      user = await this.users.save({ name: dto.name, email: dto.email, phone: dto.phone, passwordHash, role: 'customer' });
    } catch (error) {
      // Two registrations racing for one e-mail: the unique index decides.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw authErrors.emailTaken();
      }
      throw error;
    }
    this.logger.log(`registered customer ${user.id}`);
    return { token: await this.tokens.issue(toTokenSubject(user)), message: 'Welcome to Sona Jewellers! Your account is ready.' };
  }

  /**
   * Checks e-mail and password; the user on success. The attempt is counted for the e-mail before the password is
   * checked and taken back only when it was right (RateLimiter), so parallel guesses get no more than the allowance.
   */
  private async authenticate(dto: LoginDto | StaffLoginDto): Promise<User> {
    const guess = await this.limiter.countSignIn(dto.email);
    const user = await this.users.findByEmail(dto.email);
    const valid = await passwordHasher.verify(user?.passwordHash ?? (await dummyHash()), dto.password);
    if (!user || !valid) throw authErrors.invalidCredentials();
    await guess.passed();
    return user;
  }

  async login(dto: LoginDto): Promise<AuthTokenResponseDto> {
    const user = await this.authenticate(dto);
    return { token: await this.tokens.issue(toTokenSubject(user)), message: 'Login Success' };
  }

  async staffLogin(dto: StaffLoginDto): Promise<AdminLoginResponseDto> {
    const user = await this.authenticate(dto);
    if (!STAFF_ROLES.includes(user.role)) throw authErrors.notStaff();
    return {
      token: await this.tokens.issue(toTokenSubject(user)),
      user: { id: user.id, name: user.name, email: user.email, role: user.role as 'admin' | 'seller' },
    };
  }

  /** The caller's account as AuthGuard read it with their session, for this very request: nothing more to read. */
  userInfo(caller: SignedInUser): UserInfoResponseDto {
    return { data: toUserInfo(caller), message: 'User info' };
  }

  /**
   * Answers the same for every e-mail, with an account or without (issue 14), and issues a code to the account, if
   * there is one, after answering. The limits are counted per e-mail whether or not it has an account; the answer
   * waits for nothing else, so its time says nothing about the account (the look-up, the code and the mail come after
   * it, like the mail server's time and any failure, which is logged).
   */
  async forgotPassword(dto: ForgotPasswordDto): Promise<{ message: string }> {
    const wait = await this.limiter.secondsOverLimit(`reset-request:${dto.email}`, 1, OTP_RESEND_SECONDS * 1000);
    if (wait > 0) throw authErrors.otpTooSoon(wait);
    const hourly = await this.limiter.secondsOverLimit(`reset-request-hour:${dto.email}`, RESET_REQUESTS_PER_HOUR, 3_600_000);
    if (hourly > 0) throw commonErrors.rateLimited(hourly, 'Too many codes were asked for this e-mail. Please try again later.');

    const work = this.issueResetCode(dto.email).catch((error: unknown) => {
      this.logger.error(`password reset code not issued: ${error instanceof Error ? error.message : String(error)}`);
    });
    this.resetsUnderWay.add(work);
    void work.finally(() => this.resetsUnderWay.delete(work));
    return { message: RESET_REQUESTED_MESSAGE };
  }

  /** A new code for the account with this e-mail, if there is one, then its mail (not awaited; a failure is logged). */
  private async issueResetCode(email: string): Promise<void> {
    const sent = await this.transactions.run(async (manager) => {
      const user = await this.users.findByEmail(email, manager);
      if (!user) return undefined;
      // The user's row lock serialises concurrent requests, so the 60-second rule holds under races.
      await this.users.lock(user.id, manager);
      const last = await this.resets.latest(manager, user.id);
      const now = new Date();
      // The counter in forgotPassword already refused a second request within the minute; this catches one that
      // reached another replica with counters of its own (no Redis): no new code then.
      if (secondsUntilResend(last?.createdAt, now) > 0) return undefined;
      await this.resets.consumeOpen(manager, user.id, now);
      const code = generateOtp();
      await this.resets.insert(manager, {
        userId: user.id,
        codeHash: hashOtp(this.config.jwtSecret, user.id, code),
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        createdAt: now,
      });
      return { user, code };
    });
    if (!sent) return;
    this.mail.send(passwordResetMail(sent.user.email, sent.user.name, sent.code, OTP_TTL_SECONDS)).catch((error: unknown) => {
      this.logger.error(`password reset mail for ${sent.user.id} not sent: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /** Codes being issued after their answer finish before the database closes (the mails are not waited for). */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.resetsUnderWay);
  }

  async resetPassword(dto: ResetPasswordDto): Promise<{ message: string }> {
    const outcome = await this.transactions.run(async (manager) => {
      const user = await this.users.findByEmail(dto.email, manager);
      // An unknown e-mail has no code, like a known one that asked for none: the same answer, no account oracle.
      if (!user) return { verdict: 'none' as const, triesLeft: 0 };
      const reset = await this.resets.lockLatestOpen(manager, user.id);
      if (!reset) return { verdict: 'none' as const, triesLeft: 0 };
      const verdict = judgeOtp(reset, otpMatches(this.config.jwtSecret, user.id, dto.otp, reset.codeHash), new Date());
      if (verdict === 'wrong') {
        // Counted and committed before the error goes out: a wrong try must stick.
        await this.resets.countAttempt(manager, reset.id);
        return { verdict, triesLeft: OTP_MAX_ATTEMPTS - reset.attempts - 1 };
      }
      if (verdict !== 'ok') return { verdict, triesLeft: 0 };
      await this.users.setPasswordHash(user.id, await passwordHasher.hash(dto.npassword), manager);
      await this.resets.consume(manager, reset.id, new Date());
      // Whoever held the old password is signed out everywhere.
      await this.tokens.endAllSessions(user.id, manager);
      return { verdict, triesLeft: 0 };
    });
    if (outcome.verdict === 'none') throw authErrors.otpNotRequested();
    if (outcome.verdict === 'wrong') throw authErrors.otpInvalid(outcome.triesLeft);
    if (outcome.verdict === 'expired') throw authErrors.otpExpired();
    if (outcome.verdict === 'exhausted') throw authErrors.otpTooManyAttempts();
    await this.limiter.clearSignInFailures(dto.email);
    return { message: 'Your password has been reset. Please sign in with your new password.' };
  }

  /**
   * Replaces the caller's password after checking the current one (a guess counted per account before the check, like
   * sign-in). Every session of the account ends, this one included; the caller gets a token of a new session.
   */
  async changePassword(caller: AuthUser, dto: ChangePasswordDto): Promise<AuthTokenResponseDto> {
    const guess = await this.limiter.countPasswordChange(caller.id);
    const user = await this.users.findById(caller.id);
    if (!user) throw authErrors.userNotFound();
    if (!(await passwordHasher.verify(user.passwordHash, dto.currentPassword))) throw authErrors.currentPasswordWrong();
    await guess.passed();
    const passwordHash = await passwordHasher.hash(dto.npassword);
    const token = await this.transactions.run(async (manager) => {
      await this.users.setPasswordHash(user.id, passwordHash, manager);
      await this.tokens.endAllSessions(user.id, manager);
      return this.tokens.issue(toTokenSubject(user), manager);
    });
    return { token, message: 'Your password has been updated. You are signed out on your other devices.' };
  }

  /** Ends the sessions of the tokens a sign-out came with (bearer and cookie); nothing for an unknown or ended one. */
  async logout(tokens: string[]): Promise<void> {
    for (const token of new Set(tokens)) {
      const claimed = await this.tokens.verify(token);
      if (claimed) await this.tokens.endSession(claimed);
    }
  }
}
