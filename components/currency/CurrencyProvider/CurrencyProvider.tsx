'use client';

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_CURRENCY, type Currency, type Rates } from '@/lib/currency/convert';
import { currentCurrency, subscribeCurrency, writeCurrency } from '@/lib/currency/preference';
import type { Locale } from '@/lib/i18n/locales';

type CurrencyContext = { currency: Currency; setCurrency: (currency: Currency) => void; rates: Rates; locale: Locale };

const Context = createContext<CurrencyContext | null>(null);

/**
 * The chosen currency and the content's rates for every price below. Prerendered HTML shows
 * dollars; after hydration the stored choice applies.
 */
export function CurrencyProvider({ rates, locale, children }: { rates: Rates; locale: Locale; children: ReactNode }) {
  const currency = useSyncExternalStore(subscribeCurrency, currentCurrency, () => DEFAULT_CURRENCY);
  return <Context.Provider value={{ currency, setCurrency: writeCurrency, rates, locale }}>{children}</Context.Provider>;
}

export function useCurrency(): CurrencyContext {
  const value = useContext(Context);
  if (!value) throw new Error('useCurrency needs a CurrencyProvider');
  return value;
}
