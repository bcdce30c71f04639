/**
 * The GST state and union-territory codes: the first two digits of every GSTIN and the "place of supply" an invoice
 * names with its state (CGST Rule 46(e) and (n)). Codes and names as GSTN's place-of-supply list has them (the
 * census-2011 codes; 26 is the merged Dadra and Nagar Haveli and Daman and Diu since 26 January 2020, which retired
 * 25; 28 was Andhra Pradesh before Telangana was carved out and no longer issues GSTINs; 38 Ladakh from 2020; 97
 * Other Territory for India's territories outside any state, such as its offshore areas; 96 Other Countries, the place
 * of supply of an export).
 */

export type GstStateKind = 'state' | 'union_territory' | 'other_territory' | 'foreign';

export type GstState = {
  /** Two digits, as in a GSTIN: '08'. */
  code: string;
  name: string;
  kind: GstStateKind;
};

export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', kind: 'union_territory' },
  { code: '02', name: 'Himachal Pradesh', kind: 'state' },
  { code: '03', name: 'Punjab', kind: 'state' },
  { code: '04', name: 'Chandigarh', kind: 'union_territory' },
  { code: '05', name: 'Uttarakhand', kind: 'state' },
  { code: '06', name: 'Haryana', kind: 'state' },
  { code: '07', name: 'Delhi', kind: 'union_territory' },
  { code: '08', name: 'Rajasthan', kind: 'state' },
  { code: '09', name: 'Uttar Pradesh', kind: 'state' },
  { code: '10', name: 'Bihar', kind: 'state' },
  { code: '11', name: 'Sikkim', kind: 'state' },
  { code: '12', name: 'Arunachal Pradesh', kind: 'state' },
  { code: '13', name: 'Nagaland', kind: 'state' },
  { code: '14', name: 'Manipur', kind: 'state' },
  { code: '15', name: 'Mizoram', kind: 'state' },
  { code: '16', name: 'Tripura', kind: 'state' },
  { code: '17', name: 'Meghalaya', kind: 'state' },
  { code: '18', name: 'Assam', kind: 'state' },
  { code: '19', name: 'West Bengal', kind: 'state' },
  { code: '20', name: 'Jharkhand', kind: 'state' },
  { code: '21', name: 'Odisha', kind: 'state' },
  { code: '22', name: 'Chhattisgarh', kind: 'state' },
  { code: '23', name: 'Madhya Pradesh', kind: 'state' },
  { code: '24', name: 'Gujarat', kind: 'state' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'union_territory' },
  { code: '27', name: 'Maharashtra', kind: 'state' },
  { code: '29', name: 'Karnataka', kind: 'state' },
  { code: '30', name: 'Goa', kind: 'state' },
  { code: '31', name: 'Lakshadweep', kind: 'union_territory' },
  { code: '32', name: 'Kerala', kind: 'state' },
  { code: '33', name: 'Tamil Nadu', kind: 'state' },
  { code: '34', name: 'Puducherry', kind: 'union_territory' },
  { code: '35', name: 'Andaman and Nicobar Islands', kind: 'union_territory' },
  { code: '36', name: 'Telangana', kind: 'state' },
  { code: '37', name: 'Andhra Pradesh', kind: 'state' },
  { code: '38', name: 'Ladakh', kind: 'union_territory' },
  { code: '97', name: 'Other Territory', kind: 'other_territory' },
  { code: '96', name: 'Other Countries', kind: 'foreign' },
];

/** The place of supply of goods delivered abroad. */
export const FOREIGN_COUNTRY_CODE = '96';

const BY_CODE = new Map(GST_STATES.map((state) => [state.code, state]));

/**
 * Other spellings a shopper types into the address form's free-text "state or province" (seed addresses use the
 * names above): old names (Orissa, Pondicherry, Uttaranchal), '&' for 'and', the names of the two union territories
 * merged into 26, and Delhi's formal name.
 */
const ALIASES: Readonly<Record<string, string>> = {
  orissa: '21',
  pondicherry: '34',
  uttaranchal: '05',
  'new delhi': '07',
  'nct of delhi': '07',
  'national capital territory of delhi': '07',
  'j and k': '01',
  'dadra and nagar haveli': '26',
  'daman and diu': '26',
  'the dadra and nagar haveli and daman and diu': '26',
  'andaman and nicobar': '35',
  chattisgarh: '22',
  telengana: '36',
  tamilnadu: '33',
  'foreign country': FOREIGN_COUNTRY_CODE,
};

/** A name as compared: lower-case, '&' read as 'and', dots and extra spaces gone. */
function comparable(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_NAME = new Map<string, GstState>([
  ...GST_STATES.map((state) => [comparable(state.name), state] as const),
  ...Object.entries(ALIASES).map(([alias, code]) => [alias, BY_CODE.get(code) as GstState] as const),
]);

/** The state of a two-digit code ('08'), or undefined. */
export function stateByCode(code: string): GstState | undefined {
  return BY_CODE.get(code);
}

/** The state an address names ('Rajasthan', 'tamil nadu', 'Jammu & Kashmir', 'Orissa'), or undefined. */
export function stateByName(name: string): GstState | undefined {
  return BY_NAME.get(comparable(name));
}

/** The place of supply as an invoice prints it: "08-Rajasthan". */
export function placeOfSupplyLabel(state: GstState): string {
  return `${state.code}-${state.name}`;
}
