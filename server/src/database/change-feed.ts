import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import type { AfterQueryEvent, DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { RuntimeConfig } from '../config/config.js';
import { isDatabaseUnavailable } from './unavailable.js';

/**
 * The NOTIFY channel and the tables whose triggers send it (migrations 1764120000000-catalog-changed and
 * 1764500000000-blogs-changed: blogs for the journal pages' server-rendered head;
 * 1765013000000-previous-slugs: where the old addresses of categories, products and posts lead;
 * 1765310000000-metal-rate-repricing: today's metal rates, which price the rate-linked pieces;
 * 1765430000000-exchange-rates: the rates of the display currencies).
 */
export const CATALOG_CHANGED = 'catalog_changed';
/**
 * The NOTIFY channel of accounts (migration 1765700000000-accounts-changed): a statement that updates or deletes users
 * or sessions (an account renamed or its role changed, a sign-out, a new password, an account deleted) sends it.
 */
export const ACCOUNTS_CHANGED = 'accounts_changed';
// A write in SQL this process sends that can end a session or change what its account says (a new session cannot).
const WRITES_ACCOUNTS = /\b(?:UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?"?(?:users|sessions)"?(?![\w"])/i;
const WATCHED_TABLES = ['products', 'categories', 'blogs', 'category_previous_slugs', 'product_previous_slugs', 'blog_previous_slugs', 'metal_rates', 'exchange_rates'];
// A write to a watched table in SQL this process sends, the table captured; a false alarm only costs one refill.
const WRITES_WATCHED = new RegExp(`\\b(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|TRUNCATE(?:\\s+TABLE)?)\\s+(?:ONLY\\s+)?"?(${WATCHED_TABLES.join('|')})"?(?![\\w"])`, 'gi');
// The notice migration 1764900000000 sends for a change to nothing but a product's stock: 'stock:' and its id.
const STOCK_NOTICE = 'stock:';
// Where a transaction keeps the products whose stock alone it changes (changingStockOnly), in its QueryRunner's data.
const STOCK_ONLY = 'changeFeedStockOnly';
// Set there when those products' notices leave after the commit (changingStockOnlyNoticedAfterCommit).
const NOTICES_AFTER_COMMIT = 'changeFeedNoticesAfterCommit';
// The transaction setting that keeps the trigger's stock notices back (migration 1765900000000).
const NOTICES_AFTER_COMMIT_SQL = `set_config('shop.stock_notices', 'after_commit', true)`;
// Tries at sending stock notices after a commit, RETRY_MS apart, before giving them up (the answers' time limit then bounds what other replicas show).
const NOTICE_TRIES = 5;
// Products remembered as changed in stock at most; past that, everything is forgotten at once instead.
const MAX_STOCK_CHANGES = 100_000;
// The change feed's reconnects while PostgreSQL is away: 1 s, then twice as long each time, at most 10 s apart.
const RETRY_MS = 1000;
const MAX_RETRY_MS = 10_000;

/**
 * When something read from the catalogue was read: the count of catalogue changes then, and of stock changes. A
 * stamp found still current through a later stock change is moved up to it (`isCurrent`), so each holds its own.
 */
export type ChangeStamp = { generation: number; stockChanges: number };

/**
 * What changed in the catalogue tables (products, categories, blogs and where their old slugs lead), for whoever
 * keeps answers read from them in memory: "what was read at stamp S is still current for products P".
 *
 * Any change clears everything at once (a new generation), but a change to nothing but some products' stock (orders
 * placed, cancelled, expired; restocks), which counts against those products only. A change made through this
 * process is heard before the write's own answer leaves (a TypeORM query hook; a transaction says it changes stock
 * only with `changingStockOnly`); a change made anywhere else (another replica, a script, psql) arrives by
 * PostgreSQL NOTIFY within milliseconds, the products of a stock change named (migration 1764900000000). While the
 * LISTEN connection is down, `listening` is false: nothing read before can be trusted.
 *
 * It counts changes to accounts and sessions the same way (`accountChanges`), for the signed-in callers the token
 * service keeps in memory.
 */
@Injectable()
export class ChangeFeed implements OnModuleDestroy {
  // The context operators know these lines by, from when the feed lived inside the answer cache.
  private readonly logger = new Logger('ResponseCache');
  private generationCount = 0;
  /** Changes to accounts and sessions heard of so far (see `accountChanges`). */
  private accountChangeCount = 0;
  /** Stock changes heard of so far, and the count at each product's last one (since the last `invalidate`). */
  private stockChangeCount = 0;
  private readonly stockChangedAt = new Map<string, number>();
  private listener: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  /** Failed or lost connections in a row: the next retry waits longer. */
  private retries = 0;
  private stopped = false;
  private started: Promise<void> | undefined;
  /** Products whose stock notices are due to leave, after the commits that changed their stock. */
  private readonly noticesDue = new Set<string>();
  /** The NOTIFY transaction sending them, while one is under way. */
  private noticesSending: Promise<void> | undefined;
  /** TypeORM runners inside a transaction that wrote a watched table: cleared again at their commit. */
  private readonly dirtyRunners = new WeakSet<QueryRunner>();
  /** The same for runners that changed accounts or sessions. */
  private readonly accountRunners = new WeakSet<QueryRunner>();
  private readonly writeWatcher: EntitySubscriberInterface = {
    afterQuery: (event: AfterQueryEvent) => {
      if (!event.success) {
        this.queryFailed(event.error);
        return;
      }
      if (WRITES_ACCOUNTS.test(event.query)) {
        this.accountsChanged();
        if (event.queryRunner.isTransactionActive) this.accountRunners.add(event.queryRunner);
      }
      const tables = new Set(Array.from(event.query.matchAll(WRITES_WATCHED), (match) => match[1]!.toLowerCase()));
      if (!tables.size) return;
      const stockOnly = stockOnlyOf(event.queryRunner);
      if (stockOnly && tables.size === 1 && tables.has('products')) {
        // Forgotten now and again at the commit (below), like any other change.
        this.stockChanged(stockOnly);
        return;
      }
      this.invalidate();
      if (event.queryRunner.isTransactionActive) this.dirtyRunners.add(event.queryRunner);
    },
    afterTransactionCommit: (event: TransactionCommitEvent) => {
      // A savepoint released inside a transaction still under way: its outermost commit is the one that counts.
      if (event.queryRunner.isTransactionActive) return;
      const stockOnly = stockOnlyOf(event.queryRunner);
      if (stockOnly) {
        const data = event.queryRunner.data as Record<string, unknown>;
        delete data[STOCK_ONLY];
        this.stockChanged(stockOnly);
        if (data[NOTICES_AFTER_COMMIT]) this.noticeLater(stockOnly);
        delete data[NOTICES_AFTER_COMMIT];
      }
      if (this.dirtyRunners.delete(event.queryRunner)) this.invalidate();
      // Read again between the write and its commit, an account was still seen as it was before.
      if (this.accountRunners.delete(event.queryRunner)) this.accountsChanged();
    },
    afterTransactionRollback: (event: TransactionRollbackEvent) => {
      if (event.queryRunner.isTransactionActive) return;
      delete event.queryRunner.data[STOCK_ONLY];
      delete (event.queryRunner.data as Record<string, unknown>)[NOTICES_AFTER_COMMIT];
      this.dirtyRunners.delete(event.queryRunner);
      this.accountRunners.delete(event.queryRunner);
    },
  };

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Starts watching this process's writes and listening for everyone's; called by whoever keeps what it read in memory
   * (the answer cache, the catalogue's counts), as often as they like: the feed starts once.
   */
  start(): Promise<void> {
    this.started ??= (async () => {
      this.dataSource.subscribers.push(this.writeWatcher);
      await this.listen();
    })();
    return this.started;
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    // The stock notices of orders committed before the stop still leave (at one try each now).
    await this.noticesSending;
    clearTimeout(this.retryTimer);
    const index = this.dataSource.subscribers.indexOf(this.writeWatcher);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  /** Whether every change is heard of now: started, and the LISTEN connection up. */
  get listening(): boolean {
    return this.listener !== undefined;
  }

  /** Catalogue changes so far (each clears everything). */
  get generation(): number {
    return this.generationCount;
  }

  /** Stock-only changes so far, one per product named. */
  get stockChanges(): number {
    return this.stockChangeCount;
  }

  /**
   * Changes to accounts and sessions so far: what was read of an account or a session while `listening`, with this
   * count unchanged since, is still true. A change made through this process counts before its answer leaves, one
   * made elsewhere when its NOTIFY arrives, and losing or regaining the LISTEN connection counts as one.
   */
  get accountChanges(): number {
    return this.accountChangeCount;
  }

  /** Makes everything read of accounts and sessions out of date. */
  accountsChanged(): void {
    this.accountChangeCount += 1;
  }

  /** The moment now, for something about to be read from products, categories or blogs (see `isCurrent`). */
  stamp(): ChangeStamp {
    return { generation: this.generationCount, stockChanges: this.stockChangeCount };
  }

  /**
   * Whether what was read at `stamp` is still true, as long as `listening` holds: nothing in the catalogue changed
   * since, but perhaps the stock of products other than `products` (those whose stock it shows; undefined while not
   * known yet, when any stock change counts). A stamp found current is moved up to now, so the next check is as cheap.
   */
  isCurrent(stamp: ChangeStamp, products: readonly string[] | undefined): boolean {
    if (stamp.generation !== this.generationCount) return false;
    if (stamp.stockChanges === this.stockChangeCount) return true;
    if (!products) return false;
    for (const product of products) {
      if ((this.stockChangedAt.get(product) ?? 0) > stamp.stockChanges) return false;
    }
    stamp.stockChanges = this.stockChangeCount;
    return true;
  }

  /** Makes everything read so far out of date. */
  invalidate(): void {
    this.generationCount += 1;
    // Every stamp taken before is out of date now: what happened to single products before no longer matters.
    this.stockChangedAt.clear();
  }

  /** Makes out of date what was read of these products, whose stock alone changed; the rest stays current. */
  stockChanged(products: Iterable<string>): void {
    for (const product of products) {
      this.stockChangeCount += 1;
      this.stockChangedAt.set(product, this.stockChangeCount);
    }
    if (this.stockChangedAt.size > MAX_STOCK_CHANGES) this.invalidate();
  }

  /**
   * Tells every replica, this one included, that the stock of `products` changed, once the commit that changed it is
   * made (changingStockOnlyNoticedAfterCommit): the notices due meanwhile leave together, one NOTIFY transaction at a
   * time, as the trigger's would have from inside each order's transaction.
   */
  private noticeLater(products: Iterable<string>): void {
    for (const product of products) this.noticesDue.add(product);
    this.noticesSending ??= this.sendNotices();
  }

  private async sendNotices(): Promise<void> {
    let failures = 0;
    try {
      while (this.noticesDue.size > 0) {
        const products = [...this.noticesDue];
        this.noticesDue.clear();
        try {
          await this.dataSource.query('SELECT pg_notify($1, $2 || id) FROM unnest($3::text[]) AS id', [CATALOG_CHANGED, STOCK_NOTICE, products]);
          failures = 0;
        } catch (error) {
          failures += 1;
          if (failures >= NOTICE_TRIES || this.stopped) {
            this.logger.warn(`could not tell the other replicas of ${products.length} stock changes: ${error instanceof Error ? error.message : String(error)}`);
            failures = 0;
            continue;
          }
          for (const product of products) this.noticesDue.add(product);
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
      }
    } finally {
      // Right after the last look at what is due (no await between): notices due from now on start the next sending.
      this.noticesSending = undefined;
    }
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    // Keepalives notice a connection that died quietly; until then the answers' time limit bounds what could be missed.
    const client = new pg.Client({ connectionString: this.config.databaseUrl, connectionTimeoutMillis: 10_000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client.on('notification', ({ channel, payload }) => {
      if (channel === ACCOUNTS_CHANGED) this.accountsChanged();
      else if (payload?.startsWith(STOCK_NOTICE)) this.stockChanged([payload.slice(STOCK_NOTICE.length)]);
      else this.invalidate();
    });
    client.on('error', (error) => this.logger.warn(`catalogue change feed: ${error.message}`));
    client.on('end', () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      this.forgetAll();
      this.retryLater();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOG_CHANGED}; LISTEN ${ACCOUNTS_CHANGED}`);
    } catch (error) {
      this.logger.warn(`catalogue change feed unavailable, answering without the cache: ${error instanceof Error ? error.message : String(error)}`);
      await client.end().catch(() => undefined);
      this.retryLater();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    // Changes made while not listening are unknown: start from nothing.
    this.forgetAll();
    this.listener = client;
    if (this.retries > 0) this.logger.log('catalogue change feed back: answering from the cache again');
    this.retries = 0;
  }

  /**
   * A query failed, `error` its error: when it found the database away, the LISTEN connection may not have noticed yet,
   * and until it has, answers kept from before would be served as if nothing could have changed. The ORM's queries are
   * heard by themselves; code that queries the pool directly reports its failures here.
   */
  queryFailed(error: unknown): void {
    if (isDatabaseUnavailable(error)) this.connectionLost();
  }

  /** A query found the database away: stop trusting what was read (as the LISTEN connection's end would) and listen anew. */
  private connectionLost(): void {
    const listener = this.listener;
    if (!listener) return;
    this.listener = undefined;
    this.forgetAll();
    void listener.end().catch(() => undefined);
    this.logger.warn('catalogue change feed: the database went away, answering without the cache until it is back');
    this.retryLater();
  }

  /** Nothing read before is known to be true any more: the catalogue's and the accounts'. */
  private forgetAll(): void {
    this.invalidate();
    this.accountsChanged();
  }

  private retryLater(): void {
    if (this.stopped) return;
    const wait = Math.min(RETRY_MS * 2 ** this.retries, MAX_RETRY_MS);
    this.retries += 1;
    this.retryTimer = setTimeout(() => void this.listen(), wait);
    this.retryTimer.unref();
  }
}

/**
 * Declares that the writes to products `manager`'s transaction makes from now on change nothing but the stock of
 * `products` (an order placed or cancelled): what was read of other products stays current. Should such a write
 * change more, PostgreSQL still tells every replica, this one included, a moment after the commit.
 */
export function changingStockOnly(manager: EntityManager, products: Iterable<string>): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) throw new Error('changingStockOnly needs a transaction');
  const kept = stockOnlyOf(runner) ?? new Set<string>();
  for (const product of products) kept.add(product);
  runner.data[STOCK_ONLY] = kept;
}

/**
 * As changingStockOnly, and the stock notices of these products leave after the commit, with other orders' (ChangeFeed),
 * instead of from the trigger inside the transaction: a transaction that sent a NOTIFY holds a lock for the whole
 * database until its commit is flushed, so orders committed one flush after another (migration 1765900000000).
 * Answers the SQL expression that tells the trigger so, which the statement changing the stock must evaluate in its
 * main query (its row triggers run as it ends).
 */
export function changingStockOnlyNoticedAfterCommit(manager: EntityManager, products: Iterable<string>): string {
  changingStockOnly(manager, products);
  (manager.queryRunner!.data as Record<string, unknown>)[NOTICES_AFTER_COMMIT] = true;
  return NOTICES_AFTER_COMMIT_SQL;
}

function stockOnlyOf(runner: QueryRunner): Set<string> | undefined {
  return (runner.data as Record<string, Set<string> | undefined>)[STOCK_ONLY];
}
