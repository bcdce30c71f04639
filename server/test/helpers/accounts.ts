import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { passwordHasher } from '../../src/modules/auth/password-hasher.js';
import type { Role } from '../../src/common/auth/roles.js';
import type { RuntimeConfig } from '../../src/config/config.js';
import { insertCategory, insertProduct } from './catalog-factory.js';
import type { TestSmtp } from './smtp.js';
import { createMailingTestApp, createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

export type Account = { id: string; name: string; email: string; password: string; token: string };

const PASSWORD = 'correct-horse-9';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.test`;
}

function idOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { id: string }).id;
}

/** Registers a customer through the API and answers its id and token. */
export async function registerCustomer(t: TestApp, name = 'Asha Verma'): Promise<Account> {
  const email = uniqueEmail('customer');
  const response = await request(t.http)
    .post('/api/customer/customer-register')
    .send({ name, email, phone: '9876543210', password: PASSWORD })
    .expect(201);
  const token = response.body.token as string;
  return { id: idOf(token), name, email, password: PASSWORD, token };
}

/** Creates a staff account of the given role straight in the database and signs it in through the staff login. */
export async function createStaff(t: TestApp, role: Exclude<Role, 'customer'>, name = role === 'admin' ? 'Shop Admin' : 'Marwar Silver House'): Promise<Account> {
  const email = uniqueEmail(role);
  await t.sql.query('INSERT INTO users (name, email, phone, password_hash, role) VALUES ($1, $2, $3, $4, $5)', [
    name,
    email,
    '',
    await passwordHasher.hash(PASSWORD),
    role,
  ]);
  const response = await request(t.http).post('/api/admin/login').send({ email, password: PASSWORD }).expect(200);
  const token = response.body.token as string;
  return { id: idOf(token), name, email, password: PASSWORD, token };
}

/** `Authorization: Bearer …` for supertest's `.set()`. */
export const bearer = (account: { token: string }): [string, string] => ['Authorization', `Bearer ${account.token}`];

/** The callers most specs need, made in this order: an admin, a seller (the default shop) and a customer. */
export async function createCallers(t: TestApp): Promise<{ admin: Account; seller: Account; customer: Account }> {
  return { admin: await createStaff(t, 'admin'), seller: await createStaff(t, 'seller'), customer: await registerCustomer(t) };
}

/** The callers of the ownership tests, made in this order: an admin, two sellers of different shops and a customer. */
export async function createShopCallers(t: TestApp): Promise<{ admin: Account; seller: Account; otherSeller: Account; customer: Account }> {
  return {
    admin: await createStaff(t, 'admin'),
    seller: await createStaff(t, 'seller', 'Marwar Silver House'),
    otherSeller: await createStaff(t, 'seller', 'Jaipur Gems'),
    customer: await registerCustomer(t),
  };
}

/**
 * The callers of the request-edge specs (cross-site writes, hostile input, private answers), made in this order: a
 * customer, an admin, and one product (`product`, in a category of its own) for their requests to name.
 */
export async function createEdgeCallers(t: TestApp, product: { name: string; category: string }): Promise<{ customer: Account; admin: Account; productId: string }> {
  const customer = await registerCustomer(t);
  const admin = await createStaff(t, 'admin');
  const productId = await insertProduct(t.sql, { name: product.name, categoryId: await insertCategory(t.sql, product.category) });
  return { customer, admin, productId };
}

/**
 * A spec file's app and its callers: registers the beforeAll that starts the app (createTestApp(overrides)) and makes
 * `callers` for it, and the afterAll that closes it. Answers the object they fill, the app with the callers beside
 * it (t.http, t.sql, t.admin …): read it inside hooks and tests, not at the file's top level.
 */
export function testAppWith<Callers extends object>(callers: (t: TestApp) => Promise<Callers>, overrides: Partial<RuntimeConfig> = {}): TestApp & Callers {
  return appOfFile(() => createTestApp(overrides), callers);
}

/** testAppWith for an app that mails to an SMTP catcher of its own (createMailingTestApp), the catcher at `t.smtp`. */
export function mailingTestAppWith<Callers extends object>(
  callers: (t: MailingTestApp) => Promise<Callers>,
  overrides: Partial<RuntimeConfig> = {},
  options: TestAppOptions = {},
): MailingTestApp & Callers {
  return appOfFile(async () => {
    const { t, smtp } = await createMailingTestApp(overrides, options);
    return { ...t, smtp };
  }, callers);
}

/** A test app with its SMTP catcher. */
export type MailingTestApp = TestApp & { smtp: TestSmtp };

/** The beforeAll that starts a spec file's app and makes its callers, the afterAll that closes it, and the object they fill. */
function appOfFile<App extends TestApp, Callers extends object>(start: () => Promise<App>, callers: (t: App) => Promise<Callers>): App & Callers {
  const t = {} as App & Callers;
  beforeAll(async () => {
    const app = await start();
    Object.assign(t, app, await callers(app));
  });
  afterAll(() => t.close());
  return t;
}

/** A spec file's app with no callers made for it: testAppWith's beforeAll and afterAll alone. */
export const testAppOfFile = (overrides: Partial<RuntimeConfig> = {}): TestApp => testAppWith(async () => ({}), overrides);

/**
 * The app of a spec about rates staff set (metal and exchange rates), as deployed: answers kept in memory, so that the
 * tests see a change of rate clear them; with createCallers' callers and a category (`categoryId`) for its pieces.
 */
export const rateTestApp = (category: string) =>
  testAppWith(async (app) => ({ ...(await createCallers(app)), categoryId: await insertCategory(app.sql, category) }), { responseCacheMs: 60_000 });
