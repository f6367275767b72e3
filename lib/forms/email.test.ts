import { describe, expect, it, vi } from 'vitest';
import { isEmailAddress } from './email';

const GEORGIAN_ALPHABET = 'აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ';

/** Addresses people of the site's four languages have, or could be given, in each script. */
const VALID = {
  latin: [
    'dana@example.kz',
    'Dana.Serikova@Example.KZ',
    'dana+forms@example.kz',
    'nika.b@mail.example.com.ge',
    "o'brien_1@example.co.uk",
    'a@b.co',
    'info@straße.de',
    `${'a'.repeat(64)}@example.kz`,
    `info@${'a'.repeat(63)}.kz`,
    // Only the top-level domain must be letters: a label before it may start with a digit.
    'info@mail.2gis.kz',
  ],
  russian: [
    'info@почта.рф',
    'info@ПОЧТА.РФ',
    'user@xn--e1afmkfd.xn--p1ai',
    'почта@пример.рф',
    'иван.петров@почта.рф',
    'info@почта.kz',
    // 32 letters of two octets each: RFC 5321's 64 octets.
    `${'я'.repeat(32)}@почта.рф`,
  ],
  kazakh: ['info@мысал.қаз', 'әсем@пошта.қаз', 'өнер-ұстаз@мысал.қаз', 'info@xn--80awbu3c.xn--80ao21a', 'qazaq@example.қаз'],
  georgian: ['ნინო@ფოსტა.გე', 'info@საქართველო.გე', 'ნინო.ბერიძე@მაგალითი.გე', 'nino@xn--lodzmeh.xn--node', 'info@example.გე'],
};

/** Malformed addresses, the same faults in each script. */
const INVALID = {
  latin: [
    '',
    'dana.example.kz',
    'dana@',
    '@example.kz',
    'dana@@example.kz',
    'dana@example@kz',
    'dana@example.kz@example.kz',
    '.dana@example.kz',
    'dana.@example.kz',
    'da..na@example.kz',
    'dana@.example.kz',
    'dana@example.kz.',
    'dana@example..kz',
    'dana@-example.kz',
    'dana@example-.kz',
    `dana@${'a'.repeat(64)}.kz`,
    `${'a'.repeat(65)}@example.kz`,
    `dana@${Array.from({ length: 4 }, () => 'a'.repeat(63)).join('.')}`,
    'dana@localhost',
    'dana@[127.0.0.1]',
    'dana@[IPv6:::1]',
    'dana@127.0.0.1',
    'dana@0x7f.1',
    'dana@example.123',
    'dana@example.k',
    // A top-level domain is letters only, from its first character to its last.
    'dana@example.1kz',
    'dana@example.kz1',
    'dana@ex_ample.kz',
    'dana@ex%41mple.kz',
    'dana@example.kz:25',
    'dana@example.kz/path',
    'dana@xn--zz.kz',
    '"dana"@example.kz',
    '"da na"@example.kz',
    'dana(work)@example.kz',
    'da na@example.kz',
    ' dana@example.kz',
    'dana@example.kz ',
    'da<na>@example.kz',
    'da,na@example.kz',
    'da\\na@example.kz',
    'dana\u0000@example.kz',
    'dana\n@example.kz',
    'dana@exa\u0007mple.kz',
    'dana\u202e@example.kz',
    '\u2066dana@example.kz',
  ],
  russian: [
    'info.почта.рф',
    'info@почта@рф',
    'info@почта.рф@почта.рф',
    '@почта.рф',
    'иван..петров@почта.рф',
    '.иван@почта.рф',
    'info@почта..рф',
    'info@почта.рф.',
    'info@-почта.рф',
    'info@почта-.рф',
    'info@рф',
    'info@поч та.рф',
    'и ван@почта.рф',
    `${'я'.repeat(33)}@почта.рф`, // 66 octets
    'info@по\u200dчта.рф',
    'info@по\u00adчта.рф',
    'info@по\u202eчта.рф',
    'info@почта.рф\u0000',
    'info@почта.123',
  ],
  kazakh: [
    'әсем.пошта.қаз',
    'әсем@',
    'әсем@@пошта.қаз',
    'әсем.@пошта.қаз',
    'әсем@пошта..қаз',
    'әсем@-пошта.қаз',
    'әсем@қаз',
    'әсем@пошта.қаз.',
    'ә сем@пошта.қаз',
    'әсем\u202d@пошта.қаз',
    'әсем@[10.0.0.1]',
    'әсем@пошта.7',
  ],
  georgian: [
    'ნინო.ფოსტა.გე',
    'ნინო@ფოსტა',
    'ნინო@გე',
    'ნინო@ფოსტა@გე',
    'ნინო..ბერიძე@ფოსტა.გე',
    'ნინო@ფოსტა..გე',
    'ნინო@-ფოსტა.გე',
    'ნინო@ფოსტა-.გე',
    // 43 letters, but 64 octets once converted (xn--lodaacfgh...).
    `ნინო@${GEORGIAN_ALPHABET}საქართველო.გე`,
    'ნი ნო@ფოსტა.გე',
    'ნინო@ფოსტა.გე\u202e',
    'ნინო\u0085@ფოსტა.გე',
    'ნინო@ფოსტა.99',
  ],
};

describe('isEmailAddress', () => {
  for (const [script, addresses] of Object.entries(VALID))
    it.each(addresses)(`accepts a ${script} address: %j`, (address) => {
      expect(isEmailAddress(address)).toBe(true);
    });

  for (const [script, addresses] of Object.entries(INVALID))
    it.each(addresses)(`refuses a malformed ${script} address: %j`, (address) => {
      expect(isEmailAddress(address)).toBe(false);
    });

  it('refuses symbols in the local part: RFC 6531 allows any character, mail services give only letters and numbers', () => {
    expect(isEmailAddress('😀@example.kz')).toBe(false);
    expect(isEmailAddress('€uro@почта.рф')).toBe(false);
  });

  it('refuses a domain that its conversion to ASCII splits: a browser turns "⒈" into "1."', () => {
    // Node refuses '⒈' outright; a browser's IDNA maps it, and the mail would go to another domain.
    vi.stubGlobal(
      'URL',
      class extends URL {
        constructor(url: string) {
          super(url.replaceAll('⒈', '1.'));
        }
      },
    );
    try {
      expect(isEmailAddress('dana@ex⒈ample.kz')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('measures the whole address with its domain in ASCII: 254 octets at most', () => {
    const domain = (lastLabel: number) => `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(lastLabel)}.kz`;
    expect(domain(58)).toHaveLength(253);
    expect(isEmailAddress(`a@${domain(58)}`)).toBe(false);
    expect(isEmailAddress(`ab@${domain(56)}`)).toBe(true);
    expect(isEmailAddress(`abc@${domain(56)}`)).toBe(false);
    // Counted in octets, not characters: 'я' is two.
    expect(isEmailAddress(`яb@${domain(56)}`)).toBe(false);
  });
});
