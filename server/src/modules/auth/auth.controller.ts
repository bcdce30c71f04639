import { applyDecorators, Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CookieOptions, Request, Response } from 'express';
import { AUTH_COOKIE, type AuthUser, type SignedInUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public } from '../../common/auth/decorators.js';
import { TokenService } from '../../common/auth/token.service.js';
import { MessageResponseDto } from '../../common/dto/common.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { AuthRateLimitGuard } from '../../common/rate-limit/auth-rate-limit.guard.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { AuthService } from './auth.service.js';
import { AdminLoginResponseDto, AuthTokenResponseDto, UserInfoResponseDto } from './dto/auth.response.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { ChangePasswordDto, ForgotPasswordDto, ResetPasswordDto } from './dto/password.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { StaffLoginDto } from './dto/staff-login.dto.js';

/** A sign-up, sign-in or password call: open without a token, and counted towards the per-IP limit on auth calls. */
const OpenAuthCall = () => applyDecorators(Public(), UseGuards(AuthRateLimitGuard));

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  private cookieOptions(): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.publicUrl.startsWith('https:'), path: '/' };
  }

  private setSessionCookie(response: Response, token: string): void {
    response.cookie(AUTH_COOKIE, token, { ...this.cookieOptions(), maxAge: this.config.jwtExpiresInSeconds * 1000 });
  }

  @OpenAuthCall()
  @Post('customer/customer-register')
  @ApiOperation({
    summary: 'Create a customer account and sign it in',
    description:
      'Creates a customer account from name, e-mail, phone (7 to 15 digits) and password (8 to 128 characters) and ' +
      'signs it in: answers `{ token, message }` and sets the httpOnly `customerToken` cookie. The e-mail is stored ' +
      'lower-case and must be free among all accounts, compared case-insensitively. Counts towards the per-IP limit on ' +
      'auth calls. Fails: 400 `VALIDATION_FAILED` naming the field; 409 `EMAIL_TAKEN`; 413 `PAYLOAD_TOO_LARGE`; 429 ' +
      '`RATE_LIMITED` with `Retry-After` past the per-IP limit (300 auth calls a minute by default).',
  })
  @ApiErrors(400, 409, 413, 429)
  async register(@Body() dto: RegisterDto, @Res({ passthrough: true }) response: Response): Promise<AuthTokenResponseDto> {
    const result = await this.auth.register(dto);
    this.setSessionCookie(response, result.token);
    return result;
  }

  @OpenAuthCall()
  @Post('customer/customer-login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with e-mail and password',
    description:
      "Checks e-mail and password and answers `{ token, message: 'Login Success' }`, also setting the httpOnly " +
      '`customerToken` cookie; each sign-in opens a session of its own, which logout, a password change or a reset ' +
      'ends. Any account signs in here (a staff account gets a token carrying its role; the console uses admin/login). ' +
      'Counts towards the per-IP limit on auth calls. Fails: 400 `VALIDATION_FAILED`; 401 `INVALID_CREDENTIALS` for an ' +
      'unknown e-mail or a wrong password alike; 429 `RATE_LIMITED` with `Retry-After` once the e-mail has had 10 ' +
      'failed sign-ins in 15 minutes, counting attempts still being checked, so parallel guesses get no more (a right ' +
      'password does not count; a password reset clears them), or past the per-IP limit.',
  })
  @ApiErrors(400, 401, 429)
  async login(@Body() dto: LoginDto, @Res({ passthrough: true }) response: Response): Promise<AuthTokenResponseDto> {
    const result = await this.auth.login(dto);
    this.setSessionCookie(response, result.token);
    return result;
  }

  @Get('useringfo')
  @ApiOperation({
    summary: 'The signed-in user',
    description:
      "The caller's account as `data` (id, name, email, phone, role, createdAt) with a message; the storefront's " +
      "`useringfo` (spelt so). A token whose session ended, or whose account is gone, is no caller: 401.",
  })
  @ApiErrors(401)
  userInfo(@CurrentUser() user: SignedInUser): UserInfoResponseDto {
    return this.auth.userInfo(user);
  }

  @Public()
  @Get('customer/logout')
  @ApiOperation({
    summary: 'Sign out: ends the session and clears the customerToken cookie',
    description:
      "Ends the session of the token sent (bearer or `customerToken` cookie, customer or staff): that token opens " +
      "nothing from now on, while the account's other sessions go on. Clears the cookie and answers `{ message: " +
      "'Logout Success' }`, with a token or without, valid or not.",
  })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<MessageResponseDto> {
    await this.auth.logout(TokenService.allFromRequest(request));
    response.clearCookie(AUTH_COOKIE, this.cookieOptions());
    return { message: 'Logout Success' };
  }

  @OpenAuthCall()
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mail a 6-digit code to reset the password (valid 120 s; one per 60 s)',
    description:
      'Mails a 6-digit code for resetting the password of the account with this e-mail, if there is one; the code is ' +
      'valid 120 seconds and replaces any earlier one. Answers the same 200 and message for every e-mail, with an ' +
      "account or without (not the spec's 404 'User Not found', which told anyone which e-mails have accounts); the " +
      'code is issued and mailed after the answer, so its time says nothing about the account. Counts towards the ' +
      'per-IP limit on auth calls. Fails: 400 `VALIDATION_FAILED`; ' +
      '429 `OTP_REQUESTED_TOO_SOON` within 60 seconds of the last request for the e-mail, `RATE_LIMITED` after 10 ' +
      'requests for it in an hour or past the per-IP limit, all with `Retry-After` and alike for every e-mail.',
  })
  @ApiErrors(400, 429)
  forgotPassword(@Body() dto: ForgotPasswordDto): Promise<MessageResponseDto> {
    return this.auth.forgotPassword(dto);
  }

  @OpenAuthCall()
  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set a new password with the mailed code (5 tries per code)',
    description:
      'Sets `npassword` (8 to 128 characters) as the password of the account with this e-mail when `otp` is the code ' +
      "last mailed to it; the code then stops working, the e-mail's failed sign-ins are forgotten and every session of " +
      'the account ends (its tokens open nothing more). Counts towards the per-IP limit on auth calls. Fails: 400 ' +
      '`VALIDATION_FAILED`, `OTP_NOT_REQUESTED` (no unused code, or no account with this e-mail: the same answer), ' +
      '`OTP_INVALID` (wrong code; the message says how many of the 5 tries are left), `OTP_EXPIRED` or ' +
      '`OTP_TOO_MANY_ATTEMPTS`; 429 `RATE_LIMITED` with `Retry-After` past the per-IP limit.',
  })
  @ApiErrors(400, 429)
  resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponseDto> {
    return this.auth.resetPassword(dto);
  }

  @Post('customer/change-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Change the signed-in user’s password',
    description:
      "Changes the caller's own password to `npassword` (8 to 128 characters) after checking `currentPassword`. Every " +
      'session of the account ends, this one included (tokens given out before open nothing more); the answer is ' +
      '`{ token, message }` with the token of a new session, also set as the `customerToken` cookie. Fails: 400 ' +
      "`VALIDATION_FAILED` or `CURRENT_PASSWORD_WRONG`; 404 `USER_NOT_FOUND` when the token's account no longer " +
      'exists; 429 `RATE_LIMITED` with `Retry-After` after 10 wrong current passwords for the account in 15 minutes ' +
      '(counted before the check, so parallel guesses get no more).',
  })
  @ApiErrors(400, 401, 404, 429)
  async changePassword(
    @CurrentUser() user: AuthUser,
    @Body() dto: ChangePasswordDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthTokenResponseDto> {
    const result = await this.auth.changePassword(user, dto);
    this.setSessionCookie(response, result.token);
    return result;
  }

  @OpenAuthCall()
  @Post('admin/login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Staff sign-in (roles admin and seller only)',
    description:
      "The console's sign-in: checks e-mail and password like customer-login and answers `{ token, user: { id, name, " +
      'email, role } }` for an admin or seller account; it sets no cookie. Each sign-in opens a session that ' +
      'customer/logout or a new password ends. Counts towards the per-IP limit on auth calls and the sign-in attempts ' +
      'of the e-mail, like customer-login. Fails: 400 `VALIDATION_FAILED`; 401 `INVALID_CREDENTIALS`; 403 ' +
      '`NOT_STAFF` for a customer account with the right password; 429 `RATE_LIMITED` with `Retry-After`.',
  })
  @ApiErrors(400, 401, 403, 429)
  staffLogin(@Body() dto: StaffLoginDto): Promise<AdminLoginResponseDto> {
    return this.auth.staffLogin(dto);
  }
}
