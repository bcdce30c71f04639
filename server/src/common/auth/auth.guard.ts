import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { commonErrors } from '../errors/app-error.js';
import { type AuthenticatedRequest, routeAccess } from './decorators.js';
import { TokenService } from './token.service.js';

/**
 * Deny by default: every route needs a valid token of an open session unless @Public(); @Roles() narrows it further.
 * The session is checked with its account on every call (TokenService.authenticate: one prepared primary-key read,
 * kept in memory until a change to accounts or sessions is heard): a token whose session ended (signed out, password
 * changed or reset, account deleted) counts as none, and the account's role now, which admins can change while a
 * token lives on, is the caller's role. Public routes read no token at all: none of them needs to
 * know the caller, so a signed-in shopper's catalogue calls cost nothing here.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = routeAccess(this.reflector, context.getHandler(), context.getClass());
    if (access.isPublic) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = TokenService.fromRequest(request);
    request.user = token ? await this.tokens.authenticate(token) : undefined;
    if (!request.user) throw commonErrors.unauthenticated();

    if (access.roles && !access.roles.includes(request.user.role)) {
      throw commonErrors.forbidden('Your account is not allowed to do this.');
    }
    return true;
  }
}
