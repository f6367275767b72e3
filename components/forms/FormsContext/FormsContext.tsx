'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** A support office to write to or call when the site cannot take a request. */
export type OfficeContact = { city: string; email: string; phone: string };

export type FormsSettings = { termsHref: string; offices: readonly OfficeContact[] };

const Context = createContext<FormsSettings | null>(null);

export function FormsProvider({ settings, children }: { settings: FormsSettings; children: ReactNode }) {
  return <Context.Provider value={settings}>{children}</Context.Provider>;
}

export function useFormsSettings(): FormsSettings {
  const value = useContext(Context);
  if (!value) throw new Error('Forms need a FormScope around them');
  return value;
}
