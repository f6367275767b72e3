/**
 * The rules of the time-slot date picker (components/forms/SlotDatePicker), with the spec's
 * numbers. Each number lives here once; docs/interactive-parts.md lists them against the spec.
 */

import { isCalendarDate } from './slots';

/** A swipe changes month when it takes at most this long, from touch to release. */
export const SWIPE_MAX_DURATION_MS = 300;
/** …and moves at least this far sideways… */
export const SWIPE_MIN_HORIZONTAL_PX = 60;
/** …and at most this far up or down (a steeper gesture is a scroll, not a swipe). */
export const SWIPE_MAX_VERTICAL_PX = 80;
/** The year picker shows this many years at a time. */
export const YEARS_PER_GROUP = 12;
/** The popover stays this long after it closes, fading out (at once with reduced motion). */
export const POPOVER_HIDE_DELAY_MS = 110;

export type Gesture = { dx: number; dy: number; ms: number };

/**
 * The months a gesture moves the calendar by: +1 for a swipe to the left (the next month comes in
 * from the right), -1 for a swipe to the right, 0 for anything that is not a swipe. The limits
 * are inclusive: 300 ms, 60 px and 80 px still count.
 */
export function swipeMonthStep({ dx, dy, ms }: Gesture): -1 | 0 | 1 {
  if (!(ms >= 0 && ms <= SWIPE_MAX_DURATION_MS)) return 0;
  if (Math.abs(dy) > SWIPE_MAX_VERTICAL_PX || Math.abs(dx) < SWIPE_MIN_HORIZONTAL_PX) return 0;
  // Stryker disable next-line EqualityOperator: dx is never 0 here (a swipe moves at least 60 px sideways), so < and <= agree
  return dx < 0 ? 1 : -1;
}

/** The group of YEARS_PER_GROUP consecutive years that holds `year` (2016–2027 holds 2026). */
export function yearGroup(year: number): number[] {
  const first = Math.floor(year / YEARS_PER_GROUP) * YEARS_PER_GROUP;
  return Array.from({ length: YEARS_PER_GROUP }, (_, index) => first + index);
}

/** 0 = Sunday … 6 = Saturday, as date libraries count. */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** When the browser has no week data: the site's languages, as their countries count weeks. */
const FIRST_DAY_BY_LANGUAGE: Record<string, WeekDay> = { en: 0, ka: 1, kk: 1, ru: 1 };

type WeekInfo = { firstDay?: number };
type LocaleWithWeekInfo = { weekInfo?: WeekInfo; getWeekInfo?: () => WeekInfo };

/**
 * The first day of the week for a language tag: from `Intl.Locale` week data where the browser
 * has it (`getWeekInfo()`, or the older `weekInfo` getter; 1 = Monday … 7 = Sunday), otherwise
 * from the table above; Monday for any other language.
 */
export function firstDayOfWeek(tag: string, makeLocale: (tag: string) => unknown = (value) => new Intl.Locale(value)): WeekDay {
  try {
    const locale = makeLocale(tag) as LocaleWithWeekInfo;
    const weekInfo = locale.getWeekInfo?.() ?? locale.weekInfo;
    // Stryker disable next-line OptionalChaining: without week data, reading `firstDay` of nothing throws, and the catch below gives the table's answer, as the 0 does
    const firstDay = weekInfo?.firstDay ?? 0;
    if (Number.isInteger(firstDay) && firstDay >= 1 && firstDay <= 7) return (firstDay % 7) as WeekDay;
  } catch {
    // An unknown tag or no Intl.Locale: the table decides.
  }
  return FIRST_DAY_BY_LANGUAGE[tag.split('-')[0]!.toLowerCase()] ?? 1;
}

/** A `YYYY-MM-DD` day as a local midnight Date, or undefined when it is not a real day (the rule a slot's date is checked with). */
export function parseDay(value: string | undefined): Date | undefined {
  if (!isCalendarDate(value)) return undefined;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  // new Date() reads the years 0–99 as 1900–1999.
  date.setFullYear(year);
  return date;
}

/** A local Date as the `YYYY-MM-DD` a date input holds. */
export function formatDay(date: Date): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** The first day of the month of `date`. */
export function monthOf(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

/**
 * The month to show for `month` when only `first`…`last` may be shown (their months, inclusive):
 * the month itself, or the nearest end of the range.
 */
export function clampMonth(month: Date, first: Date, last: Date): Date {
  const wanted = monthOf(month);
  // Stryker disable next-line EqualityOperator: at the bound itself both branches give the same month
  if (wanted < monthOf(first)) return monthOf(first);
  // Stryker disable next-line EqualityOperator: at the bound itself both branches give the same month
  if (wanted > monthOf(last)) return monthOf(last);
  return wanted;
}

/** The month the calendar opens on: the chosen day's, when it is a day in range; else the first allowed one's. */
export function openingMonth(value: string | undefined, first: Date, last: Date): Date {
  const chosen = parseDay(value) ?? first;
  // A day before the first allowed one is in the first's month or an earlier one, which clampMonth brings to the first's.
  return clampMonth(chosen <= last ? chosen : first, first, last);
}

/** Whether a year has any day from `first` to `last`. */
export function yearInRange(year: number, first: Date, last: Date): boolean {
  return year >= first.getFullYear() && year <= last.getFullYear();
}

/** The month shown after choosing `year` in the year picker: the same month of that year, kept in range. */
export function monthInYear(month: Date, year: number, first: Date, last: Date): Date {
  return clampMonth(new Date(year, month.getMonth(), 1), first, last);
}
