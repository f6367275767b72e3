/** A slot as the visitor gave it (the schema's TimeSlot, lib/forms/schemas.ts, which validates it with these rules). */
type TimeSlot = { date: string; from: string; to: string; timeZone: string };

/** How far ahead a slot may be: a year (SLOT_MAX_AHEAD_DAYS days from now). */
export const SLOT_MAX_AHEAD_DAYS = 365;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` naming a day that exists: 2026-02-28 does, 2026-02-30 and 2026-13-01 do not. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Whether a slot lies in the window the office can use: not over yet (its end is still ahead),
 * and starting at most a year from now. Needs a valid date, times and zone.
 */
export function slotWindowError(slot: TimeSlot, now: number): 'slotPast' | 'slotTooFar' | undefined {
  if (zonedTimeToUtc(slot.date, slot.to, slot.timeZone).getTime() <= now) return 'slotPast';
  if (zonedTimeToUtc(slot.date, slot.from, slot.timeZone).getTime() > now + SLOT_MAX_AHEAD_DAYS * DAY_MS) return 'slotTooFar';
  return undefined;
}

/** The first and last day a slot may take, as `YYYY-MM-DD` in the visitor's zone (for the date input). */
export function slotDateBounds(now: number, timeZone: string): { min: string; max: string } {
  const day = (instant: number) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
  return { min: day(now), max: day(now + SLOT_MAX_AHEAD_DAYS * DAY_MS) };
}

/**
 * Time slots are entered in the visitor's own time zone; the support office also sees them in UTC.
 */
function zoneOffsetMinutes(utcMillis: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(utcMillis))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - utcMillis) / 60_000);
}

/** The UTC instant of a wall-clock time in a time zone. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // Twice, so a wall time next to a daylight-saving change lands on the right offset.
  const first = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  return new Date(guess - zoneOffsetMinutes(first, timeZone) * 60_000);
}

/** "2026-12-03 05:00–06:30 UTC" for a slot entered in its own time zone. */
export function slotInUtc(slot: TimeSlot): string {
  const from = zonedTimeToUtc(slot.date, slot.from, slot.timeZone).toISOString();
  const to = zonedTimeToUtc(slot.date, slot.to, slot.timeZone).toISOString();
  const sameDay = from.slice(0, 10) === to.slice(0, 10);
  return `${from.slice(0, 10)} ${from.slice(11, 16)}–${sameDay ? '' : `${to.slice(0, 10)} `}${to.slice(11, 16)} UTC`;
}

export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
