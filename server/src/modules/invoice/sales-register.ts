/**
 * The month's sales register as CSV: every invoice and credit note issued in the month (Indian time), what an
 * accountant needs to file GSTR-1 — number, date, customer, place of supply, taxable value and taxes; credit notes as
 * negatives; a totals row. Pure: the repository reads the rows, this writes them.
 */
import { toRupees } from '../../common/money.js';
import { toCsv } from '../content/csv.js';
import { placeOfSupplyLabel, stateByCode } from './gst-states.js';

/** One document as the register reads it (money in paise). */
export type RegisterRow = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issued_at: Date | string;
  customer: string;
  place_of_supply: string;
  taxable_value_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
};

export const SALES_REGISTER_COLUMNS = [
  'Document',
  'Number',
  'Date',
  'Customer',
  'Place of supply',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
] as const;

const MONEY_KEYS = ['taxable_value_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'total_paise'] as const;

/** A month asked for: "2026-11"; undefined when it is not a month from 2000 to 2999. */
export function parseMonth(month: string): { year: number; month: number } | undefined {
  const match = /^(2\d{3})-(0[1-9]|1[0-2])$/.exec(month);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

/** DD-MM-YYYY in India (UTC+05:30 all year). */
function indianDate(moment: Date | string): string {
  const ist = new Date(new Date(moment).getTime() + 330 * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(ist.getUTCDate())}-${two(ist.getUTCMonth() + 1)}-${ist.getUTCFullYear()}`;
}

/**
 * The register's CSV (RFC 4180, CRLF, formulas disarmed: content/csv.ts): a header, one line per document (credit
 * notes negative), a totals line. Amounts in rupees.
 */
export function salesRegisterCsv(rows: readonly RegisterRow[]): string {
  const totals = { taxable_value_paise: 0, cgst_paise: 0, sgst_paise: 0, igst_paise: 0, total_paise: 0 };
  const lines = rows.map((row) => {
    const sign = row.kind === 'credit_note' ? -1 : 1;
    const money = MONEY_KEYS.map((key) => {
      const paise = sign * Number(row[key]);
      totals[key] += paise;
      return toRupees(paise);
    });
    const state = stateByCode(row.place_of_supply);
    return [
      row.kind === 'invoice' ? 'Invoice' : 'Credit note',
      row.number,
      indianDate(row.issued_at),
      row.customer,
      state ? placeOfSupplyLabel(state) : row.place_of_supply,
      ...money,
    ];
  });
  const total = ['Total', `${rows.length} documents`, '', '', '', ...MONEY_KEYS.map((key) => toRupees(totals[key]))];
  return toCsv(SALES_REGISTER_COLUMNS, [...lines, total]);
}
