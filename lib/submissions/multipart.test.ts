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
      await expect(parsed).rejects.toMatchObject({ reason: 'malformed' });
    }
  });

  it('refuses a body cut inside a file larger than the parser reads at once', async () => {
    const boundary = BROWSER_BOUNDARIES.firefox;
    const big = new Uint8Array(300_000).fill(0x41);
    const body = multipartBody(boundary, requestParts({}, { name: 'notes.txt', bytes: big }));
    await expect(parseMultipart(multipartType(boundary), body.subarray(0, 200_000), LIMITS)).rejects.toMatchObject({ reason: 'malformed' });
  });
});
