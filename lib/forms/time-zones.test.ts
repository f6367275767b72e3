import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { isValidTimeZone } from './schemas';
import { closestOfferedZone, DEFAULT_TIME_ZONE, OFFERED_TIME_ZONES, timeZoneOptions, utcOffsetLabel, utcOffsetMinutes } from './time-zones';

const JANUARY = Date.UTC(2027, 0, 15);
const JULY = Date.UTC(2027, 6, 15);

describe('the offered time zones', () => {
  it('are zones the schema takes', () => {
    for (const zone of OFFERED_TIME_ZONES) expect(isValidTimeZone(zone), zone).toBe(true);
  });

  it.each(LOCALES)('%s: its own zone first, then west to east, each named with its offset', (locale) => {
    const options = timeZoneOptions(locale, JANUARY);
    expect(options[0]!.value).toBe(DEFAULT_TIME_ZONE[locale]);
    expect(options.map((option) => option.value).sort()).toEqual([...OFFERED_TIME_ZONES].sort());
    const offsets = options.slice(1).map((option) => utcOffsetMinutes(option.value, JANUARY));
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(options.find((option) => option.value === 'Asia/Almaty')!.label).toMatch(/^UTC\+5 · \S/);
    expect(options.find((option) => option.value === 'America/New_York')!.label).toMatch(/^UTC−5 · \S/);
    expect(options.find((option) => option.value === 'UTC')!.label).toBe('UTC');
  });

  it.each(LOCALES)('%s: each named in the language after its offset, not by its identifier', (locale) => {
    for (const { value, label } of timeZoneOptions(locale, JANUARY).filter((option) => option.value !== 'UTC')) {
      expect(label, value).toMatch(/^UTC[+−]\d+ · \S/);
      expect(label, value).not.toContain(value);
    }
  });

  it('name a zone as the language does, with the offset of the day: Berlin in winter and in summer', () => {
    expect(timeZoneOptions('en', JANUARY).find((option) => option.value === 'Europe/Berlin')!.label).toBe('UTC+1 · Central European Time');
    expect(timeZoneOptions('en', JULY).find((option) => option.value === 'Europe/Berlin')!.label).toBe('UTC+2 · Central European Time');
    // London's winter clock is UTC itself: a plus, as for any offset that is not behind UTC.
    expect(timeZoneOptions('en', JANUARY).find((option) => option.value === 'Europe/London')!.label).toMatch(/^UTC\+0 · \S/);
  });
});

describe('a zone’s offset from UTC', () => {
  it('is read in minutes, half and quarter hours included, west of UTC negative', () => {
    expect(utcOffsetMinutes('Asia/Almaty', JANUARY)).toBe(300);
    expect(utcOffsetMinutes('Asia/Kolkata', JANUARY)).toBe(330);
    expect(utcOffsetMinutes('Asia/Kathmandu', JANUARY)).toBe(345);
    expect(utcOffsetMinutes('America/St_Johns', JANUARY)).toBe(-210);
    expect(utcOffsetMinutes('UTC', JANUARY)).toBe(0);
  });

  it('is 0 where the runtime writes a zero offset as plain "GMT"', () => {
    // Some versions of ICU do; this Node's writes "GMT+00:00", so Intl is mocked (a class: the code calls it with `new`).
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(
      class {
        formatToParts = () => [{ type: 'timeZoneName', value: 'GMT' }];
      } as never,
    );
    expect(utcOffsetMinutes('Europe/London', JANUARY)).toBe(0);
  });

  it('follows daylight saving time', () => {
    expect(utcOffsetMinutes('America/New_York', JANUARY)).toBe(-300);
    expect(utcOffsetMinutes('America/New_York', JULY)).toBe(-240);
    expect(utcOffsetMinutes('Europe/London', JULY)).toBe(60);
  });

  it('is written in hours, with the minutes (two digits) only when there are some, and a minus sign west of UTC', () => {
    expect([300, -300, 0, 330, 345, -210, 65].map(utcOffsetLabel)).toEqual(['UTC+5', 'UTC−5', 'UTC+0', 'UTC+5:30', 'UTC+5:45', 'UTC−3:30', 'UTC+1:05']);
  });
});

describe('closestOfferedZone', () => {
  const offered = OFFERED_TIME_ZONES;
  it('is the zone itself when offered', () => {
    expect(closestOfferedZone('Asia/Tbilisi', offered, JANUARY)).toBe('Asia/Tbilisi');
    // Even when an earlier offered zone reads the same clock (Tbilisi for Dubai, UTC for London in winter).
    expect(closestOfferedZone('Asia/Dubai', offered, JANUARY)).toBe('Asia/Dubai');
    expect(closestOfferedZone('Europe/London', offered, JANUARY)).toBe('Europe/London');
  });
  it('else one whose clock reads the same now', () => {
    expect(closestOfferedZone('Europe/Paris', offered, JANUARY)).toBe('Europe/Berlin');
    expect(closestOfferedZone('Europe/Paris', offered, JULY)).toBe('Europe/Berlin');
    expect(utcOffsetMinutes(closestOfferedZone('Asia/Qyzylorda', offered, JANUARY)!, JANUARY)).toBe(300);
  });
  it('none for a zone no offered one matches, or no zone at all', () => {
    expect(closestOfferedZone('Asia/Kathmandu', offered, JANUARY)).toBeUndefined();
    expect(closestOfferedZone('Not/AZone', offered, JANUARY)).toBeUndefined();
  });
});
