/**
 * Stored submissions as a file for the support office. CSV opens correctly in a spreadsheet: UTF-8
 * with a byte-order mark, every cell quoted, and cells that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return) prefixed with an apostrophe.
 */

import type { StoredSubmission } from './store';

export const CSV_COLUMNS = ['reference', 'id', 'kind', 'createdAt', 'locale', 'name', 'email', 'phone', 'subject', 'details', 'attachments', 'data'] as const;

export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return `"${neutralizeFormula(text).replace(/"/g, '""')}"`;
}

function summary(submission: StoredSubmission): Record<(typeof CSV_COLUMNS)[number], unknown> {
  const p = submission.payload as Record<string, unknown>;
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ') || p.name;
  return {
    reference: submission.reference,
    id: submission.id,
    kind: submission.kind,
    createdAt: submission.createdAt,
    locale: submission.locale,
    name,
    // Support messages stored before the form took the other forms' names say mail and number.
    email: p.email ?? p.mail,
    phone: p.phone ?? p.number,
    subject: p.expertId ?? p.serviceId ?? p.theme ?? (p.amountUsd !== undefined ? `${p.amountUsd} USD` : ''),
    details: p.expectedResult ?? p.comment ?? '',
    attachments: submission.attachments.map((a) => `${a.filename} (${a.contentType}, ${a.size} bytes, ${a.id})`).join('; '),
    data: p,
  };
}

export function toCsv(submissions: readonly StoredSubmission[]): string {
  const lines = [CSV_COLUMNS.map(csvCell).join(',')];
  for (const submission of submissions) {
    const row = summary(submission);
    lines.push(CSV_COLUMNS.map((column) => csvCell(row[column])).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function toJson(submissions: readonly StoredSubmission[]): string {
  return `${JSON.stringify(submissions, null, 2)}\n`;
}
