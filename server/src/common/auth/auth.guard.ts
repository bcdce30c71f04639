import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '../../modules/auth/entities/user.entity.js';
import { commonErrors } from '../errors/app-error.js';
import { type AuthenticatedRequest, IS_PUBLIC, ROLES } from './decorators.js';
import { TokenService } from './token.service.js';

/** Deny by default: every route needs a valid token unless @Public(); @Roles() narrows it further. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = TokenService.fromRequest(request);
    request.user = token ? await this.tokens.verify(token) : undefined;

    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (!request.user) throw commonErrors.unauthenticated();

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(request.user.role)) {
      throw commonErrors.forbidden('Your account is not allowed to do this.');
    }
    return true;
  }
}
