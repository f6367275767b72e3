/**
 * Every price of a page is server-rendered markup in dollars, `<span class="price"
 * data-price-usd="150">$150</span>`, not a component of its own: one island (components/currency/CurrencyProvider)
 * shows them all in the chosen currency. The dollar text is kept in `data-usd-text` for the way back.
 */

import { formatPrice, type Currency, type Rates } from './convert';
import type { Locale } from '../i18n/locales';

export const PRICE_SELECTOR = '.price[data-price-usd]';

export function showPricesIn(root: ParentNode, currency: Currency, rates: Rates, locale: Locale): void {
  for (const price of root.querySelectorAll<HTMLElement>(PRICE_SELECTOR)) {
    // Still the server's dollars: nothing to do.
    if (price.dataset.currency === currency || (currency === 'USD' && price.dataset.usdText === undefined)) continue;
    price.dataset.usdText ??= price.textContent ?? '';
    const usd = Number(price.dataset.priceUsd);
    const text = currency === 'USD' ? price.dataset.usdText : formatPrice(usd, currency, rates, locale);
    // Its one text node keeps its identity: React rendered it and still holds it.
    const node = price.firstChild;
    if (node && node.nodeType === 3 && node === price.lastChild) node.nodeValue = text;
    else price.textContent = text;
    price.dataset.currency = currency;
  }
}
