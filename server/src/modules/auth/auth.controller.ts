import { Body, Controller, Get, HttpCode, Inject, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CookieOptions, Response } from 'express';
import { AUTH_COOKIE, type AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public } from '../../common/auth/decorators.js';
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

  @Public()
  @UseGuards(AuthRateLimitGuard)
  @Post('customer/customer-register')
  @ApiOperation({ summary: 'Create a customer account and sign it in' })
  @ApiErrors(400, 409, 413, 429)
  async register(@Body() dto: RegisterDto, @Res({ passthrough: true }) response: Response): Promise<AuthTokenResponseDto> {
    const result = await this.auth.register(dto);
    this.setSessionCookie(response, result.token);
    return result;
  }

  @Public()
  @UseGuards(AuthRateLimitGuard)
  @Post('customer/customer-login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with e-mail and password' })
  @ApiErrors(400, 401, 429)
  async login(@Body() dto: LoginDto, @Res({ passthrough: true }) response: Response): Promise<AuthTokenResponseDto> {
    const result = await this.auth.login(dto);
    this.setSessionCookie(response, result.token);
    return result;
  }

  @Get('useringfo')
  @ApiBearerAuth()
  @ApiCookieAuth(AUTH_COOKIE)
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiErrors(401, 404)
  userInfo(@CurrentUser() user: AuthUser): Promise<UserInfoResponseDto> {
    return this.auth.userInfo(user);
  }

  @Public()
  @Get('customer/logout')
  @ApiOperation({ summary: 'Sign out: clears the customerToken cookie' })
  logout(@Res({ passthrough: true }) response: Response): MessageResponseDto {
    response.clearCookie(AUTH_COOKIE, this.cookieOptions());
    return { message: 'Logout Success' };
  }

  @Public()
  @UseGuards(AuthRateLimitGuard)
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a 6-digit code to reset the password (valid 120 s; one per 60 s)' })
  @ApiErrors(400, 404, 429)
  forgotPassword(@Body() dto: ForgotPasswordDto): Promise<MessageResponseDto> {
    return this.auth.forgotPassword(dto);
  }

  @Public()
  @UseGuards(AuthRateLimitGuard)
  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the mailed code (5 tries per code)' })
  @ApiErrors(400, 404, 429)
  resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponseDto> {
    return this.auth.resetPassword(dto);
  }

  @Post('customer/change-password')
  @ApiBearerAuth()
  @ApiCookieAuth(AUTH_COOKIE)
  @HttpCode(200)
  @ApiOperation({ summary: 'Change the signed-in user’s password' })
  @ApiErrors(400, 401, 404)
  changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto): Promise<MessageResponseDto> {
    return this.auth.changePassword(user, dto);
  }

  @Public()
  @UseGuards(AuthRateLimitGuard)
  @Post('admin/login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff sign-in (roles admin and seller only)' })
  @ApiErrors(400, 401, 403, 429)
  staffLogin(@Body() dto: StaffLoginDto): Promise<AdminLoginResponseDto> {
    return this.auth.staffLogin(dto);
  }
}
