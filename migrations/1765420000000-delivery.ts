import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Delivery (issue 17): zones that serve an address (India by PIN ranges or GST state codes, abroad by ISO country;
 * a zone with no rule of its kind serves the rest), each with transit days, shipping fee, free-above threshold and its
 * cash-on-delivery terms; the holidays business days skip; the cut-off hour and handling days; and on each order the
 * zone that served it and the date it was promised by.
 *
 * Seeded with the demo shop's zones (Sona Jewellers, Sanganer, Jaipur 302029): India stays free (DECISIONS.md:
 * standard shipping is free, the fee is a setting), abroad is charged below a worldwide ₹25,000 threshold and never
 * COD. Holidays: the central government's gazetted holidays of 2026 (DoPT's list); for 2027 the fixed-date ones and
 * the festivals whose dates the almanacs agree on — staff check them against DoPT's list when it is published.
 */
export class Delivery1765420000000 implements MigrationInterface {
  name = 'Delivery1765420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "delivery_zones" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL,
        "kind" text NOT NULL CHECK ("kind" IN ('india', 'abroad')),
        "pin_ranges" text[] NOT NULL DEFAULT '{}',
        "state_codes" text[] NOT NULL DEFAULT '{}',
        "countries" text[] NOT NULL DEFAULT '{}',
        "position" int NOT NULL,
        "transit_min_days" int NOT NULL CHECK ("transit_min_days" BETWEEN 0 AND 60),
        "transit_max_days" int NOT NULL CHECK ("transit_max_days" BETWEEN 0 AND 60),
        "fee_paise" bigint NOT NULL CHECK ("fee_paise" >= 0),
        "free_above_paise" bigint CHECK ("free_above_paise" >= 0),
        "cod_offered" boolean NOT NULL,
        "cod_limit_paise" bigint CHECK ("cod_limit_paise" > 0 AND "cod_limit_paise" < 20000000),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "delivery_zones_name_key" UNIQUE ("name"),
        CONSTRAINT "delivery_zones_transit_order" CHECK ("transit_min_days" <= "transit_max_days"),
        -- Cash on delivery is never offered abroad (DECISIONS.md); PIN and state rules are India's, countries abroad's.
        CONSTRAINT "delivery_zones_no_cod_abroad" CHECK ("kind" = 'india' OR NOT "cod_offered"),
        CONSTRAINT "delivery_zones_rules_of_kind" CHECK (
          ("kind" = 'india' AND cardinality("countries") = 0) OR
          ("kind" = 'abroad' AND cardinality("pin_ranges") = 0 AND cardinality("state_codes") = 0))
      )`);
    await queryRunner.query(`CREATE TABLE "delivery_holidays" ("date" date PRIMARY KEY, "name" text NOT NULL)`);
    await queryRunner.query(`
      CREATE TABLE "delivery_settings" (
        "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
        "cutoff_hour" int NOT NULL CHECK ("cutoff_hour" BETWEEN 0 AND 23),
        "handling_days" int NOT NULL CHECK ("handling_days" BETWEEN 0 AND 30),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO "delivery_settings" ("cutoff_hour", "handling_days") VALUES (14, 2)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "shipping_zone" text, ADD "expected_delivery_date" date`);

    const ne = `'{11,12,13,14,15,16,17,18,35,31,38,01}'`;
    await queryRunner.query(`
      INSERT INTO "delivery_zones" ("name", "kind", "pin_ranges", "state_codes", "countries", "position", "transit_min_days", "transit_max_days",
                                    "fee_paise", "free_above_paise", "cod_offered", "cod_limit_paise") VALUES
        ('Jaipur city', 'india', '{302001-302044}', '{}', '{}', 10, 1, 1, 0, NULL, true, 5000000),
        ('Rest of Rajasthan', 'india', '{}', '{08}', '{}', 20, 2, 3, 0, NULL, true, 5000000),
        ('Metro cities', 'india', '{110001-110099,400001-400104,560001-560300,600001-600130,700001-700160,500001-500100}', '{}', '{}', 30, 2, 3, 0, NULL, true, 5000000),
        ('Remote areas (North-East, islands, J&K, Ladakh)', 'india', '{}', ${ne}, '{}', 40, 5, 9, 0, NULL, false, NULL),
        ('Rest of India', 'india', '{}', '{}', '{}', 50, 3, 5, 0, NULL, true, 5000000),
        ('USA and Canada', 'abroad', '{}', '{}', '{US,CA}', 110, 6, 10, 250000, 2500000, false, NULL),
        ('UK and Europe', 'abroad', '{}', '{}', '{GB,IE,FR,DE,NL,BE,LU,IT,ES,PT,CH,AT,SE,DK,NO,FI,PL,CZ,GR}', 120, 6, 10, 220000, 2500000, false, NULL),
        ('Gulf', 'abroad', '{}', '{}', '{AE,SA,QA,OM,KW,BH}', 130, 4, 7, 120000, 2500000, false, NULL),
        ('Asia-Pacific', 'abroad', '{}', '{}', '{SG,AU,NZ,MY,HK,JP}', 140, 5, 9, 180000, 2500000, false, NULL),
        ('Rest of the world', 'abroad', '{}', '{}', '{}', 190, 8, 14, 300000, 2500000, false, NULL)`);
    await queryRunner.query(`
      INSERT INTO "delivery_holidays" ("date", "name") VALUES
        ('2026-01-26', 'Republic Day'), ('2026-03-04', 'Holi'), ('2026-03-21', 'Id-ul-Fitr'), ('2026-03-26', 'Ram Navami'),
        ('2026-03-31', 'Mahavir Jayanti'), ('2026-04-03', 'Good Friday'), ('2026-05-01', 'Buddha Purnima'),
        ('2026-05-27', 'Id-ul-Zuha (Bakrid)'), ('2026-06-26', 'Muharram'), ('2026-08-15', 'Independence Day'),
        ('2026-08-26', 'Milad-un-Nabi'), ('2026-09-04', 'Janmashtami'), ('2026-10-02', 'Gandhi Jayanti'),
        ('2026-10-20', 'Dussehra'), ('2026-11-08', 'Diwali'), ('2026-11-24', 'Guru Nanak Jayanti'), ('2026-12-25', 'Christmas'),
        ('2027-01-26', 'Republic Day'), ('2027-03-22', 'Holi'), ('2027-03-26', 'Good Friday'), ('2027-08-15', 'Independence Day'),
        ('2027-10-02', 'Gandhi Jayanti'), ('2027-10-09', 'Dussehra'), ('2027-10-29', 'Diwali'), ('2027-11-14', 'Guru Nanak Jayanti'),
        ('2027-12-25', 'Christmas')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "expected_delivery_date", DROP COLUMN "shipping_zone"`);
    await queryRunner.query(`DROP TABLE "delivery_settings"`);
    await queryRunner.query(`DROP TABLE "delivery_holidays"`);
    await queryRunner.query(`DROP TABLE "delivery_zones"`);
  }
}
