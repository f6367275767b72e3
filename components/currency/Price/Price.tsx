import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/money';

/**
 * An amount stored in dollars, as markup: the server's (or a client component's) dollar text.
 * CurrencyProvider shows every price of the page in the visitor's currency
 * (lib/currency/page-prices.ts), so a price is not a component of its own in the browser.
 */
export function Price({ usd, children }: { usd: number; children: ReactNode }) {
  return (
    <span className="price" data-price-usd={usd}>
      {children}
    </span>
  );
}

/**
 * The values of a translated sentence with a price in it (`from <price>{amount}</price>`), for
 * `t.rich`: the sentence is translated whole, the amount is the dollar text, and the `<price>`
 * tag makes it the price that follows the visitor's currency.
 */
export function priceValues(usd: number, locale: Locale) {
  return { amount: formatMoney(usd, 'USD', locale), price: (amount: ReactNode) => <Price usd={usd}>{amount}</Price> };
}
