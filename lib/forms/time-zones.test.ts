import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { isValidTimeZone } from './schemas';
import { closestOfferedZone, DEFAULT_TIME_ZONE, OFFERED_TIME_ZONES, timeZoneOptions, utcOffsetMinutes } from './time-zones';

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
});

describe('closestOfferedZone', () => {
  const offered = OFFERED_TIME_ZONES;
  it('is the zone itself when offered', () => {
    expect(closestOfferedZone('Asia/Tbilisi', offered, JANUARY)).toBe('Asia/Tbilisi');
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
