import { describe, expect, it } from 'vitest';
import { formatFigure } from './figures';

describe('formatFigure', () => {
  it('writes money, percentages, years and counts per language', () => {
    expect(formatFigure(150000, 'usd', 'en')).toBe('$150,000');
    expect(formatFigure(20000000, 'kzt', 'ru')).toBe('20\u00a0000\u00a0000\u00a0₸');
    expect(formatFigure(20000000, 'kzt', 'en')).toBe('₸20,000,000');
    expect(formatFigure(5, 'percent', 'en')).toBe('5%');
    expect(formatFigure(0, 'percent', 'ru')).toBe('0\u00a0%');
    expect(formatFigure(2028, 'year', 'ru')).toBe('2028');
    expect(formatFigure(1400, 'count', 'kk')).toBe('1\u00a0400');
    expect(formatFigure(140, 'count', 'en', { plus: true })).toBe('140+');
  });
});
