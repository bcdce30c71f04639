import { parseMonth, type RegisterRow, salesRegisterCsv } from './sales-register.js';

describe('salesRegisterCsv', () => {
  const invoice: RegisterRow = {
    kind: 'invoice',
    number: 'SJ/26-27/000001',
    // 20:00 UTC on the 30th is 01:30 on 1 December in India.
    issued_at: '2026-11-30T20:00:00Z',
    customer: 'Verma, "Asha"',
    place_of_supply: '08',
    taxable_value_paise: 100_000,
    cgst_paise: 1_500,
    sgst_paise: 1_500,
    igst_paise: 0,
    total_paise: 103_000,
  };
  const credit: RegisterRow = { ...invoice, kind: 'credit_note', number: 'SJC/26-27/000001', customer: '=HYPERLINK("x")', issued_at: '2026-11-02T04:00:00Z' };

  it('writes a header, each document with the Indian date and place of supply, credit notes negative and a totals row', () => {
    const igst: RegisterRow = { ...invoice, number: 'SJ/26-27/000002', customer: 'Ravi', place_of_supply: '27', cgst_paise: 0, sgst_paise: 0, igst_paise: 3_000, total_paise: 103_001 };
    expect(salesRegisterCsv([invoice, igst, credit]).split('\r\n')).toEqual([
      'Document,Number,Date,Customer,Place of supply,Taxable value,CGST,SGST,IGST,Total',
      'Invoice,SJ/26-27/000001,01-12-2026,"Verma, ""Asha""",08-Rajasthan,1000,15,15,0,1030',
      'Invoice,SJ/26-27/000002,01-12-2026,Ravi,27-Maharashtra,1000,0,0,30,1030.01',
      `Credit note,SJC/26-27/000001,02-11-2026,"'=HYPERLINK(""x"")",08-Rajasthan,-1000,-15,-15,0,-1030`,
      'Total,3 documents,,,,1000,0,0,30,1030.01',
      '',
    ]);
  });

  it('has a header and a zero totals row for a month without documents', () => {
    expect(salesRegisterCsv([])).toBe('Document,Number,Date,Customer,Place of supply,Taxable value,CGST,SGST,IGST,Total\r\nTotal,0 documents,,,,0,0,0,0,0\r\n');
  });

  it('reads a month YYYY-MM', () => {
    expect(parseMonth('2026-11')).toEqual({ year: 2026, month: 11 });
    expect(parseMonth('2026-13')).toBeUndefined();
    expect(parseMonth('26-11')).toBeUndefined();
    expect(parseMonth('2026-1')).toBeUndefined();
  });
});
