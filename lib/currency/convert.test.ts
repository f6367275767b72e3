import { describe, expect, it } from 'vitest';
import { convert, formatPrice, isCurrency, roundForDisplay, type Rates } from './convert';

const rates: Rates = { base: 'USD', asOf: '2026-11-01', rates: { EUR: 0.92, RUB: 92.5, KZT: 505, GEL: 2.7 } };

describe('convert', () => {
  it('goes from dollars to every currency and back', () => {
    expect(convert(100, 'USD', 'KZT', rates)).toBe(50_500);
    expect(convert(100, 'USD', 'EUR', rates)).toBeCloseTo(92, 10);
    expect(convert(50_500, 'KZT', 'USD', rates)).toBeCloseTo(100, 10);
    expect(convert(270, 'GEL', 'EUR', rates)).toBeCloseTo(92, 10);
    expect(convert(42, 'RUB', 'RUB', rates)).toBe(42);
  });

  it('is reversible without drift', () => {
    const there = convert(1234.5, 'GEL', 'RUB', rates);
    expect(convert(there, 'RUB', 'GEL', rates)).toBeCloseTo(1234.5, 9);
  });
});

describe('roundForDisplay', () => {
  it('rounds dollars, euros and lari to whole units, tenge and roubles to a round step', () => {
    expect(roundForDisplay(92.49, 'EUR')).toBe(92);
    expect(roundForDisplay(75_749.9, 'KZT')).toBe(75_700);
    expect(roundForDisplay(75_750, 'KZT')).toBe(75_800);
    expect(roundForDisplay(4_625, 'RUB')).toBe(4_630);
    expect(roundForDisplay(405, 'GEL')).toBe(405);
  });
});

describe('formatPrice', () => {
  it('writes the converted price the way the page language does', () => {
    expect(formatPrice(150, 'USD', rates, 'en')).toBe('$150');
    expect(formatPrice(150, 'KZT', rates, 'ru')).toBe('75\u00a0800\u00a0₸');
    expect(formatPrice(150, 'EUR', rates, 'en')).toBe('€138');
    expect(formatPrice(150, 'GEL', rates, 'ka')).toBe('405\u00a0₾');
  });

  it('knows its currencies', () => {
    expect(isCurrency('KZT')).toBe(true);
    expect(isCurrency('BTC')).toBe(false);
  });
});
