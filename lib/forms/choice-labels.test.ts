import { describe, expect, it } from 'vitest';
import { choiceLists } from './choice-labels';
import { COMMUNICATION_TYPE_IDS, CONTACT_LANGUAGE_IDS, INDUSTRY_IDS } from './choices';

describe('choice lists', () => {
  it('name every id the schemas accept, in the language asked for', () => {
    const ka = choiceLists('ka');
    expect(ka.industries.map((choice) => choice.id)).toEqual([...INDUSTRY_IDS]);
    expect(ka.communicationTypes.map((choice) => choice.id)).toEqual([...COMMUNICATION_TYPE_IDS]);
    expect(ka.contactLanguages.map((choice) => choice.id)).toEqual([...CONTACT_LANGUAGE_IDS]);
    expect(ka.contactLanguages.find((choice) => choice.id === 'ka')!.name).toBe('ქართული');
    expect(choiceLists('en').industries.every((choice) => /^[\x20-\x7e]+$/.test(choice.name))).toBe(true);
  });
});
