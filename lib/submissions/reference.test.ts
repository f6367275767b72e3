import { describe, expect, it } from 'vitest';
import { REFERENCE_PATTERN, newReference, normalizeReference } from './reference';

describe('submission references', () => {
  it('are eight characters in two groups, from an alphabet without I, L, O and U', () => {
    for (let i = 0; i < 500; i++) expect(newReference()).toMatch(REFERENCE_PATTERN);
    expect(newReference(() => 0)).toBe('0000-0000');
    expect(newReference(() => 31)).toBe('ZZZZ-ZZZZ');
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
  });
});
