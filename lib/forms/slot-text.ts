/**
 * Times as a mail or the status page shows them: a slot the customer chose (a wall-clock range in their own zone)
 * in any zone, and an instant, in the reader's language, with the zone named so that nobody has
 * to guess whose time it is.
 */

import { isCalendarDate, zonedTimeToUtc } from '@/lib/forms/slots';
import { isValidTimeZone, TIME, type TimeSlot } from '@/lib/forms/schemas';

/** "Thu, 3 Dec 2026, 10:00 – 11:30" in `timeZone`, for a slot entered in its own zone. */
export function slotIn(slot: TimeSlot, timeZone: string, locale: string): string {
  return rangeIn(zonedTimeToUtc(slot.date, slot.from, slot.timeZone), zonedTimeToUtc(slot.date, slot.to, slot.timeZone), timeZone, locale);
}

/** Range formatters by language and zone: a page of a request's history writes many ranges in the same two zones. */
const rangeFormats = new Map<string, Intl.DateTimeFormat>();

/** Two instants as one range in `timeZone` ("Thu, 3 Dec 2026, 10:00 – 11:30"): a slot, a meeting. */
export function rangeIn(from: Date, to: Date, timeZone: string, locale: string): string {
  const key = `${locale}|${timeZone}`;
  let format = rangeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    rangeFormats.set(key, format);
  }
  return format.formatRange(from, to);
}

/** "3 December 2026, 14:05 (Asia/Almaty)". */
export function instantIn(iso: string, timeZone: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return `${format.format(new Date(iso))} (${timeZone})`;
}

/**
 * A slot as the visitor entered it, in their own zone and naming it ("Thu, 3 Dec 2026, 10:00 –
 * 11:30 (Asia/Almaty)"), for the summary before sending; null while it is incomplete or not a time.
 */
export function slotAsEntered(slot: Partial<TimeSlot> | undefined, locale: string): string | null {
  // Stryker disable next-line StringLiteral: a missing time is read as '' only to fail TIME, which any other text fails as well
  if (!slot || !isCalendarDate(slot.date) || !TIME.test(slot.from ?? '') || !TIME.test(slot.to ?? '')) return null;
  if (!slot.timeZone || !isValidTimeZone(slot.timeZone) || slot.from! >= slot.to!) return null;
  return `${slotIn(slot as TimeSlot, slot.timeZone, locale)} (${slot.timeZone})`;
}
