import { describe, expect, it } from 'vitest';
import {
  POPOVER_HIDE_DELAY_MS,
  SWIPE_MAX_DURATION_MS,
  SWIPE_MAX_VERTICAL_PX,
  SWIPE_MIN_HORIZONTAL_PX,
  YEARS_PER_GROUP,
  clampMonth,
  firstDayOfWeek,
  formatDay,
  monthInYear,
  openingMonth,
  parseDay,
  swipeMonthStep,
  yearGroup,
  yearInRange,
} from './calendar';

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);

describe("the picker's numbers are the spec's", () => {
  it('swipe: 300 ms at most, 60 px sideways at least, 80 px up or down at most', () => {
    expect([SWIPE_MAX_DURATION_MS, SWIPE_MIN_HORIZONTAL_PX, SWIPE_MAX_VERTICAL_PX]).toEqual([300, 60, 80]);
  });
  it('12 years per group, and the popover hides 110 ms after it closes', () => {
    expect(YEARS_PER_GROUP).toBe(12);
    expect(POPOVER_HIDE_DELAY_MS).toBe(110);
  });
});

describe('a swipe changes month', () => {
  it('to the next month when the finger moves left, to the previous when it moves right', () => {
    expect(swipeMonthStep({ dx: -120, dy: 10, ms: 150 })).toBe(1);
    expect(swipeMonthStep({ dx: 120, dy: -10, ms: 150 })).toBe(-1);
  });
  it('at the limits themselves: 300 ms, 60 px, 80 px', () => {
    expect(swipeMonthStep({ dx: -60, dy: 80, ms: 300 })).toBe(1);
    expect(swipeMonthStep({ dx: 60, dy: -80, ms: 300 })).toBe(-1);
  });
  it('also when it is quicker than the clock can tell (0 ms: browsers coarsen event times)', () => {
    expect(swipeMonthStep({ dx: -120, dy: 0, ms: 0 })).toBe(1);
  });
  it('not when it is too slow', () => {
    expect(swipeMonthStep({ dx: -200, dy: 0, ms: 301 })).toBe(0);
    expect(swipeMonthStep({ dx: -200, dy: 0, ms: 1000 })).toBe(0);
  });
  it('not when it is too short sideways', () => {
    expect(swipeMonthStep({ dx: -59, dy: 0, ms: 100 })).toBe(0);
    expect(swipeMonthStep({ dx: 0, dy: 0, ms: 50 })).toBe(0);
  });
  it('not when it moves too far up or down', () => {
    expect(swipeMonthStep({ dx: -200, dy: 81, ms: 100 })).toBe(0);
    expect(swipeMonthStep({ dx: 200, dy: -81, ms: 100 })).toBe(0);
  });
  it('not with a broken clock', () => {
    expect(swipeMonthStep({ dx: -200, dy: 0, ms: -5 })).toBe(0);
    expect(swipeMonthStep({ dx: -200, dy: 0, ms: Number.NaN })).toBe(0);
  });
});

describe('the year picker', () => {
  it('shows 12 consecutive years, the same group for every year in it', () => {
    expect(yearGroup(2026)).toEqual([2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027]);
    expect(yearGroup(2016)).toEqual(yearGroup(2027));
    expect(yearGroup(2028)[0]).toBe(2028);
    for (const year of [1999, 2024, 2035, 2040]) {
      const group = yearGroup(year);
      expect(group).toHaveLength(YEARS_PER_GROUP);
      expect(group).toContain(year);
    }
  });
  it('offers the years of the allowed days only', () => {
    const [first, last] = [day(2026, 11, 24), day(2027, 11, 24)];
    expect([2025, 2026, 2027, 2028].map((year) => yearInRange(year, first, last))).toEqual([false, true, true, false]);
  });
  it('keeps the month when a year is chosen, within the allowed months', () => {
    const [first, last] = [day(2026, 11, 24), day(2027, 11, 24)];
    expect(monthInYear(day(2026, 12, 1), 2027, first, last)).toEqual(day(2027, 11, 1));
    expect(monthInYear(day(2027, 3, 1), 2026, first, last)).toEqual(day(2026, 11, 1));
    expect(monthInYear(day(2026, 11, 1), 2027, first, last)).toEqual(day(2027, 11, 1));
    expect(monthInYear(day(2026, 12, 1), 2026, first, last)).toEqual(day(2026, 12, 1));
  });
});

