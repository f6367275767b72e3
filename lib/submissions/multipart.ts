/**
 * Reads a multipart/form-data body of a request form: its text fields and at most one file.
 * Parsed with @fastify/busboy rather than `Response.formData()`, whose parser (undici) takes any
 * occurrence of the boundary text inside a part for the part's end; the header is passed on as
 * the client sent it, since a boundary is case-sensitive.
 */

import Busboy from '@fastify/busboy';

export type MultipartFile = { field: string; filename: string; data: Uint8Array };
export type MultipartForm = { fields: Map<string, string>; files: MultipartFile[] };

export class MultipartError extends Error {
  constructor(
    readonly reason: 'malformed' | 'fileTooLarge',
    message: string = reason,
  ) {
    super(message);
    this.name = 'MultipartError';
  }
}

type Limits = { fileBytes: number; fieldBytes: number; files: number; fields: number };

export function parseMultipart(contentType: string, body: Uint8Array, limits: Limits): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    const files: MultipartFile[] = [];
    // The first failure settles the promise; a later one, or the end of the body, changes nothing.
    const fail = (error: MultipartError) => reject(error);
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: limits.fileBytes, fieldSize: limits.fieldBytes, files: limits.files, fields: limits.fields, parts: limits.files + limits.fields },
      });
    } catch (error) {
      return fail(new MultipartError('malformed', (error as Error).message));
    }
    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) return fail(new MultipartError('malformed', `field ${name} too long`));
      if (fields.has(name)) return fail(new MultipartError('malformed', `field ${name} twice`));
      fields.set(name, value);
    });
    parser.on('file', (field, stream, filename) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new MultipartError('fileTooLarge')));
      // A body that ends inside the file: busboy passes "Part terminated early" to the file's
      // stream, and an 'error' without a listener is thrown as an uncaught exception. Busboy tells
      // the parser first ('error' below), so this failure comes second; it is here in case it ever comes alone.
      // Stryker disable next-line ArrowFunction,StringLiteral: busboy reports the early end to the parser just before the file's stream, and that failure has settled the promise; this one changes nothing
      const fileFailed = (error: Error) => fail(new MultipartError('malformed', error.message));
      stream.on('error', fileFailed);
      stream.on('end', () => files.push({ field, filename, data: new Uint8Array(Buffer.concat(chunks)) }));
    });
    for (const event of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) parser.on(event, () => fail(new MultipartError('malformed', event)));
    // Stryker disable next-line OptionalChaining: busboy's errors are Error objects (its own and Node's stream errors), never null or undefined
    parser.on('error', (error: unknown) => fail(new MultipartError('malformed', String((error as Error)?.message ?? error))));
    parser.on('finish', () => resolve({ fields, files }));
    parser.end(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  });
}
