import { describe, expect, it } from 'vitest';
import { BodyTooLarge, readBody } from './read-body';

/** A POST whose body arrives in the chunks given, as a slow or lying client sends it. */
function post(chunks: Uint8Array[], headers: Record<string, string> = {}): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Request('http://localhost/api/support-messages', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

const bytes = (length: number, fill = 0x61) => new Uint8Array(length).fill(fill);

describe('readBody', () => {
  it('reads a body of exactly the limit whole, across its chunks', async () => {
    const body = await readBody(post([bytes(3, 0x61), bytes(4, 0x62)]), 7);
    expect(new TextDecoder().decode(body)).toBe('aaabbbb');
  });

  it('refuses a body one byte over the limit', async () => {
    await expect(readBody(post([bytes(4), bytes(4)]), 7)).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it('counts the bytes sent, not the Content-Length claimed', async () => {
    // A client that claims a small body and sends a large one is still stopped at the limit.
    await expect(readBody(post([bytes(10)], { 'content-length': '1' }), 7)).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it('reads a request without a body as empty', async () => {
    const body = await readBody(new Request('http://localhost/api/support-messages', { method: 'POST' }), 7);
    expect(body).toHaveLength(0);
  });
});
