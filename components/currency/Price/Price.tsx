'use client';

import { formatPrice } from '@/lib/currency/convert';
import { useCurrency } from '../CurrencyProvider/CurrencyProvider';

/** An amount stored in dollars, shown in the visitor's currency. */
export function Price({ usd }: { usd: number }) {
  const { currency, rates, locale } = useCurrency();
  return (
    <span className="price" data-price-usd={usd} data-currency={currency}>
      {formatPrice(usd, currency, rates, locale)}
    </span>
  );
}
