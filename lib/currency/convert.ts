/**
 * Prices are stored in US dollars; content/currency-rates.json gives the units of each currency
 * for one dollar. Conversions go through the dollar and are rounded only at the end.
 */

import type { Locale } from '@/lib/i18n/locales';
import { formatMoney, formatMoneyExact } from '@/lib/money';

export const CURRENCIES = ['USD', 'EUR', 'RUB', 'KZT', 'GEL'] as const;
export type Currency = (typeof CURRENCIES)[number];
export type Rates = { base: 'USD'; asOf: string; rates: Record<Exclude<Currency, 'USD'>, number> };

export const DEFAULT_CURRENCY: Currency = 'USD';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

function perDollar(currency: Currency, rates: Rates): number {
  return currency === 'USD' ? 1 : rates.rates[currency];
}

/** `amount` of `from` in `to`, unrounded. */
export function convert(amount: number, from: Currency, to: Currency, rates: Rates): number {
  if (from === to) return amount;
  return (amount / perDollar(from, rates)) * perDollar(to, rates);
}

/**
 * A displayed price: whole units, and for the big-number currencies (tenge, rouble) rounded to a
 * "nice" step so a converted $150 reads 75 800 ₸, not 75 750 ₸ or 75 749.99 ₸.
 */
export function roundForDisplay(amount: number, currency: Currency): number {
  const step = currency === 'KZT' || currency === 'RUB' ? (amount >= 10_000 ? 100 : 10) : 1;
  return Math.round(amount / step) * step;
}

export function formatPrice(usd: number, currency: Currency, rates: Rates, locale: Locale): string {
  return formatMoney(roundForDisplay(convert(usd, 'USD', currency, rates), currency), currency, locale);
}

/**
 * The converter's answer: converted at full precision, rounded once, to the target currency's
 * own digits (1 USD is ₸505, ₽92.50, ₾2.70; 0.5 USD is €0.46), not to a price's round step.
 */
export function formatConversion(amount: number, from: Currency, to: Currency, rates: Rates, locale: Locale): string {
  return formatMoneyExact(convert(amount, from, to, rates), to, locale);
}

/** What the converter has been given: the amount as typed, and the currencies (`to` null: the visitor's). */
export type ConverterInput = { amount: string; from: Currency; to: Currency | null };

/** The converter as a page first shows it: a hundred dollars. */
export const CONVERTER_START: ConverterInput = { amount: '100', from: 'USD', to: null };

/** What the converter shows: the currency converted to, whether the amount reads as one, the answer and the rate it rests on. */
export type ConverterView = { target: Currency; valid: boolean; result: string; rate: string };

/**
 * The converter's answer for what it was given. With `to` unchosen it converts to the visitor's
 * currency, or to tenge when that is the currency converted from. An amount is a non-negative
 * number, with a comma or a point for decimals; anything else answers "—".
 */
export function converterView(input: ConverterInput, currency: Currency, rates: Rates, locale: Locale): ConverterView {
  const target = input.to ?? (currency === input.from ? 'KZT' : currency);
  const value = Number(input.amount.replace(',', '.'));
  const valid = input.amount.trim() !== '' && Number.isFinite(value) && value >= 0;
  return {
    target,
    valid,
    result: valid ? formatConversion(value, input.from, target, rates, locale) : '—',
    rate: `1 ${input.from} = ${formatConversion(1, input.from, target, rates, locale)}`,
  };
}
