import { describe, expect, it } from 'vitest';
import { instantIn, slotAsEntered, slotIn } from './slot-text';

describe('a slot as the visitor entered it', () => {
  const slot = { date: '2026-12-03', from: '10:00', to: '11:30', timeZone: 'Asia/Almaty' };

  it('names the day, the times and the zone, in the reader’s language', () => {
    expect(slotAsEntered(slot, 'en')).toMatch(/^Thu, Dec 3, 2026, 10:00\s*[–-]\s*11:30 \(Asia\/Almaty\)$/);
    expect(slotAsEntered(slot, 'ru')).toContain('(Asia/Almaty)');
    expect(slotAsEntered(slot, 'ru')).toMatch(/дек/);
  });

  it('is null while a part is missing, not a time, or the end is not after the start', () => {
    expect(slotAsEntered(undefined, 'en')).toBeNull();
    expect(slotAsEntered({ ...slot, date: '' }, 'en')).toBeNull();
    expect(slotAsEntered({ ...slot, from: '' }, 'en')).toBeNull();
    expect(slotAsEntered({ ...slot, to: '' }, 'en')).toBeNull();
    expect(slotAsEntered({ ...slot, date: '2026-02-30' }, 'en')).toBeNull();
    expect(slotAsEntered({ ...slot, from: '25:00' }, 'en')).toBeNull();
    expect(slotAsEntered({ ...slot, to: '09:00' }, 'en')).toBeNull();
    // A slot of no length is no slot either.
    expect(slotAsEntered({ ...slot, to: '10:00' }, 'en')).toBeNull();
    expect(slotAsEntered({ date: slot.date, timeZone: slot.timeZone }, 'en')).toBeNull();
    expect(slotAsEntered({ ...slot, timeZone: 'Mars/Base' }, 'en')).toBeNull();
  });
});

describe('a slot in another zone', () => {
  it('is the same two instants on the reader’s clock: the office in Tbilisi sees Almaty’s 10:00 as 09:00', () => {
    const slot = { date: '2026-12-03', from: '10:00', to: '11:30', timeZone: 'Asia/Almaty' };
    expect(slotIn(slot, 'Asia/Tbilisi', 'en')).toMatch(/^Thu, Dec 3, 2026, 09:00\s*[–-]\s*10:30$/);
  });
});

describe('an instant', () => {
  it('names the day, the time of day in the zone, and the zone', () => {
    expect(instantIn('2026-12-03T09:05:00Z', 'Asia/Almaty', 'en')).toMatch(/^December 3, 2026(,| at) 14:05 \(Asia\/Almaty\)$/);
    expect(instantIn('2026-12-03T09:05:00Z', 'Europe/Moscow', 'ru')).toMatch(/^3 декабря 2026.* 12:05 \(Europe\/Moscow\)$/);
  });
});
