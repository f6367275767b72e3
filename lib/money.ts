import type { Locale } from '@/lib/i18n/locales';

/** A whole amount of money in a currency, written the way the page's language writes it. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}
