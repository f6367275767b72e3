import { describe, expect, it } from 'vitest';
import { csvCell, neutralizeFormula, toCsv, toJson } from './export';
import type { StoredSubmission } from './store';

const submission: StoredSubmission = {
  id: 's1',
  reference: 'K7Q2-M9XD',
  kind: 'meeting',
  createdAt: '2026-11-21T10:00:00.000Z',
  locale: 'ka',
  payload: { expertId: 'nino-kapanadze', firstName: '=HYPERLINK("http://evil")', lastName: 'ნინო', email: 'n@example.ge', expectedResult: 'Line 1\nLine "2"' },
  attachments: [{ id: 'a1', filename: 'brief.pdf', contentType: 'application/pdf', size: 12, sha256: 'x' }],
};

describe('CSV export', () => {
  it('starts with a byte-order mark and a header, and ends rows with CRLF', () => {
    const csv = toCsv([submission]);
    expect(csv.startsWith('\uFEFF"reference","id","kind","createdAt"')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(3);
    expect(csv.split('\r\n')[1]!.startsWith('"K7Q2-M9XD","s1"')).toBe(true);
  });

  it('keeps every script and quotes line breaks and quotes', () => {
    const csv = toCsv([submission]);
    expect(csv).toContain('ნინო');
    expect(csv).toContain('"Line 1\nLine ""2"""');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutralizeFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(neutralizeFormula('Dana')).toBe('Dana');
    expect(csvCell('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    expect(toCsv([submission])).toContain(`"'=HYPERLINK(""http://evil"") ნინო"`);
  });
});

describe('JSON export', () => {
  it('is the stored submissions as they are', () => {
    expect(JSON.parse(toJson([submission]))).toEqual([submission]);
  });
});

describe('CSV columns', () => {
  const row = (payload: Record<string, unknown>, extra: Partial<StoredSubmission> = {}) =>
    [
      ...toCsv([{ ...submission, payload, attachments: [], ...extra }])
        .split('\r\n')[1]!
        .matchAll(/"((?:[^"]|"")*)"/g),
    ].map((match) => match[1]!.replace(/""/g, '"'));
  const column = (name: string) =>
    ['reference', 'id', 'kind', 'createdAt', 'locale', 'name', 'email', 'phone', 'subject', 'details', 'attachments', 'data'].indexOf(name);

  it('name the columns in order', () => {
    expect(toCsv([]).split('\r\n')[0]).toBe(
      '\uFEFF"reference","id","kind","createdAt","locale","name","email","phone","subject","details","attachments","data"',
    );
    expect(toCsv([])).toBe(`${toCsv([]).split('\r\n')[0]}\r\n`);
  });

  it('write each of a request’s facts in its column', () => {
    const cells = row(
      { firstName: 'Nino', lastName: 'Beridze', email: 'n@example.ge', phone: '+995 555', serviceId: 'audit', expectedResult: 'A plan' },
      {
        attachments: [
          { id: 'a1', filename: 'brief.pdf', contentType: 'application/pdf', size: 12, sha256: 'x' },
          { id: 'a2', filename: 'b.png', contentType: 'image/png', size: 3, sha256: 'y' },
        ],
      },
    );
    expect(cells.slice(0, 11)).toEqual([
      'K7Q2-M9XD',
      's1',
      'meeting',
      '2026-11-21T10:00:00.000Z',
      'ka',
      'Nino Beridze',
      'n@example.ge',
      "'+995 555",
      'audit',
      'A plan',
      'brief.pdf (application/pdf, 12 bytes, a1); b.png (image/png, 3 bytes, a2)',
    ]);
    expect(JSON.parse(cells[11]!)).toEqual({
      firstName: 'Nino',
      lastName: 'Beridze',
      email: 'n@example.ge',
      phone: '+995 555',
      serviceId: 'audit',
      expectedResult: 'A plan',
    });
  });

  it('read the old support messages’ names and the other forms’ fields', () => {
    const support = row({ name: 'Dana', mail: 'd@example.kz', number: '8 701', theme: 'Access', comment: 'Cannot log in' }, { reference: null, locale: null });
    expect([0, 4, 5, 6, 7, 8, 9].map((i) => support[i])).toEqual(['', '', 'Dana', 'd@example.kz', '8 701', 'Access', 'Cannot log in']);
    expect(row({ lastName: 'Beridze', name: 'ignored' })[column('name')]).toBe('Beridze');
    expect(row({ expertId: 'nino', serviceId: 'audit' })[column('subject')]).toBe('nino');
    expect(row({ amountUsd: 50_000 })[column('subject')]).toBe('50000 USD');
    expect(row({ amountUsd: 0 })[column('subject')]).toBe('0 USD');
    const empty = row({});
    expect([column('name'), column('email'), column('phone'), column('subject'), column('details')].map((i) => empty[i])).toEqual(['', '', '', '', '']);
    expect(row({ expectedResult: 'Plan', comment: 'ignored' })[column('details')]).toBe('Plan');
  });

  it('write a cell of no value as empty and any other value as JSON', () => {
    expect([csvCell(undefined), csvCell(null), csvCell(''), csvCell(42), csvCell(false), csvCell(['a', 1])]).toEqual([
      '""',
      '""',
      '""',
      '"42"',
      '"false"',
      '"[""a"",1]"',
    ]);
    // A number written out is text too: a negative one would start a formula.
    expect(csvCell(-1)).toBe(`"'-1"`);
  });

  it('neutralise a formula only at the start of a cell', () => {
    expect(neutralizeFormula('1+1=2')).toBe('1+1=2');
    expect(neutralizeFormula(' =1')).toBe(' =1');
    expect(neutralizeFormula('')).toBe('');
  });
});

describe('JSON export as a file', () => {
  it('is indented by two spaces and ends with a line break', () => {
    expect(toJson([])).toBe('[]\n');
    expect(toJson([submission]).split('\n')[1]).toBe('  {');
  });
});
