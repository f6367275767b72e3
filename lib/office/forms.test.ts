import { describe, expect, it } from 'vitest';
import { DRAFT_COOKIE, draftCookie, FORM_LIMIT_BYTES, readDraft, readForm, refusal, safeNext, seeOther } from './forms';

const post = (body: BodyInit | null, contentType?: string) =>
  new Request('http://localhost/api/office/x', {
    method: 'POST',
    body,
    headers: contentType === undefined ? {} : { 'content-type': contentType },
    duplex: 'half',
  } as RequestInit);

const FORM = 'application/x-www-form-urlencoded';

describe('a posted office form', () => {
  it('is read as its fields when url-encoded, whatever the case of the type or a parameter after it', async () => {
    expect(await readForm(post('email=a%40b.example&note=x+y', FORM))).toEqual({ email: 'a@b.example', note: 'x y' });
    expect(await readForm(post('a=1', 'Application/X-WWW-Form-URLEncoded;charset=UTF-8'))).toEqual({ a: '1' });
    expect(await readForm(post('a=1', `${FORM} ; charset=utf-8`))).toEqual({ a: '1' });
    // A field sent twice: the last one counts (as Object.fromEntries keeps it).
    expect(await readForm(post('a=1&a=2', FORM))).toEqual({ a: '2' });
    expect(await readForm(post(null, FORM))).toEqual({});
  });

  it('is refused (undefined) in any other type, without a type, or when the type only starts or ends the same', async () => {
    for (const type of ['multipart/form-data; boundary=x', 'application/json', `${FORM}x`, `${FORM}-extra; charset=utf-8`, `text/${FORM}`, ''])
      expect(await readForm(post('a=1', type)), type).toBeUndefined();
    // A text body is sent as text/plain; bytes go without any Content-Type.
    expect(await readForm(post('a=1'))).toBeUndefined();
    const untyped = post(new TextEncoder().encode('a=1'));
    expect(untyped.headers.get('content-type')).toBeNull();
    expect(await readForm(untyped)).toBeUndefined();
  });

  it('is read up to 16 KiB and refused above, and refused when it is not UTF-8', async () => {
    const at = `a=${'x'.repeat(FORM_LIMIT_BYTES - 2)}`;
    expect(FORM_LIMIT_BYTES).toBe(16 * 1024);
    expect((await readForm(post(at, FORM)))?.a).toHaveLength(FORM_LIMIT_BYTES - 2);
    expect(await readForm(post(`${at}x`, FORM))).toBeUndefined();
    // 0xff is never UTF-8: a lenient decoder would make it U+FFFD and take the form.
    expect(await readForm(post(new Uint8Array([0x61, 0x3d, 0xff]), FORM))).toBeUndefined();
  });

  it('lets any other failure of reading through, so that it is not taken for a bad form', async () => {
    const failing = new ReadableStream({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    await expect(readForm(post(failing, FORM))).rejects.toThrow('connection reset');
  });
});

describe('an office form’s answer', () => {
  it('is a 303 to the page, private, with each cookie set and any extra header, the Location its own', async () => {
    const answer = seeOther('/office?notice=x', ['a=1; Path=/', 'b=2; Path=/'], { 'Retry-After': '30', Location: '/elsewhere' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/office?notice=x');
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await answer.text()).toBe('');
  });

  it('sets no cookie unless given one', () => {
    const answer = seeOther('/office');
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect([...answer.headers.keys()].sort()).toEqual(['cache-control', 'location', 'referrer-policy', 'x-robots-tag']);
  });

  it('is, for a refusal, JSON naming the reason, private', async () => {
    const answer = refusal(415, 'unsupportedForm');
    expect(answer.status).toBe(415);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({ error: 'unsupportedForm' });
  });
});

describe('the draft cookie', () => {
  it('is Secure only on https', () => {
    expect(draftCookie({ email: 'a@b.example' }, false)).toBe(
      `${DRAFT_COOKIE}=${Buffer.from('{"email":"a@b.example"}').toString('base64url')}; Path=/office; Max-Age=120; HttpOnly; SameSite=Strict`,
    );
    expect(DRAFT_COOKIE).toBe('office-draft');
  });

  it('reads as nothing when absent, empty or anything but an object', () => {
    const encoded = (json: string) => Buffer.from(json).toString('base64url');
    expect(readDraft(undefined)).toEqual({});
    expect(readDraft('')).toEqual({});
    expect(readDraft(encoded('null'))).toEqual({});
    expect(readDraft(encoded('"text"'))).toEqual({});
    expect(readDraft(encoded('42'))).toEqual({});
    expect(readDraft(encoded('{"note":"x"}'))).toEqual({ note: 'x' });
  });
});

describe('the page to return to after sign-in', () => {
  it('is any office page, with or without a query', () => {
    for (const next of ['/office', '/office/', '/office/audit', '/office/submissions/a/b', '/office?page=2', '/office/audit?page=2&x=/y'])
      expect(safeNext(next), next).toBe(next);
  });

  it('is the inbox for anything else: empty, another path, another site, or a backslash anywhere', () => {
    for (const next of ['', 'office', '/offices', 'x/office', '/api/office', '/office\\evil', '/office/a\\b', '/office?x=\\y', 'https://evil.example/office'])
      expect(safeNext(next), next).toBe('/office');
  });
});
