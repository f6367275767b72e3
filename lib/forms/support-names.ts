/**
 * The support form named its fields `mail` and `number` until it took the other forms' names,
 * `email` and `phone`. A message queued offline, or a draft kept in a browser, from before that
 * still has the old names: they are read as the new ones, so nothing a visitor typed or sent is
 * lost for it. No zod here: the drafts are read by code on every page's first load.
 *
 * A shim: it goes on SUPPORT_NAMES_SHIM_ENDS, six months after the rename (2026-11-24), with the
 * server's reading of the old names (lib/forms/schemas.ts); tests/unit/shims.test.ts fails from then.
 */
export const SUPPORT_NAMES_SHIM_ENDS = '2027-05-24';

export function withCurrentSupportNames(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { mail, number, ...rest } = value as Record<string, unknown>;
  return {
    ...rest,
    ...(mail !== undefined && !('email' in rest) ? { email: mail } : {}),
    ...(number !== undefined && !('phone' in rest) ? { phone: number } : {}),
  };
}
