import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { queryPrepared } from '../../database/prepared.js';
import { ROLES, type Role } from './roles.js';
import { AUTH_COOKIE, type AuthUser, type SignedInUser, type TokenSubject } from './auth-user.js';
import { UUID } from '../uuid.js';


/**
 * Tokens whose signature was checked, with what they say, at most this many (the oldest forgotten first): a signed-in
 * shopper's every call carries the same token, and checking its signature again (decode, parse, HMAC) was a tenth of
 * the CPU of a signed-in read. What a token says cannot change; it is still refused past its expiry, and its session
 * is read on every call.
 */
const MAX_VERIFIED_TOKENS = 10_000;

/** The session's account as it stands now: one primary-key read of each table, planned once per connection. */
const OPEN_SESSION_SQL =
  'SELECT u.name, u.email, u.role, u.phone, u.created_at AS "createdAt" FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > now()';

/**
 * Signs and verifies the JWTs that carry `id`, `name`, `email`, `role` and `sid`, the session they belong to. A token
 * opens nothing once its session row is gone: signing out deletes that row, a password change or reset deletes all
 * of the account's rows (issue 14), and deleting the account deletes them with it.
 */
@Injectable()
export class TokenService {
  /** Verified tokens: what each says and when it expires (ms since the epoch). */
  private readonly verified = new Map<string, { claimed: AuthUser; expiresAtMs: number }>();

  constructor(
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  get lifetimeSeconds(): number {
    return this.config.jwtExpiresInSeconds;
  }

  /** Opens a session for the user and answers its token; inside `manager`'s transaction when given. */
  async issue(user: TokenSubject, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const expiresAt = new Date(Date.now() + this.config.jwtExpiresInSeconds * 1000);
    const [session] = (await manager.query('INSERT INTO sessions (user_id, expires_at) VALUES ($1, $2) RETURNING id', [user.id, expiresAt])) as {
      id: string;
    }[];
    const payload = { id: user.id, name: user.name, email: user.email, role: user.role, sid: session!.id };
    return this.jwt.signAsync(payload, { expiresIn: this.config.jwtExpiresInSeconds });
  }

  /** What a validly signed, unexpired token says, whether or not its session is still open; undefined for anything else. */
  async verify(token: string): Promise<AuthUser | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return { ...known.claimed };
      this.verified.delete(token);
    }
    const claimed = await this.verifySignature(token);
    if (claimed && claimed.expiresAtMs > Date.now()) {
      if (this.verified.size >= MAX_VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claimed);
    }
    return claimed && { ...claimed.claimed };
  }

  private async verifySignature(token: string): Promise<{ claimed: AuthUser; expiresAtMs: number } | undefined> {
    try {
      const payload = await this.jwt.verifyAsync<Partial<TokenSubject> & { sid?: unknown; exp?: unknown }>(token);
      if (
        typeof payload.id !== 'string' ||
        !UUID.test(payload.id) ||
        typeof payload.name !== 'string' ||
        typeof payload.email !== 'string' ||
        !ROLES.includes(payload.role as Role) ||
        typeof payload.sid !== 'string' ||
        !UUID.test(payload.sid)
      ) {
        return undefined;
      }
      return {
        claimed: { id: payload.id, name: payload.name, email: payload.email, role: payload.role as Role, sessionId: payload.sid },
        // This server's tokens all expire; one that does not is checked on every call rather than kept.
        expiresAtMs: typeof payload.exp === 'number' ? payload.exp * 1000 : 0,
      };
    } catch {
      return undefined;
    }
  }

  /**
   * The caller of a valid token whose session is open, with the account's name and role as they are now (an admin may
   * have renamed it or changed its role since the token was signed); undefined otherwise.
   */
  async authenticate(token: string): Promise<SignedInUser | undefined> {
    const claimed = await this.verify(token);
    if (!claimed) return undefined;
    const [account] = await queryPrepared<{ name: string; email: string; role: Role; phone: string; createdAt: Date }>(
      this.dataSource,
      'auth_open_session_account',
      OPEN_SESSION_SQL,
      [claimed.sessionId, claimed.id],
    );
    return account ? { ...claimed, ...account } : undefined;
  }

  /** Ends one session (signing out). */
  async endSession(user: Pick<AuthUser, 'id' | 'sessionId'>): Promise<void> {
    await this.dataSource.query('DELETE FROM sessions WHERE id = $1 AND user_id = $2', [user.sessionId, user.id]);
  }

  /** Ends every session of the account (a new password); inside `manager`'s transaction when given. */
  async endAllSessions(userId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  }

  /** Every token the request came with: the bearer token and the `customerToken` cookie (signing out ends both). */
  static allFromRequest(request: Request): string[] {
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    const cookie = (request.cookies as Record<string, string> | undefined)?.[AUTH_COOKIE] ?? '';
    return [bearer, cookie].filter((token) => token !== '');
  }

  /** The bearer token, else the `customerToken` cookie. */
  static fromRequest(request: Request): string | undefined {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
    const cookies = request.cookies as Record<string, string> | undefined;
    return cookies?.[AUTH_COOKIE] || undefined;
  }
}
