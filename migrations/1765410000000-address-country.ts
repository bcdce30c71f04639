import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Addresses abroad (issue 17): an address-book entry names its country, ISO 3166-1 alpha-2; the addresses saved
 * before were all in India. Orders keep theirs in shipping_info's jsonb as "country" (absent: India).
 */
export class AddressCountry1765410000000 implements MigrationInterface {
  name = 'AddressCountry1765410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "addresses" ADD "country" character(2) NOT NULL DEFAULT 'IN'`);
    await queryRunner.query(`ALTER TABLE "addresses" ADD CONSTRAINT "chk_addresses_country" CHECK ("country" ~ '^[A-Z]{2}$')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "addresses" DROP CONSTRAINT "chk_addresses_country"`);
    await queryRunner.query(`ALTER TABLE "addresses" DROP COLUMN "country"`);
  }
}
