/**
 * Invoice and credit-note numbers: the financial year a document falls in and how its number is written. Pure
 * formatting; the counter behind the number is the database's, and must be kept like this (next session):
 *
 * - One row per series and financial year, document_counters (series, financial_year, last_number) with primary key
 *   (series, financial_year), read and bumped in the SAME transaction that inserts the invoice or credit note:
 *     INSERT INTO document_counters VALUES ($series, $year, 0) ON CONFLICT DO NOTHING;
 *     SELECT last_number FROM document_counters WHERE series = $series AND financial_year = $year FOR UPDATE;
 *     UPDATE document_counters SET last_number = $next WHERE series = $series AND financial_year = $year;
 *     INSERT INTO invoices (…, number) VALUES (…, format(year, $next));
 *   The FOR UPDATE lock queues concurrent invoices behind one another until each commits, so no two take one number;
 *   a transaction that rolls back rolls its increment back with it, so the next invoice takes that same number and
 *   the series stays consecutive.
 * - No PostgreSQL sequence: nextval() is never rolled back, so a transaction that fails after taking a number leaves a
 *   hole, and CGST Rule 46(b) asks for "a consecutive serial number … unique for a financial year" (Rule 53(1A)(c)
 *   the same of credit notes, which run in a series of their own).
 * - A unique index on the documents' (series, financial_year, number) as well, so that a bug can never issue one
 *   number twice.
 */

/** India keeps one time, IST, UTC+05:30 all year: a financial year turns at midnight IST on 1 April. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** CGST Rules 46(b) and 53(1A)(c): at most sixteen characters, letters, digits, hyphen and slash. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/** A series' own part: upper-case letters and digits, words joined by a hyphen or slash ("SJ", "SJ-CN"). */
const PREFIX_PATTERN = /^[A-Z0-9]+(?:[-/][A-Z0-9]+)*$/;

export type FinancialYear = {
  /** The calendar year it starts in: 2026 for April 2026 – March 2027. */
  startYear: number;
  /** As a number prints it: "26-27". */
  label: string;
};

/** The Indian financial year (April to March, in IST) of a moment. */
export function financialYearOf(moment: Date): FinancialYear {
  const ist = new Date(moment.getTime() + IST_OFFSET_MS);
  if (Number.isNaN(ist.getTime())) throw new RangeError('financialYearOf needs a valid date');
  const startYear = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const twoDigits = (year: number) => String(year % 100).padStart(2, '0');
  return { startYear, label: `${twoDigits(startYear)}-${twoDigits(startYear + 1)}` };
}

export type DocumentSeries = {
  prefix: string;
  /** How many digits the counter is padded to. */
  digits: number;
  /** The largest counter the width holds: the last number of a financial year. */
  maxCounter: number;
  /** "SJ/26-27/000123". */
  format(year: FinancialYear, counter: number): string;
};

/**
 * A series of documents numbered prefix/FY/counter, checked once where the configuration is read: a prefix that is not
 * letters and digits, or too long to leave room for the year and a counter of `digits` within 16 characters, is a
 * configuration error and throws at boot, never on the first sale.
 */
export function documentSeries(prefix: string, digits = 6): DocumentSeries {
  if (!PREFIX_PATTERN.test(prefix)) {
    throw new Error(`invoice series prefix "${prefix}" must be upper-case letters and digits, words joined by - or /`);
  }
  if (!Number.isInteger(digits) || digits < 1) throw new Error(`an invoice series needs at least one counter digit (got ${digits})`);
  const length = prefix.length + '/26-27/'.length + digits;
  if (length > DOCUMENT_NUMBER_MAX_LENGTH) {
    throw new Error(
      `invoice series prefix "${prefix}" makes numbers of ${length} characters; CGST Rule 46(b) allows ${DOCUMENT_NUMBER_MAX_LENGTH}: ` +
        `use at most ${DOCUMENT_NUMBER_MAX_LENGTH - '/26-27/'.length - digits} characters`,
    );
  }
  const maxCounter = 10 ** digits - 1;
  return {
    prefix,
    digits,
    maxCounter,
    format(year, counter) {
      if (!Number.isSafeInteger(counter) || counter < 1) throw new RangeError(`a document counter starts at 1 (got ${counter})`);
      if (counter > maxCounter) throw new RangeError(`series ${prefix} has used all ${maxCounter} numbers of ${year.label}`);
      return `${prefix}/${year.label}/${String(counter).padStart(digits, '0')}`;
    },
  };
}

/** Whether a string is a document number CGST Rule 46(b) allows. */
export function isDocumentNumber(value: string): boolean {
  return DOCUMENT_NUMBER_PATTERN.test(value);
}
