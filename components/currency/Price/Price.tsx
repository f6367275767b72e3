/**
 * An amount stored in dollars, as markup: the server's (or a client component's) dollar text.
 * CurrencyProvider shows every price of the page in the visitor's currency
 * (lib/currency/page-prices.ts), so a price is not a component of its own in the browser.
 */
export function Price({ usd, usdText }: { usd: number; usdText: string }) {
  return (
    <span className="price" data-price-usd={usd}>
      {usdText}
    </span>
  );
}
