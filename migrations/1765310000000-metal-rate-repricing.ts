import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Today's rates reprice the rate-linked pieces (issue 16).
 *
 * `rate_linked_price_paise` is the list price of pricing/price.ts `rateLinkedPrice` in SQL, for the one set-based
 * UPDATE that reprices every rate-linked piece of a purity when its rate changes: every step rounds as the TypeScript
 * does (half up: round() on numeric rounds halves away from zero, and every amount here is non-negative), so the
 * stored price is the price the breakup adds up to. A test compares the two over many random compositions.
 *
 * A change of rate also clears the kept answers of GET /api/metal-rates: metal_rates gets the catalogue's change
 * trigger (migration 1764120000000), so every replica hears of it.
 */
export class MetalRateRepricing1765310000000 implements MigrationInterface {
  name = 'MetalRateRepricing1765310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // metal = weight × rate; making per gram, a share (basis points) of the metal or fixed; stones summed; GST 3 %
    // (300 basis points) of the subtotal; the sum rounded to whole rupees. Each rounding half up, in paise.
    await queryRunner.query(`
      CREATE FUNCTION "rate_linked_price_paise"(weight_mg bigint, rate_paise_per_gram bigint, making_kind text, making_value bigint, charges jsonb)
      RETURNS bigint LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
      DECLARE
        metal bigint := round(weight_mg::numeric * rate_paise_per_gram / 1000);
        making bigint;
        stones bigint;
        subtotal bigint;
      BEGIN
        making := CASE making_kind
          WHEN 'per_gram' THEN round(weight_mg::numeric * making_value / 1000)
          WHEN 'percent' THEN round(metal::numeric * making_value / 10000)
          ELSE making_value
        END;
        stones := coalesce((SELECT sum((charge ->> 'paise')::bigint) FROM jsonb_array_elements(charges) AS charge), 0);
        subtotal := metal + making + stones;
        RETURN round((subtotal + round(subtotal::numeric * 300 / 10000))::numeric / 100) * 100;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER "trg_metal_rates_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "metal_rates" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "trg_metal_rates_catalog_changed" ON "metal_rates"`);
    await queryRunner.query(`DROP FUNCTION "rate_linked_price_paise"(bigint, bigint, text, bigint, jsonb)`);
  }
}
