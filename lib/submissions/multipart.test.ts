import { describe, expect, it } from 'vitest';
import { BROWSER_BOUNDARIES, PDF_BYTES, multipartBody, multipartType, requestParts } from '@/tests/support/multipart';
import { MultipartError, parseMultipart } from './multipart';

const LIMITS = { fileBytes: 1_000_000, fieldBytes: 65_536, files: 1, fields: 1 };
const form = (boundary: string) =>
  multipartBody(boundary, requestParts({ firstName: 'Dana', email: 'dana@example.kz' }, { name: 'brief.pdf', bytes: PDF_BYTES, type: 'application/pdf' }));

describe('parseMultipart', () => {
  it.each(Object.entries(BROWSER_BOUNDARIES))('reads a %s body: the data field and the file', async (_, boundary) => {
    const parsed = await parseMultipart(multipartType(boundary), form(boundary), LIMITS);
    expect(JSON.parse(parsed.fields.get('data')!)).toEqual({ firstName: 'Dana', email: 'dana@example.kz' });
    expect(parsed.files).toEqual([{ field: 'attachment', filename: 'brief.pdf', data: PDF_BYTES }]);
  });

  // A truncated upload (a dropped connection, a client that lies about its length) once raised
  // "Part terminated early" on the file's stream, which nobody listened to: an uncaught exception
  // in the server for every such request. Vitest fails a run on any uncaught exception.
  it.each(Object.entries(BROWSER_BOUNDARIES))('refuses a %s body cut at any byte before its closing delimiter, as malformed', async (_, boundary) => {
    const body = form(boundary);
    const closing = body.length - `--${boundary}--\r\n`.length;
    for (let cut = 0; cut < closing + `--${boundary}`.length; cut++) {
      const parsed = parseMultipart(multipartType(boundary), body.subarray(0, cut), LIMITS);
      await expect(parsed, `cut at byte ${cut}`).rejects.toThrow(MultipartError);
      // The parser's own words, not "Error: …": what went wrong, for whoever reads the error.
      await expect(parsed).rejects.toMatchObject({ reason: 'malformed', message: 'Unexpected end of multipart data' });
    }
  });

  it('refuses a body cut inside a file larger than the parser reads at once', async () => {
    const boundary = BROWSER_BOUNDARIES.firefox;
    const big = new Uint8Array(300_000).fill(0x41);
    const body = multipartBody(boundary, requestParts({}, { name: 'notes.txt', bytes: big }));
    await expect(parseMultipart(multipartType(boundary), body.subarray(0, 200_000), LIMITS)).rejects.toMatchObject({ reason: 'malformed' });
  });
});

describe('parseMultipart’s limits', () => {
  const boundary = BROWSER_BOUNDARIES.chromium;
  const parse = (parts: Parameters<typeof multipartBody>[1], limits = LIMITS) =>
    parseMultipart(multipartType(boundary), multipartBody(boundary, parts), limits);

  it('refuses a field longer than its limit, and a field sent twice', async () => {
    await expect(parse([{ name: 'data', value: 'x'.repeat(11) }], { ...LIMITS, fieldBytes: 10 })).rejects.toMatchObject({
      reason: 'malformed',
      message: 'field data too long',
    });
    expect((await parse([{ name: 'data', value: 'x'.repeat(10) }], { ...LIMITS, fieldBytes: 10 })).fields.get('data')).toBe('x'.repeat(10));
    await expect(
      parse(
        [
          { name: 'data', value: 'a' },
          { name: 'data', value: 'b' },
        ],
        { ...LIMITS, fields: 2 },
      ),
    ).rejects.toMatchObject({ reason: 'malformed', message: 'field data twice' });
  });

  it('refuses more files or fields than it takes', async () => {
    const file = (name: string) => ({ name, value: PDF_BYTES, filename: `${name}.pdf` });
    await expect(parse([file('a'), file('b')], { ...LIMITS, fields: 0 })).rejects.toMatchObject({ reason: 'malformed' });
    await expect(
      parse(
        [
          { name: 'a', value: '1' },
          { name: 'b', value: '2' },
        ],
        { ...LIMITS, files: 0 },
      ),
    ).rejects.toMatchObject({ reason: 'malformed' });
    // Exactly as many as allowed, of each: read.
    const parsed = await parse([{ name: 'a', value: '1' }, file('f')], { ...LIMITS, fields: 1, files: 1 });
    expect([...parsed.fields]).toEqual([['a', '1']]);
    expect(parsed.files.map((f) => f.field)).toEqual(['f']);
  });

  it('refuses a file larger than its limit as too large', async () => {
    const error = await parse([{ name: 'attachment', value: new Uint8Array(101), filename: 'a.bin' }], { ...LIMITS, fileBytes: 100 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MultipartError);
    expect(error).toMatchObject({ reason: 'fileTooLarge', message: 'fileTooLarge', name: 'MultipartError' });
    const exact = await parse([{ name: 'attachment', value: new Uint8Array(100), filename: 'a.bin' }], { ...LIMITS, fileBytes: 100 });
    expect(exact.files[0]!.data.byteLength).toBe(100);
  });

  it('refuses a header without a boundary, or not multipart at all', async () => {
    for (const type of ['multipart/form-data', 'application/json'])
      await expect(parseMultipart(type, multipartBody(boundary, requestParts({})), LIMITS)).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('reads a body given as part of a larger buffer', async () => {
    const body = multipartBody(boundary, requestParts({ a: 1 }));
    const padded = new Uint8Array(body.byteLength + 20);
    padded.set(body, 10);
    const parsed = await parseMultipart(multipartType(boundary), padded.subarray(10, 10 + body.byteLength), LIMITS);
    expect(parsed.fields.get('data')).toBe('{"a":1}');
  });
});
