import { describe, expect, it } from 'vitest';
import { slotInUtc, zonedTimeToUtc } from './slots';

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

  it('show the end date when a slot crosses midnight in UTC', () => {
    expect(slotInUtc({ date: '2026-12-03', from: '02:00', to: '05:00', timeZone: 'Asia/Tbilisi' })).toBe('2026-12-02 22:00–2026-12-03 01:00 UTC');
  });
});
