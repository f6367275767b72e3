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
  const extension = filename.toLowerCase().split('.').pop() ?? '';
  const textType = TEXT_EXTENSIONS[extension];
  if (!textType || data.includes(0)) return undefined;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return textType;
  } catch {
    return undefined;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a file name loses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A file name safe to store and show: no path, no control characters, at most 200 characters. */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 200);
  return cleaned || 'attachment';
}
