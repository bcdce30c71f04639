import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { ChangeFeed } from '../../database/change-feed.js';
import { queryPrepared } from '../../database/prepared.js';
import { ROLES, type Role } from './roles.js';
import { AUTH_COOKIE, type AuthUser, type SignedInUser, type TokenSubject } from './auth-user.js';
import { UUID } from '../uuid.js';


/**
 * Tokens whose signature was checked, with what they say, at most this many (the oldest forgotten first): a signed-in
 * shopper's every call carries the same token, and checking its signature again (decode, parse, HMAC) was a tenth of
 * the CPU of a signed-in read. What a token says cannot change; it is still refused past its expiry, and its session
 * is checked on every call (`authenticate`).
 */
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * Open sessions read lately, with their accounts, at most this many (the oldest forgotten first): one entry per
 * signed-in shopper or staff member active now.
 */
const MAX_KEPT_SESSIONS = 10_000;

/**
 * How long an open session read is trusted at most, even with no change heard: the change feed hears every change
 * while its connection is up, and this bounds what a connection that died without a word could hide.
 */
const SESSION_KEEP_MS = 60_000;

/** The session's account as it stands now, and when the session ends: one primary-key read of each table, planned once per connection. */
const OPEN_SESSION_SQL =
  'SELECT u.name, u.email, u.role, u.phone, u.created_at AS "createdAt", s.expires_at AS "expiresAt" FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > now()';

type SessionAccount = Pick<SignedInUser, 'name' | 'email' | 'role' | 'phone' | 'createdAt'>;

/** An open session as read: its account, whose it is, until when it is open, when it was read, and the feed's count of account changes then. */
type KeptSession = { account: SessionAccount; userId: string; expiresAtMs: number; readAtMs: number; accountChanges: number };

/**
 * Signs and verifies the JWTs that carry `id`, `name`, `email`, `role` and `sid`, the session they belong to. A token
 * opens nothing once its session row is gone: signing out deletes that row, a password change or reset deletes all
 * of the account's rows (issue 14), and deleting the account deletes them with it.
 *
 * An open session read from PostgreSQL is kept in memory with its account, so a signed-in shopper's next calls read
 * nothing more to know who calls, for as long as the change feed hears of no change to accounts or sessions. Any such
 * change forgets every kept session: one made through this process (signing out, a new password, the console changing
 * a role) before its own answer leaves, one made by another replica or psql when its NOTIFY arrives, milliseconds
 * after its commit (migration 1765700000000). While the feed's connection is down nothing is kept, and nothing is
 * trusted for longer than SESSION_KEEP_MS or past the session's end.
 */
@Injectable()
export class TokenService implements OnModuleInit {
  /** Verified tokens: what each says and when it expires (ms since the epoch). */
  private readonly verified = new Map<string, { claimed: AuthUser; expiresAtMs: number }>();
  /** Open sessions read lately, by session id. */
  private readonly kept = new Map<string, KeptSession>();

  constructor(
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly feed: ChangeFeed,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.feed.start();
  }

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
    const account = this.keptAccount(claimed) ?? (await this.readOpenSession(claimed));
    return account && { ...claimed, ...account };
  }

  /** The account of the claimed session as kept in memory, while nothing heard of since can have changed it. */
  private keptAccount(claimed: AuthUser): SessionAccount | undefined {
    const kept = this.kept.get(claimed.sessionId);
    if (!kept || kept.userId !== claimed.id) return undefined;
    const now = Date.now();
    if (this.feed.listening && kept.accountChanges === this.feed.accountChanges && now < kept.expiresAtMs && now - kept.readAtMs < SESSION_KEEP_MS) {
      return kept.account;
    }
    this.kept.delete(claimed.sessionId);
    return undefined;
  }

  /** Reads the claimed session and its account from PostgreSQL, and keeps them when every change to them since will be heard of. */
  private async readOpenSession(claimed: AuthUser): Promise<SessionAccount | undefined> {
    // Counted before the read: a change heard of while it is under way makes what it read out of date at once.
    const accountChanges = this.feed.listening ? this.feed.accountChanges : undefined;
    const readAtMs = Date.now();
    const [row] = await queryPrepared<SessionAccount & { expiresAt: Date }>(this.dataSource, 'auth_open_session_account', OPEN_SESSION_SQL, [
      claimed.sessionId,
      claimed.id,
    ]);
    if (!row) return undefined;
    const { expiresAt, ...account } = row;
    if (accountChanges !== undefined) {
      if (this.kept.size >= MAX_KEPT_SESSIONS) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(claimed.sessionId, { account, userId: claimed.id, expiresAtMs: expiresAt.getTime(), readAtMs, accountChanges });
    }
    return account;
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
