import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  csvFileName,
  downloadCsv,
  escapeField,
  formatCell,
  neutraliseFormula,
  toCsv,
  type CsvColumn,
} from './csv.ts';

interface Row {
  name: string;
  amount: number;
  at: string;
  id: number;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Id', kind: 'integer', value: (row) => row.id },
  { header: 'Name', kind: 'text', value: (row) => row.name },
  { header: 'Date', kind: 'date', value: (row) => row.at },
  { header: 'Amount', kind: 'money', value: (row) => row.amount },
];

describe('toCsv', () => {
  it('writes a header and one CRLF line per row, amounts with 2 decimals and ISO dates', () => {
    const csv = toCsv(columns, [
      { id: 7, name: 'Yankees', at: '2026-11-20T15:30:00.000Z', amount: 10 },
      { id: 8, name: 'Mets', at: '2026-11-21T08:00:00Z', amount: 12.345 },
    ]);
    expect(csv).toBe(
      'Id,Name,Date,Amount\r\n' +
        '7,Yankees,2026-11-20T15:30:00.000Z,10.00\r\n' +
        '8,Mets,2026-11-21T08:00:00.000Z,12.35\r\n',
    );
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(columns, [])).toBe('Id,Name,Date,Amount\r\n');
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    const csv = toCsv(columns, [
      { id: 1, name: 'Real Madrid, "Los Blancos"\nMadrid', at: '', amount: 0 },
    ]);
    expect(csv.split('\r\n')[1]).toBe('1,"Real Madrid, ""Los Blancos""\nMadrid",,0.00');
  });

  it('neutralises formulas in text cells and headers, not in numbers', () => {
    const rows = ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tcmd'].map((name, id) => ({
      id,
      name,
      at: '',
      amount: -3.5,
    }));
    const lines = toCsv(columns, rows).split('\r\n');
    expect(lines.slice(1, 6)).toEqual([
      `0,"'=HYPERLINK(""x"")",,-3.50`,
      "1,'+1,,-3.50",
      "2,'-2,,-3.50",
      "3,'@SUM(A1),,-3.50",
      "4,'\tcmd,,-3.50",
    ]);
    expect(toCsv([{ header: '=Bad', kind: 'text', value: () => 'ok' }], [])).toBe("'=Bad\r\n");
  });
});

describe('cells', () => {
  it('formats each kind, leaving missing and unreadable values empty or as text', () => {
    expect(formatCell('money', 0.1 + 0.2)).toBe('0.30');
    expect(formatCell('money', Number.NaN)).toBe('');
    expect(formatCell('money', null)).toBe('');
    expect(formatCell('integer', 123.9)).toBe('123');
    expect(formatCell('date', 'not a date')).toBe('not a date');
    expect(formatCell('text', 'Pérez')).toBe('Pérez');
    expect(neutraliseFormula('Team = A')).toBe('Team = A');
    expect(escapeField('plain')).toBe('plain');
    expect(escapeField('a\rb')).toBe('"a\rb"');
  });

  it('names the file after the local day', () => {
    expect(csvFileName('tickets', new Date(2026, 10, 26, 23, 59))).toBe('tickets-2026-11-26.csv');
  });
});

describe('downloadCsv', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('clicks a link to a Blob URL with the file name and a UTF-8 byte-order mark', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    const blob = downloadCsv('tickets-2026-11-26.csv', 'A\r\n');
    expect(clicked).toEqual([{ href: 'blob:csv', download: 'tickets-2026-11-26.csv' }]);
    expect(created).toHaveBeenCalledWith(blob);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
