import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { ROLES, type Role } from '../../modules/auth/entities/user.entity.js';
import { AUTH_COOKIE, type AuthUser } from './auth-user.js';

/** Signs and verifies the JWTs that carry `id`, `name`, `email` and `role`. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  get lifetimeSeconds(): number {
    return this.config.jwtExpiresInSeconds;
  }

  sign(user: AuthUser): Promise<string> {
    const payload: AuthUser = { id: user.id, name: user.name, email: user.email, role: user.role };
    return this.jwt.signAsync(payload, { expiresIn: this.config.jwtExpiresInSeconds });
  }

  /** The user of a valid, unexpired token; undefined for anything else. */
  async verify(token: string): Promise<AuthUser | undefined> {
    try {
      const payload = await this.jwt.verifyAsync<Partial<AuthUser>>(token);
      if (
        typeof payload.id !== 'string' ||
        typeof payload.name !== 'string' ||
        typeof payload.email !== 'string' ||
        !ROLES.includes(payload.role as Role)
      ) {
        return undefined;
      }
      return { id: payload.id, name: payload.name, email: payload.email, role: payload.role as Role };
    } catch {
      return undefined;
    }
  }

  /** The bearer token, else the `customerToken` cookie. */
  static fromRequest(request: Request): string | undefined {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
    const cookies = request.cookies as Record<string, string> | undefined;
    return cookies?.[AUTH_COOKIE] || undefined;
  }
}
