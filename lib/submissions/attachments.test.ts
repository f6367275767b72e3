import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FILENAME_BYTES, detectAttachmentType, safeFilename } from './attachments';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

describe('attachment types', () => {
  it('are recognised by content', async () => {
    expect(await detectAttachmentType(bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'brief.pdf')).toBe('application/pdf');
    expect(await detectAttachmentType(PNG, 'scan.png')).toBe('image/png');
    expect(await detectAttachmentType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', [0]), 'photo.jpg')).toBe('image/jpeg');
  });

  it('ignore a misleading name: an executable called .pdf is refused, a PNG called .pdf is a PNG', async () => {
    expect(await detectAttachmentType(bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0]), 'invoice.pdf')).toBeUndefined();
    expect(await detectAttachmentType(PNG, 'invoice.pdf')).toBe('image/png');
    expect(await detectAttachmentType(bytes('<html><script>alert(1)</script>'), 'page.pdf')).toBeUndefined();
  });

  it('accept plain text only as .txt or .csv and valid UTF-8', async () => {
    expect(await detectAttachmentType(bytes('name,budget\nDana,4000\n'), 'list.csv')).toBe('text/csv');
    expect(await detectAttachmentType(new TextEncoder().encode('Задача: сайт'), 'notes.txt')).toBe('text/plain');
    expect(await detectAttachmentType(bytes('plain text'), 'notes.sh')).toBeUndefined();
    expect(await detectAttachmentType(bytes([0xc3, 0x28]), 'bad.txt')).toBeUndefined();
    expect(await detectAttachmentType(new Uint8Array(), 'empty.txt')).toBeUndefined();
    // The extension in any case; a NUL byte makes it no text, whatever the name.
    expect(await detectAttachmentType(bytes('a;b\n'), 'LIST.CSV')).toBe('text/csv');
    expect(await detectAttachmentType(bytes('Notes.'), 'Notes.TxT')).toBe('text/plain');
    expect(await detectAttachmentType(bytes('text', [0], 'more'), 'notes.txt')).toBeUndefined();
    expect(await detectAttachmentType(bytes('plain text'), 'notes')).toBeUndefined();
  });

  it('refuse a recognised type that is not taken, such as an archive or a program', async () => {
    const zip = bytes('PK', [3, 4, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0], 'a', 'b'.repeat(40));
    expect(await detectAttachmentType(zip, 'files.zip')).toBeUndefined();
    expect(await detectAttachmentType(zip, 'files.txt')).toBeUndefined();
    expect(await detectAttachmentType(bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]), 'image.gif')).toBeUndefined();
    expect(await detectAttachmentType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'photo.webp')).toBe('image/webp');
  });
});

