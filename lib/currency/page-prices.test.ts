// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Rates } from './convert';
import { showPricesIn } from './page-prices';

const rates: Rates = { base: 'USD', asOf: '2026-01-01', rates: { EUR: 0.92, KZT: 505, RUB: 92.5, GEL: 2.7 } };

describe('page prices', () => {
  it('shows every price of the page in the chosen currency and back in dollars, keeping the text node', () => {
    document.body.innerHTML =
      '<p>from <span class="price" data-price-usd="150">$150</span></p><span class="price" data-price-usd="900">$900</span><span class="other">$1</span>';
    const first = document.querySelector('.price')!;
    const node = first.firstChild;
    showPricesIn(document, 'USD', rates, 'en');
    expect(first.hasAttribute('data-currency')).toBe(false);
    showPricesIn(document, 'EUR', rates, 'en');
    expect(first.textContent).toBe('€138');
    expect(first.firstChild).toBe(node);
    expect(document.querySelectorAll('.price')[1]!.textContent).toBe('€828');
    expect(document.querySelector('.other')!.textContent).toBe('$1');
    showPricesIn(document, 'USD', rates, 'en');
    expect(first.textContent).toBe('$150');
    expect(first.getAttribute('data-currency')).toBe('USD');
  });
});
