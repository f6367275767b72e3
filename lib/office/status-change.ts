/**
 * A status change as the office's form sends it, checked the same way by the page and the server:
 * a status the request may move to, a note (always: the next person must know why), and for
 * "payment link sent" the link, https only, which the customer is mailed.
 */

import { z } from 'zod';
import { isRequestStatus, nextStatuses, type RequestStatus } from '@/lib/submissions/request-status';

export const NOTE_MAX = 2000;
export const LINK_MAX = 2000;

/** An https link a customer may safely be sent: no credentials in it, a real host. */
export function isPaymentLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && url.hostname.includes('.') && value.length <= LINK_MAX;
  } catch {
    return false;
  }
}

export type StatusChangeError = 'status' | 'note' | 'link';

export type StatusChange = { status: RequestStatus; note: string; paymentLink: string | null };

const fields = z.object({
  status: z.string().refine(isRequestStatus),
  note: z.string().trim().min(1).max(NOTE_MAX),
  paymentLink: z.string().trim().optional(),
});

/** The change the form asks for from a request's current status, or the field that is wrong. */
export function parseStatusChange(
  input: Record<string, unknown>,
  current: RequestStatus,
): { ok: true; change: StatusChange } | { ok: false; error: StatusChangeError } {
  const parsed = fields.safeParse(input);
  if (!parsed.success) {
    // Stryker disable next-line OptionalChaining: a failed parse has at least one issue (the `?.` is for the type)
    const field = parsed.error.issues[0]?.path[0];
    return { ok: false, error: field === 'note' ? 'note' : 'status' };
  }
  const status = parsed.data.status as RequestStatus;
  if (!nextStatuses(current).includes(status)) return { ok: false, error: 'status' };
  if (status !== 'payment_link_sent') return { ok: true, change: { status, note: parsed.data.note, paymentLink: null } };
  // Stryker disable next-line StringLiteral: a missing link only has to be no payment link; any such text goes back with the same error
  const link = parsed.data.paymentLink ?? '';
  if (!isPaymentLink(link)) return { ok: false, error: 'link' };
  return { ok: true, change: { status, note: parsed.data.note, paymentLink: link } };
}
