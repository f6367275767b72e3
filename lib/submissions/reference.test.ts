import { describe, expect, it } from 'vitest';
import { REFERENCE_PATTERN, newReference, normalizeReference } from './reference';

describe('submission references', () => {
  it('are eight characters in two groups, from an alphabet without I, L, O and U', () => {
    for (let i = 0; i < 500; i++) expect(newReference()).toMatch(REFERENCE_PATTERN);
    expect(newReference(() => 0)).toBe('0000-0000');
    expect(newReference(() => 31)).toBe('ZZZZ-ZZZZ');
    // Each character is its own draw from the 32 letters, in order.
    const draws: number[] = [];
    const draw = (max: number) => {
      draws.push(max);
      return draws.length;
    };
    expect(newReference(draw)).toBe('1234-5678');
    expect(draws).toEqual([32, 32, 32, 32, 32, 32, 32, 32]);
  });

  it('have a pattern that takes a whole reference only, nothing before or after it', () => {
    // The shape every new reference is held to above: a longer text must not pass for one.
    expect('K7Q2-M9XD').toMatch(REFERENCE_PATTERN);
    for (const other of ['K7Q2-M9XD7', 'XK7Q2-M9XD', ' K7Q2-M9XD', 'K7Q2-M9XD ', 'K7Q2-M9XU', 'k7q2-m9xd', 'K7Q2M9XD'])
      expect(other).not.toMatch(REFERENCE_PATTERN);
  });

  it('vary: no repeat in 10,000', () => {
    const seen = new Set(Array.from({ length: 10_000 }, () => newReference()));
    expect(seen.size).toBe(10_000);
  });

  it('are read back as a person types them', () => {
    expect(normalizeReference('k7q2 m9xd')).toBe('K7Q2-M9XD');
    expect(normalizeReference('K7Q2M9XO')).toBe('K7Q2-M9X0');
    expect(normalizeReference('k7q2-m9xu')).toBeUndefined();
    expect(normalizeReference('K7Q2')).toBeUndefined();
    expect(normalizeReference('K7Q2M9XD0')).toBeUndefined();
    // I and L are read as 1, every space and dash is dropped, tabs and line breaks too.
    expect(normalizeReference(' k7q2 - m9xi ')).toBe('K7Q2-M9X1');
    expect(normalizeReference('K7Q2\t-\nM9XL')).toBe('K7Q2-M9X1');
    expect(normalizeReference('K7Q2_M9XD')).toBeUndefined();
    expect(normalizeReference('oooo-iiii')).toBe('0000-1111');
  });
});
