import type { Locale } from '@/lib/i18n/locales';

// Building an Intl.NumberFormat costs far more than using one, and a catalogue page formats
// dozens of prices as it hydrates: one formatter per language and currency serves them all.
const formatters = new Map<string, Intl.NumberFormat>();

/** A whole amount of money in a currency, written the way the page's language writes it. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

const exactFormatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount of money to its currency's own digits (cents for the dollar, euro, rouble, tenge and
 * lari), as Intl knows them; a whole amount is written without ".00". For the converter, where an
 * amount is converted, not a price quoted.
 */
export function formatMoneyExact(amount: number, currency: string, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let formatter = exactFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', trailingZeroDisplay: 'stripIfInteger' });
    exactFormatters.set(key, formatter);
  }
  return formatter.format(amount);
}
