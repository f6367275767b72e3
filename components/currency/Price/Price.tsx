import type { ReactNode } from 'react';

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
 * The `<price>` tag of a translated sentence with a price in it (`from <price>{amount}</price>`),
 * for `t.rich`: the sentence is translated whole and the price inside it follows the currency.
 */
export function priceTag(usd: number) {
  return (amount: ReactNode) => <Price usd={usd}>{amount}</Price>;
}
