import { createParamDecorator, type ExecutionContext, SetMetadata, type Type } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Role } from './roles.js';
import { commonErrors } from '../errors/app-error.js';
import type { SignedInUser } from './auth-user.js';

export const IS_PUBLIC = 'auth:isPublic';
export const ROLES = 'auth:roles';

/** Opens a route to callers without a token (every route needs one by default). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Restricts a route to the given roles: 401 without a token, 403 with another role. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

/**
 * Who may call a route: the handler's @Public() or @Roles() over its controller's. The guard decides by it and the
 * OpenAPI document states it (openapi/route-security.ts), so the two cannot disagree.
 */
export type RouteAccess = { isPublic: true } | { isPublic: false; roles: readonly Role[] | undefined };

export function routeAccess(reflector: Reflector, handler: ReturnType<ExecutionContext['getHandler']>, controller: Type): RouteAccess {
  const targets = [handler, controller];
  if (reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets)) return { isPublic: true };
  return { isPublic: false, roles: reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets) };
}

export type AuthenticatedRequest = Request & { user?: SignedInUser };

/**
 * The caller, as AuthGuard set it from the token of an open session; a 401 when there is none, which is always the case
 * on @Public() routes (the guard reads no token there).
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SignedInUser => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.user) throw commonErrors.unauthenticated();
  return request.user;
});

