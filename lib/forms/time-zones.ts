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

/** Minutes a zone's clock is ahead of UTC at `instant`. */
export function utcOffsetMinutes(timeZone: string, instant: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0)) : 0;
}

/**
 * The zones in the order a language offers them, named in it after their offset now (the part a
 * narrow select still shows): its own first, then from west to east; `UTC` by that name.
 */
export function timeZoneOptions(locale: Locale, instant: number): { value: string; label: string }[] {
  const name = (zone: string) => {
    if (zone === 'UTC') return 'UTC';
    const generic = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value;
    const offset = utcOffsetMinutes(zone, instant);
    const sign = offset < 0 ? '−' : '+';
    const hours = `${Math.floor(Math.abs(offset) / 60)}${Math.abs(offset) % 60 ? `:${String(Math.abs(offset) % 60).padStart(2, '0')}` : ''}`;
    return `UTC${sign}${hours} · ${generic ?? zone}`;
  };
  const first = DEFAULT_TIME_ZONE[locale];
  const rest = OFFERED_TIME_ZONES.filter((zone) => zone !== first).sort((a, b) => utcOffsetMinutes(a, instant) - utcOffsetMinutes(b, instant));
  return [first, ...rest].map((zone) => ({ value: zone, label: name(zone) }));
}

/** The offered zone to preselect for a visitor in `visitorZone`: itself, else one whose clock reads the same at `instant`. */
export function closestOfferedZone(visitorZone: string, offered: readonly string[], instant: number): string | undefined {
  if (offered.includes(visitorZone)) return visitorZone;
  try {
    const offset = utcOffsetMinutes(visitorZone, instant);
    return offered.find((zone) => utcOffsetMinutes(zone, instant) === offset);
  } catch {
    return undefined;
  }
}
