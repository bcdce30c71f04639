/**
 * An amount in words in the Indian system, as an invoice states its total: "Rupees One Lakh Twenty-Three Thousand
 * Four Hundred Fifty-Six and Seventy-Eight Paise Only". Groups are crore (10^7), lakh (10^5), thousand and hundred;
 * a count of crores above 99 is itself read in the same system ("One Lakh Crore", "One Crore Crore"), so every safe
 * integer has words.
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const CRORE = 10_000_000;
const GROUPS = [
  { size: 100_000, name: 'Lakh' },
  { size: 1_000, name: 'Thousand' },
  { size: 100, name: 'Hundred' },
] as const;

/** 1–99: "Seven", "Nineteen", "Forty", "Fifty-Six". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const tens = TENS[Math.floor(n / 10)];
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

/** 1 to 99,99,999 (below a crore). */
function belowCrore(n: number): string[] {
  const words: string[] = [];
  let rest = n;
  for (const { size, name } of GROUPS) {
    const count = Math.floor(rest / size);
    if (count > 0) words.push(belowHundred(count), name);
    rest %= size;
  }
  if (rest > 0) words.push(belowHundred(rest));
  return words;
}

/** A whole number in words, Indian system: 12345678 → "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight". */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`expected a non-negative safe integer (got ${n})`);
  if (n === 0) return ONES[0];
  const crores = Math.floor(n / CRORE);
  const rest = n % CRORE;
  const words = crores > 0 ? [numberInWords(crores), 'Crore'] : [];
  if (rest > 0) words.push(...belowCrore(rest));
  return words.join(' ');
}

/** An amount of paise as an invoice writes it out: "Rupees … and … Paise Only", or "… Paise Only" below a rupee. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`expected a non-negative safe integer of paise (got ${paise})`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rest === 0) return `Rupees ${numberInWords(rupees)} Only`;
  if (rupees === 0) return `${numberInWords(rest)} Paise Only`;
  return `Rupees ${numberInWords(rupees)} and ${numberInWords(rest)} Paise Only`;
}
