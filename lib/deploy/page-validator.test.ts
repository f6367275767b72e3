import { describe, expect, it } from 'vitest';
import { isNavigation, matchesIfNoneMatch, pageEtag } from './page-validator';

describe('the ETag of an unprefixed page', () => {
  it('is the hash of its HTML, strong', () => {
    expect(pageEtag('abc')).toBe('"abc"');
  });

  it('goes only to a navigation, which always gets the HTML: never to the router\u2019s fetches or an unknown request', () => {
    expect(isNavigation(new Headers({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }))).toBe(true);
    expect(isNavigation(new Headers({ 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }))).toBe(false);
    expect(isNavigation(new Headers({ 'sec-fetch-mode': 'same-origin' }))).toBe(false);
    expect(isNavigation(new Headers())).toBe(false);
  });
});

describe('If-None-Match', () => {
  it('matches the tag, among others, weak or strong, or *', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
  });

  it('does not match another tag, a part of it, or nothing', () => {
    expect(matchesIfNoneMatch('"abcd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch('"ab"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch('abc', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(null, '"abc"')).toBe(false);
    expect(matchesIfNoneMatch('', '"abc"')).toBe(false);
  });
});
