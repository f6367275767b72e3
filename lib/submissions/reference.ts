/**
 * The reference a visitor is given for a submission: eight characters a person can read out on
 * the phone ("K7Q2-M9XD"), from Crockford's base 32 alphabet, which leaves out I, L, O and U so
 * nothing is mistaken for 1, 0 or a rude word. 32^8 ≈ 10^12 values; the database keeps them
 * unique. The full id (a UUID) stays in the data.
 */

import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 8;

export function newReference(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[random(ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A reference as a person may type it back: any case, with or without the dash, O for 0. */
export function normalizeReference(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== LENGTH || [...code].some((character) => !ALPHABET.includes(character))) return undefined;
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export const REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
