'use client';

import { createContext, useContext, type ReactNode } from 'react';

export type FormsSettings = { apiBaseUrl: string; termsHref: string };

const Context = createContext<FormsSettings | null>(null);

export function FormsProvider({ settings, children }: { settings: FormsSettings; children: ReactNode }) {
  return <Context.Provider value={settings}>{children}</Context.Provider>;
}

export function useFormsSettings(): FormsSettings {
  const value = useContext(Context);
  if (!value) throw new Error('Forms need a FormScope around them');
  return value;
}
