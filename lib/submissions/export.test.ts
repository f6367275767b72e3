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
