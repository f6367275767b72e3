'use client';

import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_CURRENCY, type Currency, type Rates } from '@/lib/currency/convert';
import { showPricesIn } from '@/lib/currency/page-prices';
import { currentCurrency, subscribeCurrency, writeCurrency } from '@/lib/currency/preference';
import type { Locale } from '@/lib/i18n/locales';

type CurrencyContext = { currency: Currency; setCurrency: (currency: Currency) => void; rates: Rates; locale: Locale };

const Context = createContext<CurrencyContext | null>(null);

/**
 * The chosen currency and the content's rates for every price below. Prerendered HTML shows
 * dollars; after hydration the stored choice applies, to every price of the page at once and to
 * those that arrive later (a client navigation, a dialog).
 */
export function CurrencyProvider({ rates, locale, children }: { rates: Rates; locale: Locale; children: ReactNode }) {
  const currency = useSyncExternalStore(subscribeCurrency, currentCurrency, () => DEFAULT_CURRENCY);
  // Until another currency has been shown, every price is the server's dollars: the page is not
  // searched for prices as it hydrates.
  const converted = useRef(false);
  useEffect(() => {
    if (currency === DEFAULT_CURRENCY && !converted.current) return;
    converted.current = true;
    showPricesIn(document, currency, rates, locale);
    if (currency === DEFAULT_CURRENCY) return;
    const observer = new MutationObserver(() => showPricesIn(document, currency, rates, locale));
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [currency, rates, locale]);
  return <Context.Provider value={{ currency, setCurrency: writeCurrency, rates, locale }}>{children}</Context.Provider>;
}

export function useCurrency(): CurrencyContext {
  const value = useContext(Context);
  if (!value) throw new Error('useCurrency needs a CurrencyProvider');
  return value;
}
