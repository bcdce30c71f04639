import type pg from 'pg';

export type CouponRow = { discount?: number; minRupees?: number; userLimit?: number; expiresAt?: Date | null };

let seq = 0;

/** Inserts a coupon (10 % off, no minimum, once per customer, no expiry unless told) under a fresh code; answers the code. */
export async function insertCoupon(sql: pg.Pool, prefix: string, row: CouponRow = {}): Promise<string> {
  seq += 1;
  const code = `${prefix}${seq}${Date.now().toString(36)}`.toUpperCase();
  await sql.query('INSERT INTO coupons (code, discount, min_order_paise, user_limit, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    code,
    row.discount ?? 10,
    Math.round((row.minRupees ?? 0) * 100),
    row.userLimit ?? 1,
    row.expiresAt ?? null,
  ]);
  return code;
}
