import { describe, expect, it } from 'vitest';
import { filterParams, PAGE_SIZE, parseFilters, parsePage, SEARCH_MAX } from './inbox-filters';

const filtersOf = (query: string) => parseFilters(new URLSearchParams(query));

describe('the inbox’s filters in its address', () => {
  it('are none when none is given', () => {
    expect(filtersOf('')).toEqual({ kind: undefined, status: undefined, locale: undefined, from: undefined, to: undefined, q: undefined, waiting: undefined });
  });

  it('take “waiting for the office” only as 1, and give it back so', () => {
    expect(filtersOf('waiting=1').waiting).toBe(true);
    for (const value of ['0', 'true', 'yes', '']) expect(filtersOf(`waiting=${value}`).waiting, value).toBeUndefined();
    expect(filterParams({ waiting: true }).toString()).toBe('waiting=1');
    expect(filterParams({}).toString()).toBe('');
  });

  it('take each known kind, status and language, and nothing else in their place', () => {
    expect(filtersOf('kind=meeting&status=received&lang=en')).toMatchObject({ kind: 'meeting', status: 'received', locale: 'en' });
    expect(filtersOf('kind=&status=&lang=')).toMatchObject({ kind: undefined, status: undefined, locale: undefined });
    expect(filtersOf('kind=Meeting&status=RECEIVED&lang=english')).toMatchObject({ kind: undefined, status: undefined, locale: undefined });
  });

  it('take a day only as a real YYYY-MM-DD date', () => {
    expect(filtersOf('from=2026-02-28&to=2026-12-31')).toMatchObject({ from: '2026-02-28', to: '2026-12-31' });
    for (const day of ['2026-13-01', '2026-02-30x', '2026-02-28T10:00', 'x2026-02-28', '2026-2-28', '26-02-28', '2026-02-281', '12026-02-28', '2026/02/28', ''])
      expect(filtersOf(`from=${day}&to=${day}`), day).toMatchObject({ from: undefined, to: undefined });
  });

  it('take a search trimmed and cut to its longest, and a blank one as none', () => {
    expect(filtersOf('q=%20%20Nino%20Doe%20').q).toBe('Nino Doe');
    expect(filtersOf(`q=${'x'.repeat(SEARCH_MAX + 5)}`).q).toBe('x'.repeat(SEARCH_MAX));
    expect(SEARCH_MAX).toBe(100);
    expect(filtersOf('q=%20%20%20').q).toBeUndefined();
  });
});

describe('the inbox’s page number', () => {
  it('is 1 unless a whole number of at least 1 is given, and at most a million', () => {
    const pageOf = (query: string) => parsePage(new URLSearchParams(query));
    expect(pageOf('')).toBe(1);
    expect(pageOf('page=0')).toBe(1);
    expect(pageOf('page=abc')).toBe(1);
    expect(pageOf('page=2')).toBe(2);
    expect(pageOf('page=1000000')).toBe(1_000_000);
    expect(pageOf('page=1000001')).toBe(1_000_000);
    expect(pageOf('page=Infinity')).toBe(1);
    expect(PAGE_SIZE).toBe(50);
  });
});

describe('the filters written back', () => {
  it('leave out the empty ones and add the extra parameters after them', () => {
    expect(filterParams({}).toString()).toBe('');
    expect(filterParams({ q: '', kind: undefined }, { page: 3, format: 'csv' }).toString()).toBe('page=3&format=csv');
    expect(filterParams({ to: '2026-01-31', from: '2026-01-01', q: 'a b' }).toString()).toBe('from=2026-01-01&to=2026-01-31&q=a+b');
  });
});
