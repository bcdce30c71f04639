import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, QueryFailedError, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { TokenService } from '../../common/auth/token.service.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service.js';
import { MailService } from '../mail/mail.service.js';
import { passwordResetMail } from '../mail/templates.js';
import { authErrors } from './auth.errors.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
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
import { PasswordReset } from './entities/password-reset.entity.js';
import { STAFF_ROLES, User } from './entities/user.entity.js';
import {
  generateOtp,
  hashOtp,
  judgeOtp,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_SECONDS,
  otpMatches,
  secondsUntilResend,
} from './otp.js';
import { dummyHash, passwordHasher } from './password-hasher.js';

const UNIQUE_VIOLATION = '23505';

function toAuthUser(user: User): AuthUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

/** Accounts: register, sign in, who am I, and password reset by a mailed one-time code. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  private findByEmail(email: string, manager: EntityManager = this.users.manager): Promise<User | null> {
    return manager.getRepository(User).createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  async register(dto: RegisterDto): Promise<AuthTokenResponseDto> {
    if (await this.findByEmail(dto.email)) throw authErrors.emailTaken();
    const passwordHash = await passwordHasher.hash(dto.password);
    let user: User;
    try {
      user = await this.users.save(
        this.users.create({ name: dto.name, email: dto.email, phone: dto.phone, passwordHash, role: 'customer' }),
      );
    } catch (error) {
      // Two registrations racing for one e-mail: the unique index decides.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw authErrors.emailTaken();
      }
      throw error;
    }
    this.logger.log(`registered customer ${user.id}`);
    return { token: await this.tokens.sign(toAuthUser(user)), message: 'Welcome to Sona Jewellers! Your account is ready.' };
  }

  /** Checks e-mail and password, counting failures per e-mail; the user on success. */
  private async authenticate(dto: LoginDto | StaffLoginDto): Promise<User> {
    await this.limiter.assertLoginAllowed(dto.email);
    const user = await this.findByEmail(dto.email);
    const valid = await passwordHasher.verify(user?.passwordHash ?? (await dummyHash()), dto.password);
    if (!user || !valid) {
      await this.limiter.recordLoginFailure(dto.email);
      throw authErrors.invalidCredentials();
    }
    await this.limiter.clearLoginFailures(dto.email);
    return user;
  }

  async login(dto: LoginDto): Promise<AuthTokenResponseDto> {
    const user = await this.authenticate(dto);
    return { token: await this.tokens.sign(toAuthUser(user)), message: 'Login Success' };
  }

  async staffLogin(dto: StaffLoginDto): Promise<AdminLoginResponseDto> {
    const user = await this.authenticate(dto);
    if (!STAFF_ROLES.includes(user.role)) throw authErrors.notStaff();
    return {
      token: await this.tokens.sign(toAuthUser(user)),
      user: { id: user.id, name: user.name, email: user.email, role: user.role as 'admin' | 'seller' },
    };
  }

  async userInfo(caller: AuthUser): Promise<UserInfoResponseDto> {
    const user = await this.users.findOneBy({ id: caller.id });
    if (!user) throw authErrors.userNotFound();
    return { data: toUserInfo(user), message: 'User info' };
  }

  async forgotPassword(dto: ForgotPasswordDto): Promise<{ message: string }> {
    const sent = await this.dataSource.transaction(async (manager) => {
      const user = await this.findByEmail(dto.email, manager);
      if (!user) throw authErrors.userNotFound();
      // The user's row lock serialises concurrent requests, so the 60-second rule holds under races.
      await manager.getRepository(User).createQueryBuilder('u').setLock('pessimistic_write').where('u.id = :id', { id: user.id }).getOne();
      const resets = manager.getRepository(PasswordReset);
      const last = await resets.findOne({ where: { userId: user.id }, order: { createdAt: 'DESC' } });
      const now = new Date();
      const wait = secondsUntilResend(last?.createdAt, now);
      if (wait > 0) throw authErrors.otpTooSoon(wait);
      await resets
        .createQueryBuilder()
        .update()
        .set({ consumedAt: now })
        .where('user_id = :userId AND consumed_at IS NULL', { userId: user.id })
        .execute();
      const code = generateOtp();
      await resets.insert({
        userId: user.id,
        codeHash: hashOtp(this.config.jwtSecret, user.id, code),
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        createdAt: now,
      });
      return { user, code };
    });
    await this.mail.send(passwordResetMail(sent.user.email, sent.user.name, sent.code, OTP_TTL_SECONDS));
    return { message: 'We have sent a 6-digit code to your e-mail. It is valid for 2 minutes.' };
  }

  async resetPassword(dto: ResetPasswordDto): Promise<{ message: string }> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const user = await this.findByEmail(dto.email, manager);
      if (!user) throw authErrors.userNotFound();
      const resets = manager.getRepository(PasswordReset);
      const reset = await resets
        .createQueryBuilder('r')
        .setLock('pessimistic_write')
        .where('r.user_id = :userId AND r.consumed_at IS NULL', { userId: user.id })
        .orderBy('r.created_at', 'DESC')
        .getOne();
      if (!reset) throw authErrors.otpNotRequested();
      const verdict = judgeOtp(reset, otpMatches(this.config.jwtSecret, user.id, dto.otp, reset.codeHash), new Date());
      if (verdict === 'wrong') {
        // Counted and committed before the error goes out: a wrong try must stick.
        await resets.increment({ id: reset.id }, 'attempts', 1);
        return { verdict, triesLeft: OTP_MAX_ATTEMPTS - reset.attempts - 1 };
      }
      if (verdict !== 'ok') return { verdict, triesLeft: 0 };
      await manager.getRepository(User).update({ id: user.id }, { passwordHash: await passwordHasher.hash(dto.npassword) });
      await resets.update({ id: reset.id }, { consumedAt: new Date() });
      return { verdict, triesLeft: 0 };
    });
    if (outcome.verdict === 'wrong') throw authErrors.otpInvalid(outcome.triesLeft);
    if (outcome.verdict === 'expired') throw authErrors.otpExpired();
    if (outcome.verdict === 'exhausted') throw authErrors.otpTooManyAttempts();
    await this.limiter.clearLoginFailures(dto.email);
    return { message: 'Your password has been reset. Please sign in with your new password.' };
  }

  async changePassword(caller: AuthUser, dto: ChangePasswordDto): Promise<{ message: string }> {
    const user = await this.users.findOneBy({ id: caller.id });
    if (!user) throw authErrors.userNotFound();
    if (!(await passwordHasher.verify(user.passwordHash, dto.currentPassword))) throw authErrors.currentPasswordWrong();
    await this.users.update({ id: user.id }, { passwordHash: await passwordHasher.hash(dto.npassword) });
    return { message: 'Your password has been updated.' };
  }
}
