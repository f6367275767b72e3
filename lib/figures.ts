import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from './money';

export type FigureUnit = 'count' | 'percent' | 'usd' | 'kzt' | 'year';

/** A figure from content, written in the page's language: 150 000 $, 20 000 000 ₸, 5 %, 140+. */
export function formatFigure(value: number, unit: FigureUnit, locale: Locale, { plus = false } = {}): string {
  let text: string;
  switch (unit) {
    case 'usd':
      text = formatMoney(value, 'USD', locale);
      break;
    case 'kzt':
      text = formatMoney(value, 'KZT', locale);
      break;
    case 'percent':
      text = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
      break;
    case 'year':
      text = String(value);
      break;
    case 'count':
      text = new Intl.NumberFormat(locale).format(value);
      break;
  }
  return plus ? `${text}+` : text;
}
