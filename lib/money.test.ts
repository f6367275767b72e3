import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('writes whole dollars the way each language does', () => {
    expect(formatMoney(5000, 'USD', 'en')).toBe('$5,000');
    expect(formatMoney(5000, 'USD', 'ru')).toBe('5\u00a0000\u00a0$');
    expect(formatMoney(150000, 'USD', 'kk')).toMatch(/^150\u00a0000/);
    expect(formatMoney(12500, 'USD', 'ka')).toBe('12\u00a0500\u00a0$');
  });

  it('rounds to whole units', () => {
    expect(formatMoney(99.6, 'USD', 'en')).toBe('$100');
  });

  it('keeps languages and currencies apart when formatters are reused', () => {
    const amounts = [formatMoney(1000, 'EUR', 'en'), formatMoney(1000, 'USD', 'en'), formatMoney(1000, 'EUR', 'ru'), formatMoney(2000, 'EUR', 'en')];
    expect(amounts).toEqual(['€1,000', '$1,000', '1\u00a0000\u00a0€', '€2,000']);
  });
});
