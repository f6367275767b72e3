/**
 * Generators of bad input, one fault each: used by the schemas' property tests
 * (lib/forms/schemas.property.test.ts) and by the API's fuzz test (tests/integration/fuzz.test.ts).
 */

import fc from 'fast-check';

/** A C0 control (but the line breaks multi-line fields allow), DEL, a C1 control or a bidi override. */
export function forbiddenCharacter() {
  return fc
    .oneof(
      fc.integer({ min: 0, max: 0x1f }).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
      fc.integer({ min: 0x7f, max: 0x9f }),
      fc.integer({ min: 0x202a, max: 0x202e }),
      fc.integer({ min: 0x2066, max: 0x2069 }),
    )
    .map((code) => String.fromCharCode(code));
}

export function forbiddenText() {
  return fc
    .tuple(
      fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }).filter((text) => !/\p{Cc}|[\u202a-\u202e\u2066-\u2069]/u.test(text)),
      forbiddenCharacter(),
      fc.nat(),
    )
    .map(([text, bad, at]) => {
      const index = at % (text.length + 1);
      return `A${text.slice(0, index)}${bad}${text.slice(index)}`;
    });
}

const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u180e', '\u034f', '\ufe0f', ' ', '\u00a0', '\u3000', '\u2028'];
export function invisibleText() {
  return fc.array(fc.constantFrom(...INVISIBLE), { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export function impossibleDate() {
  return fc.oneof(
    // Day 29–31 of a month that does not have it.
    fc
      .tuple(fc.integer({ min: 2026, max: 2027 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 29, max: 31 }))
      .filter(([year, month, day]) => day > new Date(Date.UTC(year, month, 0)).getUTCDate())
      .map(([year, month, day]) => `${year}-${pad(month)}-${pad(day)}`),
    fc
      .tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 13, max: 99 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, m, d]) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`),
    fc.tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${pad(y, 4)}-${pad(m)}-00`),
    fc.constantFrom('0000-01-01', '2026-2-1', '26-12-01', '2026-12-01T00:00', ' 2026-12-01', '2026/12/01', '２０２６-12-01'),
  );
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Days wholly over in every time zone: two days before `now`, back to year 1000. */
export function pastDay(now: number) {
  return fc.integer({ min: Date.UTC(1000, 0, 1), max: now - 2 * DAY }).map(isoDay);
}
/** Days whose slots start more than a year after `now` in every time zone. */
export function farDay(now: number) {
  return fc.integer({ min: now + 367 * DAY, max: Date.UTC(9999, 11, 31) }).map(isoDay);
}

export function unknownKey() {
  return fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isAdmin', 'id'),
    fc
      .string({ minLength: 1, maxLength: 12 })
      .filter(
        (key) =>
          ![
            'email',
            'firstName',
            'lastName',
            'name',
            'mail',
            'number',
            'phone',
            'theme',
            'comment',
            'amountUsd',
            'locale',
            'website',
            'expertId',
            'serviceId',
            'organization',
            'socialContact',
            'communicationType',
            'contactLanguage',
            'industry',
            'budgetUsd',
            'expectedResult',
            'location',
            'comments',
            'timeSlots',
          ].includes(key),
      ),
  );
}
