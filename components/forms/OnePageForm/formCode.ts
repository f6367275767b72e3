/**
 * What a one-page form loads after the page: its schema, to judge what was typed exactly as the
 * API will. The HTTP client comes with it (the part's warm-up), so a form whose code is here can
 * send even if the connection drops afterwards.
 */

import { FORM_SCHEMAS, fieldErrors, type SubmissionKind, type ValidationKey } from '@/lib/forms/schemas';

export type Checked = { ok: true; data: Record<string, unknown> } | { ok: false; fields: Record<string, ValidationKey> };

export function check(kind: SubmissionKind, values: Record<string, unknown>): Checked {
  const parsed = FORM_SCHEMAS[kind].safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data as Record<string, unknown> } : { ok: false, fields: fieldErrors(parsed.error) };
}
