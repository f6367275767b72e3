import { describe, expect, it } from 'vitest';
import { clientKey, clientParts, socketAddress, socketAddressHeaderName, socketScheme, socketSchemeHeaderName } from './client-address';

describe('clientKey', () => {
  const parts = { socketAddress: '192.0.2.10', forwardedFor: '203.0.113.7, 10.0.0.2' };

  it('without a trusted proxy: the socket address, whatever X-Forwarded-For says', () => {
    expect(clientKey(parts, false)).toBe('192.0.2.10');
    expect(clientKey({ ...parts, forwardedFor: '198.51.100.1' }, false)).toBe('192.0.2.10');
    expect(clientKey({ socketAddress: undefined, forwardedFor: '198.51.100.1' }, false)).toBe('unknown');
  });

  it('behind a trusted proxy: the first X-Forwarded-For address, else the socket', () => {
    expect(clientKey(parts, true)).toBe('203.0.113.7');
    expect(clientKey({ ...parts, forwardedFor: '  ' }, true)).toBe('192.0.2.10');
    expect(clientKey({ ...parts, forwardedFor: null }, true)).toBe('192.0.2.10');
  });

  it('behind a trusted proxy: the first address without the spaces around it', () => {
    // Proxies write lists with spaces; the key must not change with them.
    expect(clientKey({ ...parts, forwardedFor: ' 203.0.113.7 , 10.0.0.2' }, true)).toBe('203.0.113.7');
  });
});

describe('the socket address header', () => {
  it('has a name no client can guess, the same for the whole process', () => {
    const name = socketAddressHeaderName();
    expect(name).toMatch(/^x-socket-address-[0-9a-f-]{36}$/);
    expect(socketAddressHeaderName()).toBe(name);
  });

  it('is read back only under that name', () => {
    const name = socketAddressHeaderName();
    expect(socketAddress(new Headers({ [name]: '192.0.2.10' }))).toBe('192.0.2.10');
    expect(socketAddress(new Headers({ 'x-socket-address': '6.6.6.6' }))).toBeUndefined();
    expect(clientParts(new Headers({ [name]: '192.0.2.10', 'x-forwarded-for': '1.1.1.1' }))).toEqual({ socketAddress: '192.0.2.10', forwardedFor: '1.1.1.1' });
  });
});

describe('the socket scheme header', () => {
  it('is read back only under the name beside the address header, and only as http or https', () => {
    const name = socketSchemeHeaderName();
    expect(name).toBe(`${socketAddressHeaderName()}-scheme`);
    expect(socketScheme(new Headers({ [name]: 'https' }))).toBe('https');
    expect(socketScheme(new Headers({ [name]: 'http' }))).toBe('http');
    // A client cannot name the scheme under a guessable name, nor another scheme under ours.
    expect(socketScheme(new Headers({ 'x-socket-address-scheme': 'https' }))).toBeUndefined();
    expect(socketScheme(new Headers({ [name]: 'gopher' }))).toBeUndefined();
    expect(socketScheme(new Headers({ [name]: 'HTTPS' }))).toBeUndefined();
    expect(socketScheme(new Headers())).toBeUndefined();
  });
});
