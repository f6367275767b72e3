/**
 * Multipart bodies written byte by byte, the way browsers write them, with the boundary the test
 * chooses (Node's FormData always picks its own lower-case one, which hid a real fault).
 */
import { formFieldsOf } from '@/lib/forms/form-post';

export type Part = { name: string; value: string | Uint8Array; filename?: string; contentType?: string };

/** Boundaries that browsers really send (WebKit's in Chromium and Safari; Firefox's old and new). */
export const BROWSER_BOUNDARIES = {
  chromium: '----WebKitFormBoundaryAbCdEf0123XyZ789',
  safari: '----WebKitFormBoundaryq1W2e3R4t5Y6u7I8',
  firefoxOld: '---------------------------41184676334',
  firefox: '----geckoformboundary6c3ab1a9e4f47b8d2c5e',
} as const;

export function multipartBody(boundary: string, parts: Part[]): Uint8Array<ArrayBuffer> {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename.replace(/"/g, '%22')}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Uint8Array.from(Buffer.concat(chunks));
}

/** The Content-Type header for a boundary, quoted when the boundary needs it (RFC 2046). */
export function multipartType(boundary: string, { mediaType = 'multipart/form-data', parameter = 'boundary' } = {}): string {
  const needsQuotes = /[^A-Za-z0-9'+_\-.]/.test(boundary);
  return `${mediaType}; ${parameter}=${needsQuotes ? `"${boundary}"` : boundary}`;
}

/** A request form's parts: its fields as JSON, and a file. */
export function requestParts(data: object, file?: { name: string; bytes: Uint8Array; type?: string }): Part[] {
  const parts: Part[] = [{ name: 'data', value: JSON.stringify(data) }];
  if (file) parts.push({ name: 'attachment', value: file.bytes, filename: file.name, contentType: file.type ?? 'application/octet-stream' });
  return parts;
}

export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** A submission as a plain HTML form posts it: one field per value, named by its path (`timeSlots.0.date`). */
export const formFields = (data: object): [string, string][] => formFieldsOf(data);

/**
 * A plain form's multipart parts, as a browser posts them: every field, then the file input, which
 * is an empty part with an empty file name when nothing was chosen.
 */
export function formParts(data: object, file?: { name: string; bytes: Uint8Array; type?: string }): Part[] {
  return [
    ...formFields(data).map(([name, value]) => ({ name, value })),
    file
      ? { name: 'attachment', value: file.bytes, filename: file.name, contentType: file.type ?? 'application/octet-stream' }
      : { name: 'attachment', value: '', filename: '', contentType: 'application/octet-stream' },
  ];
}

/**
 * Where a multipart body can be cut short so that it is no longer complete: at each delimiter's
 * start and end, each part's header end and data end, and `spread` bytes either side of each,
 * before the closing delimiter is whole (a body cut only in its final line break is complete).
 */
export function truncationPoints(body: Uint8Array, boundary: string, spread = 3): number[] {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const delimiter = Buffer.from(`--${boundary}`);
  const closingEnd = bytes.lastIndexOf(Buffer.from(`--${boundary}--`)) + delimiter.length + 2;
  const marks: number[] = [];
  for (let at = bytes.indexOf(delimiter); at !== -1; at = bytes.indexOf(delimiter, at + 1)) {
    marks.push(at, at + delimiter.length, at + delimiter.length + 2);
    // The line break before a delimiter ends the previous part's data.
    if (at >= 2) marks.push(at - 2);
    const headersEnd = bytes.indexOf('\r\n\r\n', at);
    if (headersEnd !== -1 && headersEnd < closingEnd) marks.push(headersEnd, headersEnd + 4);
  }
  const points = new Set<number>();
  for (const mark of marks) for (let offset = -spread; offset <= spread; offset++) points.add(mark + offset);
  return [...points].filter((point) => point >= 0 && point < closingEnd).sort((a, b) => a - b);
}
