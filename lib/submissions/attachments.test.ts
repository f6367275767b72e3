import { describe, expect, it } from 'vitest';
import { detectAttachmentType, safeFilename } from './attachments';

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
  });
});

describe('safeFilename', () => {
  it('drops paths and control characters', () => {
    expect(safeFilename('../../etc/passwd')).toBe('passwd');
    expect(safeFilename('C:\\Users\\me\\brief.pdf')).toBe('brief.pdf');
    expect(safeFilename('a\u0000b.pdf')).toBe('ab.pdf');
    expect(safeFilename('   ')).toBe('attachment');
    expect(safeFilename('Бриф.pdf')).toBe('Бриф.pdf');
  });
});
