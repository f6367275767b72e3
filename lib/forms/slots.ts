import type { TimeSlot } from './schemas';

/**
 * Time slots are entered in the visitor's own time zone; the support office also sees them in UTC.
 */
function zoneOffsetMinutes(utcMillis: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
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
