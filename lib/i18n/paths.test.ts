import { describe, expect, it } from 'vitest';
import { firstSegment, localizedPath } from './paths';

describe('firstSegment', () => {
  it.each([
    ['/ru/experts', 'ru'],
    ['/experts', 'experts'],
    ['/', ''],
    ['', ''],
  ])('%j → %j', (pathname, segment) => {
    expect(firstSegment(pathname)).toBe(segment);
  });
});

describe('localizedPath', () => {
  it('puts English at the unprefixed URL and the other languages under their prefix', () => {
    expect(localizedPath('/experts', 'en')).toBe('/experts');
    expect(localizedPath('/experts', 'ka')).toBe('/ge/experts');
    expect(localizedPath('/', 'kk')).toBe('/kz');
  });
});
