import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Role } from '../../modules/auth/entities/user.entity.js';
import { commonErrors } from '../errors/app-error.js';
import type { AuthUser } from './auth-user.js';
import { type AuthenticatedRequest, routeAccess } from './decorators.js';
import { TokenService } from './token.service.js';

/**
 * Deny by default: every route needs a valid token unless @Public(); @Roles() narrows it further. A staff token is
 * checked against its account, which admins can delete or give another role while the token lives on: the account's
 * role now is the caller's role, and a deleted account's token counts as none.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = TokenService.fromRequest(request);
    const verified = token ? await this.tokens.verify(token) : undefined;
    request.user = verified && verified.role !== 'customer' ? await this.currentStaff(verified) : verified;

    const access = routeAccess(this.reflector, context.getHandler(), context.getClass());
    if (access.isPublic) return true;
    if (!request.user) throw commonErrors.unauthenticated();

    if (access.roles && !access.roles.includes(request.user.role)) {
      throw commonErrors.forbidden('Your account is not allowed to do this.');
    }
    return true;
  }

  /** The staff member as their account stands now; undefined once it is deleted. */
  private async currentStaff(user: AuthUser): Promise<AuthUser | undefined> {
    const [account] = (await this.dataSource.query('SELECT role FROM users WHERE id = $1', [user.id])) as { role: Role }[];
    return account ? { ...user, role: account.role } : undefined;
  }
}
