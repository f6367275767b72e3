/**
 * The visitor's chosen currency, kept in localStorage and shared by every price on the page (and
 * by other tabs through the storage event). Read with React's useSyncExternalStore.
 */

import { DEFAULT_CURRENCY, isCurrency, type Currency } from './convert';

export const CURRENCY_STORAGE_KEY = 'currency';
const listeners = new Set<() => void>();

export function readCurrency(): Currency {
  try {
    const stored = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isCurrency(stored) ? stored : DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

export function writeCurrency(currency: Currency): void {
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  current = currency;
  for (const listener of listeners) listener();
}

let current: Currency | undefined;

export function currentCurrency(): Currency {
  current ??= readCurrency();
  return current;
}

export function subscribeCurrency(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CURRENCY_STORAGE_KEY) return;
    current = readCurrency();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
