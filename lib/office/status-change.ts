/**
 * A status change as the office's form sends it, checked the same way by the page and the server:
 * a status the request may move to, a note (always: the next person must know why), and what the
 * status needs: for "payment link sent" the link; for "meeting booked" the meeting (one of the
 * customer's slots or another time, and the video link); for closed or declined a reason from
 * END_REASONS. Any change may carry words to the customer, and may be kept from them ("do not
 * notify": no mail; the status page still shows it).
 */

import { z } from 'zod';
import type { Meeting } from '@/lib/meetings/meeting';
import { isValidTimeZone, TIME, type TimeSlot } from '@/lib/forms/schemas';
import { isCalendarDate, slotWindowError, zonedTimeToUtc } from '@/lib/forms/slots';
import { isEnd, isEndReason, isRequestStatus, nextStatuses, type RequestStatus } from '@/lib/submissions/request-status';
import type { StatusChange } from '@/lib/submissions/status-writes';

export const NOTE_MAX = 2000;
export const LINK_MAX = 2000;

/** An https link a customer may safely be sent (a payment page, a video meeting): no credentials in it, a real host. */
export function isSafeLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && url.hostname.includes('.') && value.length <= LINK_MAX;
  } catch {
    return false;
  }
}

export type StatusChangeError = 'status' | 'note' | 'link' | 'reason' | 'customerNote' | 'slot' | 'meetingTime' | 'videoLink';

/** The value of the slot choice that means "another time", given in the form's own fields. */
export const OTHER_TIME = 'other';

const optionalText = z.string().trim().optional();
const fields = z.object({
  status: z.string().refine(isRequestStatus),
  note: z.string().trim().min(1).max(NOTE_MAX),
  paymentLink: optionalText,
  customerNote: z.string().trim().max(NOTE_MAX).optional(),
  reason: optionalText,
  silent: optionalText,
  slot: optionalText,
  meetingDate: optionalText,
  meetingFrom: optionalText,
  meetingTo: optionalText,
  meetingZone: optionalText,
  videoLink: optionalText,
});
type Fields = z.infer<typeof fields>;

type Context = { slots?: readonly TimeSlot[]; now?: number };

/** The change the form asks for from a request's current status, or the field that is wrong. */
export function parseStatusChange(
  input: Record<string, unknown>,
  current: RequestStatus,
  { slots = [], now = Date.now() }: Context = {},
): { ok: true; change: Required<StatusChange> } | { ok: false; error: StatusChangeError } {
  const parsed = fields.safeParse(input);
  if (!parsed.success) {
    // Stryker disable next-line OptionalChaining: a failed parse has at least one issue (the `?.` is for the type)
    const field = parsed.error.issues[0]?.path[0];
    return { ok: false, error: field === 'note' ? 'note' : field === 'customerNote' ? 'customerNote' : 'status' };
  }
  const data = parsed.data;
  const status = data.status as RequestStatus;
  if (!nextStatuses(current).includes(status)) return { ok: false, error: 'status' };
  const change: Required<StatusChange> = {
    status,
    note: data.note,
    paymentLink: null,
    meeting: null,
    reason: null,
    customerNote: data.customerNote || null,
    notify: !data.silent,
  };
  if (status === 'payment_link_sent') {
    // Stryker disable next-line StringLiteral: a missing link only has to be no safe link; any such text goes back with the same error
    const link = data.paymentLink ?? '';
    if (!isSafeLink(link)) return { ok: false, error: 'link' };
    change.paymentLink = link;
  }
  if (status === 'meeting_booked') {
    const meeting = meetingOf(data, slots, now);
    if (typeof meeting === 'string') return { ok: false, error: meeting };
    change.meeting = meeting;
  }
  if (isEnd(status)) {
    if (!isEndReason(data.reason)) return { ok: false, error: 'reason' };
    change.reason = data.reason;
  }
  return { ok: true, change };
}

/** The meeting a booking form sets: the customer's slot it names, or the other time it gives; not past, at most a year ahead. */
function meetingOf(data: Fields, slots: readonly TimeSlot[], now: number): Meeting | 'slot' | 'meetingTime' | 'videoLink' {
  let slot: TimeSlot;
  if (data.slot === OTHER_TIME) {
    const given = { date: data.meetingDate ?? '', from: data.meetingFrom ?? '', to: data.meetingTo ?? '', timeZone: data.meetingZone ?? '' };
    if (!isCalendarDate(given.date) || !TIME.test(given.from) || !TIME.test(given.to) || !isValidTimeZone(given.timeZone)) return 'meetingTime';
    if (given.from >= given.to || slotWindowError(given, now)) return 'meetingTime';
    slot = given;
  } else {
    const chosen = /^\d{1,2}$/.test(data.slot ?? '') ? slots[Number(data.slot)] : undefined;
    if (!chosen || slotWindowError(chosen, now)) return 'slot';
    slot = chosen;
  }
  const videoLink = data.videoLink ?? '';
  if (!isSafeLink(videoLink)) return 'videoLink';
  return {
    start: zonedTimeToUtc(slot.date, slot.from, slot.timeZone).toISOString(),
    end: zonedTimeToUtc(slot.date, slot.to, slot.timeZone).toISOString(),
    timeZone: slot.timeZone,
    videoLink,
  };
}
