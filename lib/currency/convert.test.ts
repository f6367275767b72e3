import { describe, expect, it } from 'vitest';
import { CONVERTER_START, convert, converterView, formatConversion, formatPrice, isCurrency, roundForDisplay, type Rates } from './convert';

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

describe('formatConversion', () => {
  it.each([
    [1, 'USD', 'KZT', 'en', '₸505'],
    [1, 'USD', 'RUB', 'en', '₽92.50'],
    [1, 'USD', 'GEL', 'en', '₾2.70'],
    [0.5, 'USD', 'EUR', 'en', '€0.46'],
    [10, 'EUR', 'USD', 'en', '$10.87'],
    [100, 'USD', 'KZT', 'ru', '50\u00a0500\u00a0₸'],
    [2.7, 'GEL', 'USD', 'ka', '1\u00a0$'],
    [1234.5, 'RUB', 'KZT', 'kk', '6\u00a0739,70\u00a0₸'],
  ] as const)("%d %s in %s (%s) is %s: converted exactly, rounded once to the currency's digits", (amount, from, to, locale, text) => {
    expect(formatConversion(amount, from, to, rates, locale)).toBe(text);
  });
});

describe('converterView', () => {
  it('starts at a hundred dollars in tenge for a visitor who pays in dollars', () => {
    expect(converterView(CONVERTER_START, 'USD', rates, 'en')).toEqual({ target: 'KZT', valid: true, result: '₸50,500', rate: '1 USD = ₸505' });
  });

  it("converts to the visitor's currency until another is chosen", () => {
    expect(converterView(CONVERTER_START, 'EUR', rates, 'en').target).toBe('EUR');
    expect(converterView({ ...CONVERTER_START, to: 'GEL' }, 'EUR', rates, 'en').target).toBe('GEL');
    expect(converterView({ ...CONVERTER_START, from: 'EUR' }, 'EUR', rates, 'en').target).toBe('KZT');
  });

  it('reads a decimal comma, and answers "—" to what is not a non-negative amount', () => {
    expect(converterView({ ...CONVERTER_START, amount: '0,5', to: 'EUR' }, 'USD', rates, 'en').result).toBe('€0.46');
    for (const amount of ['', '  ', 'abc', '-1']) {
      const view = converterView({ ...CONVERTER_START, amount }, 'USD', rates, 'en');
      expect(view.valid).toBe(false);
      expect(view.result).toBe('—');
      expect(view.rate).toBe('1 USD = ₸505');
    }
  });
});
