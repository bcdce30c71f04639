import type { ExecutionContext, INestApplication, Type } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { OpenAPIObject, OperationObject } from '@nestjs/swagger';
import { AUTH_COOKIE } from '../common/auth/auth-user.js';
import { type RouteAccess, routeAccess } from '../common/auth/decorators.js';

/** The names of the two security schemes in components.securitySchemes. */
export const BEARER_SCHEME = 'bearer';
export const COOKIE_SCHEME = AUTH_COOKIE;

/** The roles a staff operation requires, for tools (OpenAPI 3.0 allows scopes only for OAuth2 and OpenID Connect). */
export const ROLES_EXTENSION = 'x-roles';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The operationId of a controller's method: `Catalog_getProduct` for CatalogController.getProduct. */
export function operationIdOf(controllerKey: string, methodKey: string): string {
  return `${controllerKey.replace(/Controller$/, '')}_${methodKey}`;
}

/** Who may call each route, by operationId, read from @Public() and @Roles() exactly as the AuthGuard reads them. */
function accessByOperationId(app: INestApplication): Map<string, RouteAccess> {
  const reflector = new Reflector();
  const scanner = new MetadataScanner();
  const access = new Map<string, RouteAccess>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as Type | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, ReturnType<ExecutionContext['getHandler']>>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const operationId = operationIdOf(controller.name, name);
        if (access.has(operationId)) throw new Error(`OpenAPI: two routes would have the operationId ${operationId}`);
        access.set(operationId, routeAccess(reflector, handler, controller));
      }
    }
  }
  return access;
}

function accessSentence(access: RouteAccess): string {
  const credentials = `\`Authorization: Bearer <token>\` or the \`${AUTH_COOKIE}\` cookie`;
  if (access.isPublic) return '**Access:** public, no token needed.';
  if (!access.roles) {
    return `**Access:** any signed-in account (customer, seller or admin), by ${credentials}; 401 \`UNAUTHENTICATED\` without a valid token.`;
  }
  const roles = access.roles.length === 1 ? `role ${access.roles[0]} only` : `role ${access.roles.join(' or ')}`;
  return (
    `**Access:** staff, ${roles}, by ${credentials}; 401 \`UNAUTHENTICATED\` without a valid token, ` +
    '403 `FORBIDDEN` for any other role.'
  );
}

/**
 * States every operation's security from the guard's metadata: `security: []` for @Public() routes, bearer or cookie
 * otherwise, `x-roles` for @Roles(); the access sentence closes the hand-written description (an operation without
 * one is left without, for the linter to catch). Fails when an operation cannot be traced to its route.
 */
export function documentRouteSecurity(app: INestApplication, document: OpenAPIObject): void {
  const access = accessByOperationId(app);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation: (OperationObject & { [ROLES_EXTENSION]?: string[] }) | undefined = item[method];
      if (!operation) continue;
      const route = operation.operationId === undefined ? undefined : access.get(operation.operationId);
      if (!route) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} (${operation.operationId}) matches no route handler`);
      operation.security = route.isPublic ? [] : [{ [BEARER_SCHEME]: [] }, { [COOKIE_SCHEME]: [] }];
      if (!route.isPublic && route.roles) operation[ROLES_EXTENSION] = [...route.roles];
      if (operation.description?.trim()) operation.description = `${operation.description.trim()}\n\n${accessSentence(route)}`;
    }
  }
}
