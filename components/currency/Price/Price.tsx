'use client';

import { formatPrice } from '@/lib/currency/convert';
import { useCurrency } from '../CurrencyProvider/CurrencyProvider';

/** An amount stored in dollars, shown in the visitor's currency. */
export function Price({ usd }: { usd: number }) {
  const { currency, rates, locale } = useCurrency();
  return (
    // The server's and the browser's Intl data can space a Georgian or Kazakh amount differently;
    // the browser's version simply replaces the prerendered one.
    <span className="price" data-price-usd={usd} data-currency={currency} suppressHydrationWarning>
      {formatPrice(usd, currency, rates, locale)}
    </span>
  );
}
