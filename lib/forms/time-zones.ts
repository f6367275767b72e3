/**
 * The time zones a request form offers when it cannot ask the browser (no JavaScript): the
 * site's own audience first (Kazakhstan, Georgia, Russia), then its neighbours and the offices'
 * partners, one zone per region. With JavaScript, the visitor's own zone is chosen (or the one
 * whose clock reads the same now), and the multi-step form uses the browser's zone as it is.
 */

import type { Locale } from '@/lib/i18n/locales';

export const OFFERED_TIME_ZONES = [
  'Asia/Almaty',
  'Asia/Tbilisi',
  'Europe/Moscow',
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Kaliningrad',
  'Europe/Istanbul',
  'Asia/Baku',
  'Asia/Dubai',
  'Asia/Tashkent',
  'Asia/Yekaterinburg',
  'Asia/Bishkek',
  'Asia/Krasnoyarsk',
  'Asia/Vladivostok',
  'America/New_York',
] as const;

/** The zone a page's language starts on: its country's. */
export const DEFAULT_TIME_ZONE: Record<Locale, (typeof OFFERED_TIME_ZONES)[number]> = {
  en: 'UTC',
  ka: 'Asia/Tbilisi',
  kk: 'Asia/Almaty',
  ru: 'Europe/Moscow',
};

/** Formatters by language, zone and style: making one costs far more than using it, and a list of zones asks each many times. */
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

/** The name a zone's clock goes by at `instant`, in the given style (a formatter with a timeZoneName always has that part). */
function zoneName(locale: string, timeZone: string, timeZoneName: 'longOffset' | 'longGeneric', instant: number): string {
  const key = `${locale}|${timeZone}|${timeZoneName}`;
  let format = zoneNameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName });
    zoneNameFormats.set(key, format);
  }
  return format.formatToParts(instant).find((part) => part.type === 'timeZoneName')!.value;
}

/** Minutes a zone's clock is ahead of UTC at `instant`. */
export function utcOffsetMinutes(timeZone: string, instant: number): number {
  // "GMT+05:00", "GMT-03:30"; an offset of 0 is "GMT+00:00", or plain "GMT" in some versions of ICU.
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zoneName('en-US', timeZone, 'longOffset', instant));
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** An offset as a zone's option starts with it: "UTC+5", "UTC−3:30" (with a minus sign, not a hyphen), "UTC+0". */
export function utcOffsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '−' : '+';
  const [hours, minutes] = [Math.floor(Math.abs(offsetMinutes) / 60), Math.abs(offsetMinutes) % 60];
  return `UTC${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * The zones in the order a language offers them, named in it after their offset now (the part a
 * narrow select still shows): its own first, then from west to east; `UTC` by that name.
 */
export function timeZoneOptions(locale: Locale, instant: number): { value: string; label: string }[] {
  const name = (zone: string) =>
    zone === 'UTC' ? 'UTC' : `${utcOffsetLabel(utcOffsetMinutes(zone, instant))} · ${zoneName(locale, zone, 'longGeneric', instant)}`;
  const first = DEFAULT_TIME_ZONE[locale];
  const rest = OFFERED_TIME_ZONES.filter((zone) => zone !== first).sort((a, b) => utcOffsetMinutes(a, instant) - utcOffsetMinutes(b, instant));
  return [first, ...rest].map((zone) => ({ value: zone, label: name(zone) }));
}

/** The offered zone to preselect for a visitor in `visitorZone`: itself, else one whose clock reads the same at `instant`. */
export function closestOfferedZone(visitorZone: string, offered: readonly string[], instant: number): string | undefined {
  if (offered.includes(visitorZone)) return visitorZone;
  try {
    const offset = utcOffsetMinutes(visitorZone, instant);
    // Stryker disable BlockStatement: emptied, the catch below returns the same undefined (a zone this Intl does not know has no close one)
    return offered.find((zone) => utcOffsetMinutes(zone, instant) === offset);
  } catch {
    // Stryker restore BlockStatement
    return undefined;
  }
}
