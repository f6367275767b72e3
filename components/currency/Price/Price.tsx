'use client';

import { formatPrice } from '@/lib/currency/convert';
import { useCurrency } from '../CurrencyProvider/CurrencyProvider';

/**
 * An amount stored in dollars, shown in the visitor's currency. `usdText` is the server's dollar
 * text: in dollars, the default, the page hydrates without formatting anything (the first
 * Intl.NumberFormat of a language is costly on a slow phone).
 */
export function Price({ usd, usdText }: { usd: number; usdText?: string }) {
  const { currency, rates, locale } = useCurrency();
  return (
    // The server's and the browser's Intl data can space a Georgian or Kazakh amount differently;
    // the browser's version simply replaces the prerendered one.
    <span className="price" data-price-usd={usd} data-currency={currency} suppressHydrationWarning>
      {currency === 'USD' && usdText !== undefined ? usdText : formatPrice(usd, currency, rates, locale)}
    </span>
  );
}
