import { describe, expect, it } from 'vitest';
import { slotAsEntered } from './slot-text';

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
    expect(slotAsEntered({ ...slot, to: '' }, 'en')).toBeNull();
    expect(slotAsEntered({ ...slot, date: '2026-02-30' }, 'en')).toBeNull();
    expect(slotAsEntered({ ...slot, from: '25:00' }, 'en')).toBeNull();
    expect(slotAsEntered({ ...slot, to: '09:00' }, 'en')).toBeNull();
    expect(slotAsEntered({ ...slot, timeZone: 'Mars/Base' }, 'en')).toBeNull();
  });
});
