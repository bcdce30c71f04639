import { csvCell, toCsv } from './csv.js';
import { itAnswers } from '../../../test/helpers/answers.js';

describe('csvCell', () => {
  itAnswers('leaves plain text, numbers and booleans as they are, and empties null and undefined', csvCell, [
    ['asha@example.com', 'asha@example.com'],
    [42, '42'],
    [false, 'false'],
    [null, ''],
    [undefined, ''],
  ]);

  it('writes dates as ISO 8601', () => {
    expect(csvCell(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-01T10:00:00.000Z');
  });

  itAnswers('quotes commas, quotes and line breaks, doubling the quotes (RFC 4180)', csvCell, [
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
  ]);

  itAnswers('defuses text a spreadsheet would run as a formula', csvCell, [
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+1+1', "'+1+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    // Numbers are data, not text typed by someone: a negative number stays a number.
    [-2, '-2'],
  ]);
});

describe('toCsv', () => {
  it('writes a header and the rows, every line ended by CRLF', () => {
    expect(toCsv(['email', 'status'], [['a@x.in', 'subscribed'], ['b,c@x.in', null]])).toBe('email,status\r\na@x.in,subscribed\r\n"b,c@x.in",\r\n');
  });
});
