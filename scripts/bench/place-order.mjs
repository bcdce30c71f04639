// Placing orders under stock contention: many signed-in customers, each with one cart line for one of a few
// products, all ordering at once. Rounds: before each, the products are restocked to 90 % of what the round's
// customers ask for and every customer's cart line is put back (by SQL), so that most orders go through and the
// last ones for each product meet 409 (stock gone). Afterwards SQL checks that no stock went below zero and that the
// units the orders sold equal the stock the rounds took.
import http from 'node:http';

export const SHIPPING = { name: 'Bench Customer', address: '12 MG Road, near the clock tower', phone: '9876543210', post: '560001', province: 'Karnataka', city: 'Bengaluru', area: 'Shivajinagar' };
/** The share of a round's demand for a product that its stock covers, when products are contended. */
const STOCK_SHARE = 0.9;

/** A JSON call to the shop; throws with the answer's start unless it is 2xx. */
export async function call(base, pathname, init) {
  const response = await fetch(base + pathname, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** `count` customers registered through the API, `parallel` at a time: [{ id, token }]. */
export async function registerCustomers(base, count, parallel = 4) {
  const customers = [];
  const stamp = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const { token } = await call(base, '/api/customer/customer-register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Bench Customer ${i}`, email: `bench-order-${stamp}-${i}@example.com`, phone: '9876543210', password: 'bench-password-1' }),
      });
      customers[i] = { id: JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).id, token };
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return customers;
}

/** The products to fight over: `count` products in stock, the newest (a launch everybody wants). */
export async function contendedProducts(sql, count) {
  const { rows } = await sql.query(
    `SELECT id, coalesce(sizes[1], '') AS size, coalesce(colors[1], '') AS color FROM products WHERE stock > 0 ORDER BY created_at DESC, id LIMIT $1`,
    [count],
  );
  return rows;
}

/** Customer i orders `quantity(i)` of product i mod n. */
const quantity = (i) => 1 + (i % 2);

/** Puts every customer's one cart line back and restocks each product to `stockShare` of the round's demand; answers the orders to send. */
async function prepareRound(sql, customers, products, stockShare) {
  const demand = new Map(products.map((product) => [product.id, 0]));
  const lines = customers.map((customer, i) => {
    const product = products[i % products.length];
    demand.set(product.id, demand.get(product.id) + quantity(i));
    return { customer, product, quantity: quantity(i) };
  });
  const stock = new Map([...demand].map(([id, wanted]) => [id, Math.floor(wanted * stockShare)]));
  await sql.query('BEGIN');
  await sql.query('DELETE FROM cart_lines WHERE user_id = ANY($1::uuid[])', [customers.map((c) => c.id)]);
  const { rows } = await sql.query(
    `INSERT INTO cart_lines (user_id, product_id, quantity, size, color)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::text[]) RETURNING id, user_id`,
    [lines.map((l) => l.customer.id), lines.map((l) => l.product.id), lines.map((l) => l.quantity), lines.map((l) => l.product.size), lines.map((l) => l.product.color)],
  );
  await sql.query('UPDATE products p SET stock = x.stock FROM unnest($1::uuid[], $2::int[]) AS x(id, stock) WHERE p.id = x.id', [[...stock.keys()], [...stock.values()]]);
  await sql.query('COMMIT');
  const lineOf = new Map(rows.map((row) => [row.user_id, row.id]));
  const orders = lines.map((line) => ({
    token: line.customer.token,
    body: JSON.stringify({
      userId: line.customer.id,
      products: [{ products: [{ _id: lineOf.get(line.customer.id), productId: line.product.id, quantity: line.quantity }] }],
      shippingInfo: SHIPPING,
    }),
  }));
  return { orders, stock };
}

/** Sends every order once, `connections` at a time on kept-alive connections; answers [{ status, ms }] and the time taken. */
async function sendAll(base, orders, connections) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const results = [];
  let next = 0;
  const post = (order) =>
    new Promise((resolve) => {
      const began = process.hrtime.bigint();
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: '/api/home/order/palce-order',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(order.body), authorization: `Bearer ${order.token}` },
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode, ms: Number(process.hrtime.bigint() - began) / 1e6 }));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - began) / 1e6 }));
      request.end(order.body);
    });
  const began = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < orders.length) results.push(await post(orders[next++]));
    }),
  );
  const seconds = Number(process.hrtime.bigint() - began) / 1e9;
  agent.destroy();
  return { results, seconds };
}