describe('the first day of the week', () => {
  const withWeekInfo = (firstDay: number, shape: 'method' | 'getter') => () =>
    shape === 'method' ? { getWeekInfo: () => ({ firstDay }) } : { weekInfo: { firstDay } };

  it('is Sunday in English, Monday in Georgian, Kazakh and Russian', () => {
    expect(['en', 'ka', 'kk', 'ru'].map((tag) => firstDayOfWeek(tag))).toEqual([0, 1, 1, 1]);
  });
  it('comes from the browser’s week data when it has some (1 = Monday … 7 = Sunday)', () => {
    expect(firstDayOfWeek('ru', withWeekInfo(7, 'method'))).toBe(0);
    expect(firstDayOfWeek('en', withWeekInfo(1, 'getter'))).toBe(1);
    expect(firstDayOfWeek('ar-EG', withWeekInfo(6, 'method'))).toBe(6);
  });
  it('comes from the runtime’s own Intl.Locale by default: British English starts on Monday, American on Sunday', () => {
    // The table alone would give Sunday for every `en`.
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(0);
  });
  it('falls back to the table without week data, or with nonsense', () => {
    const noWeekInfo = () => ({});
    expect(['en', 'ka', 'kk', 'ru', 'en-GB'].map((tag) => firstDayOfWeek(tag, noWeekInfo))).toEqual([0, 1, 1, 1, 0]);
    expect(firstDayOfWeek('en', withWeekInfo(0, 'method'))).toBe(0);
    // Out of 1–7, or not a whole day: the table's Monday, not a day computed from it.
    expect(firstDayOfWeek('ru', withWeekInfo(0, 'method'))).toBe(1);
    expect(firstDayOfWeek('ru', withWeekInfo(9, 'getter'))).toBe(1);
    expect(firstDayOfWeek('ru', withWeekInfo(2.5, 'method'))).toBe(1);
    expect(firstDayOfWeek('ru', () => ({ weekInfo: { firstDay: '7' } }))).toBe(1);
    expect(
      firstDayOfWeek('en', () => {
        throw new RangeError('no Intl.Locale');
      }),
    ).toBe(0);
    expect(firstDayOfWeek('de', noWeekInfo)).toBe(1);
  });
});

describe('days as a date input holds them', () => {
  it('read YYYY-MM-DD as a local day, and write it back', () => {
    expect(parseDay('2026-12-03')).toEqual(day(2026, 12, 3));
    expect(formatDay(day(2026, 12, 3))).toBe('2026-12-03');
    expect(formatDay(parseDay('2027-01-09')!)).toBe('2027-01-09');
  });
  it('refuse what is not a real day', () => {
    for (const value of ['', undefined, '2026-02-30', '2026-13-01', '2026-1-5', '03.12.2026', '2026-12-03T10:00']) expect(parseDay(value)).toBeUndefined();
    expect(parseDay('2028-02-29')).toEqual(day(2028, 2, 29));
  });
  it('refuse a day with text before it, or a year of five digits (a date input takes years up to 275760)', () => {
    for (const value of ['12026-12-03', ' 2026-12-03', 'x2026-12-03']) expect(parseDay(value)).toBeUndefined();
  });
  it('read a year before 100 as itself, not as 19xx as new Date() would', () => {
    expect(formatDay(parseDay('0050-06-15')!)).toBe('0050-06-15');
  });
});

describe('the month the calendar opens on', () => {
  const [first, last] = [day(2026, 11, 24), day(2027, 11, 24)];
  it("is the chosen day's month", () => {
    expect(openingMonth('2027-03-15', first, last)).toEqual(day(2027, 3, 1));
  });
  it('is the month of the first or the last allowed day when that day is chosen', () => {
    expect(openingMonth('2026-11-24', first, last)).toEqual(day(2026, 11, 1));
    expect(openingMonth('2027-11-24', first, last)).toEqual(day(2027, 11, 1));
    // The day after the last is out of range: the first allowed month, as for any such day.
    expect(openingMonth('2027-11-25', first, last)).toEqual(day(2026, 11, 1));
  });
  it('is the first allowed month when nothing, or a day out of range, is chosen', () => {
    expect(openingMonth('', first, last)).toEqual(day(2026, 11, 1));
    expect(openingMonth('2020-01-01', first, last)).toEqual(day(2026, 11, 1));
    expect(openingMonth('2030-01-01', first, last)).toEqual(day(2026, 11, 1));
    expect(openingMonth('2026-02-30', first, last)).toEqual(day(2026, 11, 1));
  });
  it('stays within the allowed months', () => {
    expect(clampMonth(day(2026, 1, 10), first, last)).toEqual(day(2026, 11, 1));
    expect(clampMonth(day(2028, 1, 10), first, last)).toEqual(day(2027, 11, 1));
    expect(clampMonth(day(2027, 5, 31), first, last)).toEqual(day(2027, 5, 1));
  });
});