describe('safeFilename', () => {
  it('drops paths and control characters', () => {
    expect(safeFilename('../../etc/passwd')).toBe('passwd');
    expect(safeFilename('C:\\Users\\me\\brief.pdf')).toBe('brief.pdf');
    expect(safeFilename('a\u0000b.pdf')).toBe('ab.pdf');
    expect(safeFilename('a\u0085b\u009b.pdf')).toBe('ab.pdf');
    expect(safeFilename('   ')).toBe('attachment');
    expect(safeFilename('..')).toBe('attachment');
    expect(safeFilename('.')).toBe('attachment');
    expect(safeFilename('dir/.')).toBe('attachment');
    expect(safeFilename(' . ')).toBe('attachment');
    expect(safeFilename('dir/..')).toBe('attachment');
    expect(safeFilename('Бриф.pdf')).toBe('Бриф.pdf');
  });

  const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
  const clusters = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(({ segment }) => segment);
  /** What a stored name must be: within the limit, valid text, made of the original's whole characters. */
  const expectWholeAndWithin = (stored: string) => {
    expect(bytes(stored)).toBeLessThanOrEqual(MAX_FILENAME_BYTES);
    expect(stored.isWellFormed(), 'no half of a surrogate pair').toBe(true);
    expect(Buffer.from(stored, 'utf8').toString('utf8')).toBe(stored);
  };

  it(`keeps a name of up to ${MAX_FILENAME_BYTES} UTF-8 bytes whole, whatever its script`, () => {
    // Exactly the limit, with a space before the extension that a shortened name would lose.
    expect(safeFilename(`${'a'.repeat(250)} .pdf`)).toBe(`${'a'.repeat(250)} .pdf`);
    for (const name of ['ბრიფი-2026.pdf', 'Техническое задание.docx', '👩‍👩‍👧‍👦 семья.png', '🇬🇪🇰🇿.pdf', `${'ა'.repeat(83)}.pdf`, 'x'.repeat(255)]) {
      expect(safeFilename(name)).toBe(name);
    }
    // 84 Georgian letters are 252 bytes, but only 84 of the 200 UTF-16 units the old rule kept.
    expect(safeFilename(`${'ა'.repeat(84)}.pdf`)).toBe(`${'ა'.repeat(83)}.pdf`);
  });

  it.each([
    ['family emoji (ZWJ sequences)', '👩‍👩‍👧‍👦', '.pdf'],
    ['flags (regional indicator pairs)', '🇬🇪', '.png'],
    ['a face emoji (a surrogate pair)', '😀', '.txt'],
    ['Georgian', 'ქ', '.docx'],
    ['Cyrillic', 'Ж', '.pdf'],
    ['a letter with a combining accent', 'и\u0306', '.odt'],
  ])('shortens a long name of %s between its characters, keeping the extension', (_, character, extension) => {
    const stored = safeFilename(`${character.repeat(200)}${extension}`);
    expectWholeAndWithin(stored);
    expect(stored.endsWith(extension)).toBe(true);
    const stem = stored.slice(0, -extension.length);
    expect(clusters(stem).every((cluster) => cluster === character)).toBe(true);
    // As many whole characters as fit.
    expect(clusters(stem)).toHaveLength(Math.floor((MAX_FILENAME_BYTES - bytes(extension)) / bytes(character)));
  });

  it('keeps a long extension whole and shortens the base', () => {
    expect(safeFilename(`${'a'.repeat(300)}.webmanifest`)).toBe(`${'a'.repeat(243)}.webmanifest`);
    expect(safeFilename(`${'a'.repeat(300)}.${'x'.repeat(31)}`)).toBe(`${'a'.repeat(223)}.${'x'.repeat(31)}`);
  });

  it('cuts a name without an extension, or whose tail after the last dot is too long to be one, at its end', () => {
    expect(safeFilename('x'.repeat(300))).toBe('x'.repeat(255));
    expect(safeFilename(`${'a'.repeat(254)} ${'b'.repeat(10)}`)).toBe('a'.repeat(254));
    expect(safeFilename(`brief.${'x'.repeat(300)}`)).toBe(`brief.${'x'.repeat(249)}`);
    expect(safeFilename(`${'Ж'.repeat(100)} ${'😀'.repeat(100)}`)).toBe(`${'Ж'.repeat(100)} ${'😀'.repeat(13)}`);
  });

  it('treats a name that is all extension (a leading dot) as a name', () => {
    expect(safeFilename('.pdf')).toBe('.pdf');
    expect(safeFilename(`.${'p'.repeat(300)}`)).toBe(`.${'p'.repeat(254)}`);
  });

  it('does not leave a space before the extension, nor a character longer than the whole budget', () => {
    expect(safeFilename(`${'a'.repeat(250)} ${'b'.repeat(50)}.pdf`)).toBe(`${'a'.repeat(250)}.pdf`);
    expect(safeFilename(`Z${'\u0301'.repeat(200)}.pdf`)).toBe('attachment.pdf');
    // Without an extension, such a character leaves nothing of the name at all.
    expect(safeFilename(`Z${'\u0301'.repeat(200)}`)).toBe('attachment');
  });

  it('always stores valid text within the limit, from the start of the name, with its extension', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }), fc.constantFrom('', '.pdf', '.docx', '.webmanifest'), (text, extension) => {
        const name = `${text.replace(/[\\/.]/g, '_')}${extension}`;
        const stored = safeFilename(name);
        expectWholeAndWithin(stored);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a stored name loses
        const cleaned = name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
        if (bytes(cleaned) <= MAX_FILENAME_BYTES) {
          expect([cleaned, 'attachment']).toContain(stored);
          return;
        }
        if (extension) expect(stored.endsWith(extension)).toBe(true);
        const stem = stored.slice(0, stored.length - extension.length);
        if (stem === 'attachment') return;
        const original = clusters(cleaned.slice(0, cleaned.length - extension.length));
        expect(original.slice(0, clusters(stem).length).join('')).toBe(stem);
      }),
      { numRuns: 500 },
    );
  });
});
