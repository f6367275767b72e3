/**
 * The check every staff page makes itself (the proxy made it too, but a page never relies on
 * another layer): no session, to sign-in; a role that may not, no page.
 */

import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { SIGN_IN_PATH } from './paths';
import type { Permission } from './roles';
import { authorize, type Staff } from './staff';

export async function staffForPage(permission: Permission): Promise<Staff> {
  const verdict = await authorize(await headers(), permission);
  if ('refused' in verdict) {
    if (verdict.refused === 401) redirect(SIGN_IN_PATH);
    notFound();
  }
  return verdict.staff;
}

/** A page's search parameters as URLSearchParams (the first value of each). */
export async function searchParamsOf(promise: Promise<Record<string, string | string[] | undefined>>): Promise<URLSearchParams> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(await promise)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  return params;
}
