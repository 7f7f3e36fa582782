import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvText, parseCsv } from '../../src/shared/csv';

const cellsOf = (text: string) => parseCsv(text)?.map((record) => record.cells);

describe('parseCsv', () => {
  it('reads quoted cells whole: commas, doubled quotes and line breaks', () => {
    expect(cellsOf('a,b\r\n"1,5","say ""hi""",x\r\n"two\r\nlines",\r\n')).toEqual([
      ['a', 'b'],
      ['1,5', 'say "hi"', 'x'],
      ['two\r\nlines', ''],
    ]);
  });

  it('drops the byte-order mark and reads LF, CRLF and a last row without an end', () => {
    expect(cellsOf('\uFEFFName,Price\nRing,10\r\nBand,20')).toEqual([
      ['Name', 'Price'],
      ['Ring', '10'],
      ['Band', '20'],
    ]);
  });

  it('says the line each row starts on, counting line breaks inside quotes and skipping blank lines', () => {
    const records = parseCsv('h\r\n"a\nb\nc"\r\n\r\nd\n"e\r\nf"\ng')!;
    expect(records.map((r) => [r.line, r.cells[0]])).toEqual([
      [1, 'h'],
      [2, 'a\nb\nc'],
      [6, 'd'],
      [7, 'e\r\nf'],
      [9, 'g'],
    ]);
  });

  it('refuses a quote never closed', () => {
    expect(parseCsv('a\r\n"open,1\r\n')).toBeNull();
  });

  it('reads back what csvLine writes, formula guard included', () => {
    const cells = ['=SUM(A1)', '-5.00', '+44 20', '@home', 'a "b", c\nd', 'plain'];
    const [record] = parseCsv(csvLine(cells))!;
    expect(record!.cells.map(csvText)).toEqual(cells);
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-5.00')).toBe("'-5.00");
    expect(csvField(-5)).toBe('-5');
  });
});
