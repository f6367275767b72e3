/**
 * The support form named its fields `mail` and `number` until it took the other forms' names,
 * `email` and `phone`. A message queued offline, or a draft kept in a browser, from before that
 * still has the old names: they are read as the new ones, so nothing a visitor typed or sent is
 * lost for it. No zod here: the drafts are read by code on every page's first load.
 */
export function withCurrentSupportNames(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { mail, number, ...rest } = value as Record<string, unknown>;
  return {
    ...rest,
    ...(mail !== undefined && !('email' in rest) ? { email: mail } : {}),
    ...(number !== undefined && !('phone' in rest) ? { phone: number } : {}),
  };
}
