import { fileTypeFromBuffer } from 'file-type';

/** Attachments: at most 10 MB, of these types, as their content shows (not their name). */
export { MAX_ATTACHMENT_BYTES } from '@/lib/forms/limits';

export const ALLOWED_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/plain',
  'text/csv',
] as const;

const TEXT_EXTENSIONS: Record<string, 'text/plain' | 'text/csv'> = { txt: 'text/plain', csv: 'text/csv' };

/** The attachment's real type, or undefined when it is not an allowed document or image. */
export async function detectAttachmentType(data: Uint8Array, filename: string): Promise<string | undefined> {
  if (data.byteLength === 0) return undefined;
  const detected = await fileTypeFromBuffer(data);
  if (detected) return (ALLOWED_ATTACHMENT_TYPES as readonly string[]).includes(detected.mime) ? detected.mime : undefined;
  // Plain text has no signature: accept it only when the name says text and the bytes are UTF-8.
  // A split gives at least one piece: there is always a last.
  const extension = filename.toLowerCase().split('.').pop()!;
  const textType = TEXT_EXTENSIONS[extension];
  if (!textType || data.includes(0)) return undefined;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return undefined;
  }
  return textType;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a file name loses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * The longest file name kept, in UTF-8 bytes: what ext4, XFS, Btrfs and ZFS allow (255 bytes),
 * and within NTFS's and APFS's 255 characters, so whoever saves the file can keep its name.
 */
export const MAX_FILENAME_BYTES = 255;

/** After the last dot, up to this many bytes, is an extension, kept whole; a longer tail is part of the name. */
const MAX_EXTENSION_BYTES = 32;

// UTF-8 is Buffer's own encoding.
const utf8Bytes = (text: string) => Buffer.byteLength(text);
// Stryker disable next-line ObjectLiteral: grapheme is Intl.Segmenter's default granularity; it is named for the reader
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The longest start of `text` within `budget` UTF-8 bytes, cut between characters as people see them. */
function cutToBytes(text: string, budget: number): string {
  let kept = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    used += utf8Bytes(segment);
    if (used > budget) break;
    kept += segment;
  }
  return kept;
}

/**
 * A file name safe to store and show: no path, no control characters, at most
 * MAX_FILENAME_BYTES of UTF-8. A longer name loses the end of its base, never its extension,
 * and is cut only between grapheme clusters (a flag, an emoji with its joiners, a letter with its
 * accents stay whole), so what is stored is always valid text.
 */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop()!;
  const cleaned = base.replace(CONTROL_CHARACTERS, '').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return 'attachment';
  if (utf8Bytes(cleaned) <= MAX_FILENAME_BYTES) return cleaned;
  // A leading dot starts a name (".env"), not an extension.
  const dot = cleaned.lastIndexOf('.');
  // Stryker disable next-line EqualityOperator: with its only dot first, the "extension" would be the whole name, over 255 bytes here, far too long to be kept as one
  const extension = dot > 0 ? cleaned.slice(dot) : '';
  if (extension && utf8Bytes(extension) <= MAX_EXTENSION_BYTES) {
    // A single cluster longer than the whole budget (hundreds of combining marks) leaves nothing.
    // Stryker disable next-line MethodExpression: the name before the extension is longer than its budget here (the name is over 255 bytes, its extension at most 32), so it is cut where the whole name would be
    const before = cleaned.slice(0, dot);
    const stem = cutToBytes(before, MAX_FILENAME_BYTES - utf8Bytes(extension)).trimEnd() || 'attachment';
    return `${stem}${extension}`;
  }
  return cutToBytes(cleaned, MAX_FILENAME_BYTES).trimEnd() || 'attachment';
}