async function stockOf(sql, products) {
  const { rows } = await sql.query('SELECT id, stock FROM products WHERE id = ANY($1::uuid[])', [products.map((p) => p.id)]);
  return new Map(rows.map((row) => [row.id, row.stock]));
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

/** What these customers' orders hold so far: how many, and the units of `products` they sold. */
async function ordersSoFar(sql, customers, products) {
  const { rows: [row] } = await sql.query(
    `SELECT (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
              WHERE o.user_id = ANY($1::uuid[]) AND l.product_id = ANY($2::uuid[])) AS sold,
            (SELECT count(*)::int FROM orders WHERE user_id = ANY($1::uuid[])) AS orders`,
    [customers.map((c) => c.id), products.map((p) => p.id)],
  );
  return row;
}

/**
 * Rounds of every customer ordering at once, for `warmupSeconds` untimed and then at least `seconds` timed;
 * answers orders/s, p50 and p99 (of every answer), counts, and the SQL check. `stockShare`: the share of each round's
 * demand for a product its stock covers (STOCK_SHARE: contended, the last orders meet 409; 1 with a product per
 * customer: every order should go through). The same customers may run this again: the check counts this run's orders.
 */
export async function measurePlaceOrder({ base, sql, customers, products, seconds, warmupSeconds, connections, checkpoint, log, stockShare = STOCK_SHARE }) {
  const before = await ordersSoFar(sql, customers, products);
  let taken = 0;
  let placed = 0;
  const timed = { results: [], seconds: 0, rounds: 0 };
  for (const phase of ['warm-up', 'timed']) {
    const until = phase === 'timed' ? seconds : warmupSeconds;
    let spent = 0;
    while (spent < until || (phase === 'timed' && timed.rounds < 3)) {
      checkpoint();
      const { orders, stock } = await prepareRound(sql, customers, products, stockShare);
      const { results, seconds: roundSeconds } = await sendAll(base, orders, connections);
      const after = await stockOf(sql, products);
      for (const [id, restocked] of stock) taken += restocked - after.get(id);
      placed += results.filter((r) => r.status >= 200 && r.status < 300).length;
      spent += roundSeconds;
      if (phase === 'timed') {
        timed.results.push(...results);
        timed.seconds += roundSeconds;
        timed.rounds += 1;
      }
    }
    if (phase === 'warm-up' && warmupSeconds > 0) log(`bench: palce-order warm-up done (${spent.toFixed(1)} s)`);
  }
  const ok = timed.results.filter((r) => r.status >= 200 && r.status < 300);
  const conflicts = timed.results.filter((r) => r.status === 409);
  const failed = timed.results.filter((r) => r.status === 0);
  const other = timed.results.length - ok.length - conflicts.length - failed.length;
  const latencies = timed.results.map((r) => r.ms).sort((a, b) => a - b);

  // The check, over every round (warm-up included): no stock below zero anywhere, and this run's orders of these
  // customers sold exactly the units the rounds took from the products' stock.
  const after = await ordersSoFar(sql, customers, products);
  const { rows: [{ negative }] } = await sql.query('SELECT count(*)::int AS negative FROM products WHERE stock < 0');
  const check = { negative, sold: after.sold - before.sold, orders: after.orders - before.orders };
  return {
    rounds: timed.rounds,
    customers: customers.length,
    products: products.length,
    stockShare,
    orders: ok.length,
    conflicts: conflicts.length,
    errors: failed.length,
    non2xx: other,
    seconds: timed.seconds,
    ordersPerSecond: ok.length / timed.seconds,
    answersPerSecond: timed.results.length / timed.seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    check: { negativeStock: check.negative, unitsSold: check.sold, stockTaken: taken, ordersStored: check.orders, ordersAnswered: placed },
    consistent: check.negative === 0 && check.sold === taken && check.orders === placed,
  };
}

/** One order placed through `base` by a new customer (for counting its SQL statements): the statement count. */
export async function countOrderStatements(base, counter, product) {
  const [customer] = await registerCustomers(base, 1, 1);
  const headers = { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' };
  await call(base, '/api/home/product/add-to-card', { method: 'POST', headers, body: JSON.stringify({ userId: customer.id, productId: product.id, quantity: 1, size: product.size, color: product.color }) });
  const cart = await call(base, `/api/home/product/get-card-product/${customer.id}`, { headers });
  const line = cart.card_products[0].products[0];
  const before = counter.statements();
  await call(base, '/api/home/order/palce-order', {
    method: 'POST',
    headers,
    body: JSON.stringify({ userId: customer.id, products: [{ products: [{ _id: line._id, productId: line.productId, quantity: line.quantity }] }], shippingInfo: SHIPPING }),
  });
  return counter.statements() - before;
}
