import { describe, expect, it } from 'vitest';
import { withCurrentSupportNames } from './support-names';

describe('withCurrentSupportNames', () => {
  it('reads the old names, mail and number, as email and phone', () => {
    expect(withCurrentSupportNames({ name: 'Nika', mail: 'nika@example.ge', number: '+995 555 12 34 56' })).toStrictEqual({
      name: 'Nika',
      email: 'nika@example.ge',
      phone: '+995 555 12 34 56',
    });
  });

  it('keeps what stands under a new name when the old one is there too', () => {
    expect(withCurrentSupportNames({ email: 'new@example.ge', mail: 'old@example.ge', phone: '+995 1', number: '+995 2' })).toStrictEqual({
      email: 'new@example.ge',
      phone: '+995 1',
    });
  });

  it('leaves values without the old names as they were, adding no empty fields', () => {
    // A key with no value is still a key: the strict schema and the draft's fields would see it.
    expect(withCurrentSupportNames({ name: 'Nika', comment: 'Hi' })).toStrictEqual({ name: 'Nika', comment: 'Hi' });
  });

  it.each([null, undefined, 'mail', 42, [{ mail: 'nika@example.ge' }]])('gives back %j untouched: not a form’s values', (value) => {
    // A draft or a body of the wrong shape is refused by whoever reads it, not turned into an object here.
    expect(withCurrentSupportNames(value)).toBe(value);
  });
});
