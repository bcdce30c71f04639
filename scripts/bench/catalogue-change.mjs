// A catalogue change seen by the next request: staff rename a product in the console (GET the record, PUT it back with
// a word no product has), and the search for that word, asked and answered empty just before (so an answer cache holds
// the empty answer), is asked again at once and must show the product. Timed: the PUT, and the search after it.
import { call } from './place-order.mjs';

/** Letters only, so that the word is one search word whatever the tokenizer does with digits. */
const letters = (n) => String(n).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

/**
 * `runs` renames through PUT /api/admin/products/{id} as `admin` ({ email, password }), each followed at once by the
 * search for the new word; every product is named back afterwards. Answers the searches' p50 and p99 (ms), the PUTs'
 * p50, and how many of the searches showed the renamed product.
 */
export async function measureCatalogueChange({ base, sql, admin, runs }) {
  const { token } = await call(base, '/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const { rows } = await sql.query('SELECT id FROM products ORDER BY hashtext(id::text), id LIMIT $1', [runs]);
  const stamp = letters(Date.now() % 1e9);
  const searches = [];
  const puts = [];
  let shown = 0;
  for (const [i, { id }] of rows.entries()) {
    const word = `zq${stamp}x${letters(i)}`;
    const search = `/api/home/query-products?searchValue=${word}`;
    const before = await call(base, search);
    if (before.products.length) throw new Error(`catalogue change: "${word}" already finds products`);
    const record = await call(base, `/api/admin/products/${id}`, { headers });
    const began = performance.now();
    await call(base, `/api/admin/products/${id}`, { method: 'PUT', headers, body: JSON.stringify({ ...record, name: `${record.name} ${word}` }) });
    const changed = performance.now();
    const after = await call(base, search);
    searches.push(performance.now() - changed);
    puts.push(changed - began);
    if (after.products.some((product) => product._id === id)) shown += 1;
    await call(base, `/api/admin/products/${id}`, { method: 'PUT', headers, body: JSON.stringify(record) });
  }
  searches.sort((a, b) => a - b);
  puts.sort((a, b) => a - b);
  return { runs: rows.length, shown, p50: percentile(searches, 50), p99: percentile(searches, 99), putP50: percentile(puts, 50), total: searches.reduce((a, b) => a + b, 0) + puts.reduce((a, b) => a + b, 0) };
}
