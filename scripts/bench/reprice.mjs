// Repricing after a change of today's rate (issue 16): most of the catalogue becomes rate-linked 22K gold (by SQL,
// each piece a weight, making charge and stones of its own), then an admin sets the 22K rate through the real HTTP
// route, alternately up and down by a few per cent so that every run moves every rate-linked price. Each PUT is one
// transaction: the rate, its history row and one set-based UPDATE of every rate-linked 22K piece.
import { call } from './place-order.mjs';

/** The purity the bench links pieces to, its two alternating rates (paise a gram) and the share of pieces linked. */
const PURITY = 'gold_22k';
const RATES = [650_000, 665_000];
const LINKED_PERCENT = 85;

function putRate(base, token, paise) {
  return call(base, `/api/admin/metal-rates/${PURITY}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ratePerGram: paise / 100, confirm: true }),
  });
}

/**
 * Links LINKED_PERCENT % of the products to 22K gold and times `runs` changes of its rate through PUT
 * /api/admin/metal-rates/gold_22k as `admin` ({ email, password }). Answers each run's milliseconds, sorted, and the
 * pieces each run repriced.
 */
export async function measureReprice({ base, sql, admin, runs, log }) {
  const { token } = await call(base, '/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  await putRate(base, token, RATES[0]);
  // Deterministic compositions from each id's hash: 0.5 g to 25 g, making per gram, as a share or fixed, 0–2 stones.
  const { rowCount: linked } = await sql.query(
    `UPDATE products SET pricing = 'rate_linked', purity = $1,
       net_weight_mg = 500 + abs(hashtext(id::text)) % 24500,
       making_kind = (ARRAY['per_gram', 'percent', 'fixed'])[1 + abs(hashtext(id::text || 'k')) % 3],
       making_value = CASE abs(hashtext(id::text || 'k')) % 3 WHEN 0 THEN 30000 + abs(hashtext(id::text || 'v')) % 90000
                                                            WHEN 1 THEN 600 + abs(hashtext(id::text || 'v')) % 1800
                                                            ELSE 50000 + abs(hashtext(id::text || 'v')) % 500000 END,
       charges = CASE abs(hashtext(id::text || 'c')) % 3 WHEN 0 THEN '[]'::jsonb
                   WHEN 1 THEN jsonb_build_array(jsonb_build_object('label', 'CZ', 'paise', 5000 + abs(hashtext(id::text || 's')) % 200000))
                   ELSE jsonb_build_array(jsonb_build_object('label', 'ruby', 'paise', 100000 + abs(hashtext(id::text || 's')) % 900000),
                                          jsonb_build_object('label', 'enamel', 'paise', 25000)) END
     WHERE abs(hashtext(id::text || 'l')) % 100 < $2`,
    [PURITY, LINKED_PERCENT],
  );
  await sql.query('VACUUM ANALYZE products');
  log(`bench: reprice after a rate change, ${linked.toLocaleString('en-US')} rate-linked pieces, ${runs} PUTs …`);
  const durations = [];
  const repriced = [];
  for (let run = 0; run < runs; run++) {
    const paise = RATES[(run + 1) % RATES.length];
    const started = performance.now();
    const answer = await putRate(base, token, paise);
    durations.push(performance.now() - started);
    repriced.push(answer.repriced);
  }
  durations.sort((a, b) => a - b);
  return { linked, runs, repriced, durations, p50: durations[Math.floor((durations.length - 1) / 2)], max: durations[durations.length - 1] };
}
