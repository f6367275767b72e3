/**
 * What a customer may do from their status page, as the page's plain form posts it (or its
 * script sends it as JSON): write to the office, ask for another time by proposing new slots
 * (the request form's picker and rules), or cancel with a reason. The status token travels in the
 * body (`token`), never the URL. Checked alike for a form posted without JavaScript and for JSON.
 * New slots may share one `timeZone` (the page's form has one select for them all).
 */

import { z } from 'zod';
import { fieldErrors, TimeSlot, type ValidationKey } from '@/lib/forms/schemas';
import { MAX_TIME_SLOTS } from '@/lib/forms/limits';

export const CUSTOMER_MESSAGE_MAX = 2000;

/** Why a customer calls their request off (RequestStatus.cancelReasons in messages/). */
export const CANCEL_REASONS = ['plans_changed', 'time_unsuitable', 'found_elsewhere', 'too_expensive', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CUSTOMER_ACTIONS = ['message', 'proposal', 'cancellation'] as const;
export type CustomerActionKind = (typeof CUSTOMER_ACTIONS)[number];

export type CustomerAction =
  | { kind: 'message'; body: string }
  | { kind: 'proposal'; slots: TimeSlot[]; body: string | null }
  | { kind: 'cancellation'; reason: CancelReason; body: string | null };

const body = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(CUSTOMER_MESSAGE_MAX, { error: 'tooLong' });
const optionalBody = z
  .string()
  .trim()
  .max(CUSTOMER_MESSAGE_MAX, { error: 'tooLong' })
  .optional()
  .transform((text) => text || null);

const Action = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('message'), body }),
    z.strictObject({
      action: z.literal('proposal'),
      timeSlots: z.array(TimeSlot, { error: 'slotsRequired' }).min(1, { error: 'slotsRequired' }).max(MAX_TIME_SLOTS, { error: 'tooMany' }),
      body: optionalBody,
    }),
    z.strictObject({ action: z.literal('cancellation'), reason: z.enum(CANCEL_REASONS, { error: 'invalidChoice' }), body: optionalBody }),
  ],
  { error: 'invalidChoice' },
);

/** The action a status page's form asks for, or the fields that are wrong (by their form names, `timeSlots.0.to`). */
export function parseCustomerAction(
  values: Record<string, unknown>,
): { ok: true; action: CustomerAction } | { ok: false; errors: Record<string, ValidationKey> } {
  const { token: _token, timeZone, ...fields } = values;
  // The page's form gives one zone for all its new times; each slot may name its own.
  if (Array.isArray(fields.timeSlots) && typeof timeZone === 'string')
    fields.timeSlots = fields.timeSlots.map((slot: unknown) => (typeof slot === 'object' && slot !== null ? { timeZone, ...slot } : slot));
  const parsed = Action.safeParse(fields);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const data = parsed.data;
  switch (data.action) {
    case 'message':
      return { ok: true, action: { kind: 'message', body: data.body } };
    case 'proposal':
      return { ok: true, action: { kind: 'proposal', slots: data.timeSlots, body: data.body } };
    case 'cancellation':
      return { ok: true, action: { kind: 'cancellation', reason: data.reason, body: data.body } };
  }
}
