import { describe, expect, it, vi } from 'vitest';
import { isCalendarDate, SLOT_MAX_AHEAD_DAYS, slotDateBounds, slotInUtc, slotWindowError, visitorTimeZone, zonedTimeToUtc } from './slots';

describe('time slots in UTC', () => {
  it('convert Astana, Batumi and Moscow times', () => {
    expect(slotInUtc({ date: '2026-12-03', from: '10:00', to: '11:30', timeZone: 'Asia/Almaty' })).toBe('2026-12-03 05:00–06:30 UTC');
    expect(slotInUtc({ date: '2026-12-03', from: '10:00', to: '11:30', timeZone: 'Asia/Tbilisi' })).toBe('2026-12-03 06:00–07:30 UTC');
    expect(slotInUtc({ date: '2026-12-03', from: '01:00', to: '02:00', timeZone: 'Europe/Moscow' })).toBe('2026-12-02 22:00–23:00 UTC');
  });

  it('follow daylight saving time', () => {
    expect(zonedTimeToUtc('2026-07-01', '12:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(zonedTimeToUtc('2026-01-15', '12:00', 'Europe/Berlin').toISOString()).toBe('2026-01-15T11:00:00.000Z');
  });

  it('keep the winter offset for a wall time just before the clocks go forward', () => {
    // Berlin moves from UTC+1 to UTC+2 at 01:00 UTC on 29 March 2026 (02:00 local): 01:30 is still winter time,
    // though 01:30 read as UTC is already past the change.
    expect(zonedTimeToUtc('2026-03-29', '01:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-29', '03:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('show the end date when a slot crosses midnight in UTC', () => {
    expect(slotInUtc({ date: '2026-12-03', from: '02:00', to: '05:00', timeZone: 'Asia/Tbilisi' })).toBe('2026-12-02 22:00–2026-12-03 01:00 UTC');
  });
});

describe('a calendar date', () => {
  it('is only ever a text', () => {
    for (const value of [undefined, null, 20261203, new Date(2026, 11, 3), ['2026-12-03']]) expect(isCalendarDate(value), String(value)).toBe(false);
  });

  it('names a day that exists, from the year 1 on', () => {
    for (const value of ['2026-02-28', '2028-02-29', '2026-12-31', '0001-01-01']) expect(isCalendarDate(value), value).toBe(true);
    // Month 0 would be read as the December before, and the year 0 as 1900.
    for (const value of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-15', '2026-01-00', '0000-01-15', '2026-1-01'])
      expect(isCalendarDate(value), value).toBe(false);
  });
});

describe('the window a slot must lie in', () => {
  // 10:00 in Almaty (UTC+5, no daylight saving) on 3 December 2026.
  const now = Date.UTC(2026, 11, 3, 5, 0);
  const slot = (date: string, from: string, to: string) => ({ date, from, to, timeZone: 'Asia/Almaty' });

  it('is over once its end is now', () => {
    expect(slotWindowError(slot('2026-12-03', '09:00', '10:00'), now)).toBe('slotPast');
    expect(slotWindowError(slot('2026-12-03', '09:00', '10:01'), now)).toBeUndefined();
  });

  it('reaches a year ahead: a slot may start exactly 365 days from now, not a minute later', () => {
    expect(SLOT_MAX_AHEAD_DAYS).toBe(365);
    expect(slotWindowError(slot('2027-12-03', '10:00', '11:00'), now)).toBeUndefined();
    expect(slotWindowError(slot('2027-12-03', '10:01', '11:00'), now)).toBe('slotTooFar');
  });

  it('is offered to the date input as the first and last day on the visitor’s own calendar', () => {
    // 20:00 UTC: already the next day in Almaty, still the same day in New York.
    const evening = Date.UTC(2026, 11, 2, 20, 0);
    expect(slotDateBounds(evening, 'UTC')).toEqual({ min: '2026-12-02', max: '2027-12-02' });
    expect(slotDateBounds(evening, 'Asia/Almaty')).toEqual({ min: '2026-12-03', max: '2027-12-03' });
    expect(slotDateBounds(evening, 'America/New_York')).toEqual({ min: '2026-12-02', max: '2027-12-02' });
  });
});

describe("the visitor's time zone", () => {
  it('is the zone the browser (here Node) runs in', () => {
    // Asked of Intl, not of TZ: a worker thread (Stryker's runner) keeps the zone it started with.
    const zoneOfThisRuntime = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(visitorTimeZone()).toBe(zoneOfThisRuntime);
    for (const zone of ['Asia/Almaty', 'America/New_York']) {
      vi.spyOn(Intl, 'DateTimeFormat').mockReturnValue({ resolvedOptions: () => ({ timeZone: zone }) } as never);
      expect(visitorTimeZone()).toBe(zone);
    }
  });

  it('is UTC when the browser names no zone, or has no Intl to ask', () => {
    vi.spyOn(Intl, 'DateTimeFormat').mockReturnValue({ resolvedOptions: () => ({ timeZone: undefined }) } as never);
    expect(visitorTimeZone()).toBe('UTC');
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new TypeError('Intl.DateTimeFormat is not a function');
    });
    expect(visitorTimeZone()).toBe('UTC');
  });
});
