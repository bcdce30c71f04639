import { csvCell, toCsv } from './csv.js';

describe('csvCell', () => {
  it('leaves plain text, numbers and booleans as they are, and empties null and undefined', () => {
    expect(csvCell('asha@example.com')).toBe('asha@example.com');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes dates as ISO 8601', () => {
    expect(csvCell(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-01T10:00:00.000Z');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    // Numbers are data, not text typed by someone: a negative number stays a number.
    expect(csvCell(-2)).toBe('-2');
  });
});

describe('toCsv', () => {
  it('writes a header and the rows, every line ended by CRLF', () => {
    expect(toCsv(['email', 'status'], [['a@x.in', 'subscribed'], ['b,c@x.in', null]])).toBe('email,status\r\na@x.in,subscribed\r\n"b,c@x.in",\r\n');
  });
});
