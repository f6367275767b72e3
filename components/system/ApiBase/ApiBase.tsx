'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { apiUrl } from '@/lib/api/endpoints';

/**
 * The one way the API's address (NEXT_PUBLIC_API_BASE_URL, read by lib/config.ts at build time)
 * reaches the islands: SiteShell provides it around every page, and an island asks for the URL of
 * the endpoint it calls.
 */
const ApiBase = createContext<string | null>(null);

export function ApiBaseProvider({ apiBaseUrl, children }: { apiBaseUrl: string; children: ReactNode }) {
  return <ApiBase.Provider value={apiBaseUrl}>{children}</ApiBase.Provider>;
}

/** The API's base URL (`/api`, or another origin's). */
export function useApiBaseUrl(): string {
  const value = useContext(ApiBase);
  if (value === null) throw new Error('Islands that call the API need the ApiBaseProvider of SiteShell around them');
  return value;
}

/** The URL of one of the API's endpoints (lib/api/endpoints.ts). */
export function useApiUrl(endpoint: string): string {
  return apiUrl(useApiBaseUrl(), endpoint);
}
