import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALLOWED_ATTACHMENT_TYPES } from '@/lib/submissions/attachments';
import { ATTACHMENT_ACCEPT, INVESTOR_FIELDS, REQUEST_CONTACT_FIELDS, SUPPORT_FIELDS, type FieldSpec } from './fields';
import { REQUEST_STEP_FIELDS } from './request-steps';
import { FORM_SCHEMAS } from './schemas';
import { validInvestor, validMeeting, validSupport } from './schemas.fixtures';

/** Whether the form's schema refuses a valid value without this field: what `required` must say. */
function requiredBySchema(schema: z.ZodType, valid: Record<string, unknown>, name: string): boolean {
  const { [name]: _left, ...without } = valid;
  return !schema.safeParse(without).success;
}

describe.each([
  ['support', SUPPORT_FIELDS, FORM_SCHEMAS.support, validSupport],
  ['investor', INVESTOR_FIELDS, FORM_SCHEMAS.investor, validInvestor],
  ['request contacts', REQUEST_CONTACT_FIELDS, FORM_SCHEMAS.meeting, validMeeting],
] as const)('the %s fields', (_form, fields: readonly FieldSpec[], schema, valid) => {
  it('are each named once', () => {
    expect(new Set(fields.map((field) => field.name)).size).toBe(fields.length);
  });

  it('say required exactly where the schema requires', () => {
    for (const field of fields) expect(`${field.name}: ${Boolean(field.required)}`).toBe(`${field.name}: ${requiredBySchema(schema, valid, field.name)}`);
  });

  it('give every select a choice list, and nothing else one', () => {
    for (const field of fields) expect(field.type === 'select').toBe(field.choices !== undefined);
  });
});

it('the request form’s first step checks exactly its contact fields', () => {
  expect(REQUEST_STEP_FIELDS[0]).toEqual(REQUEST_CONTACT_FIELDS.map((field) => field.name));
});

it('the file input offers exactly the types the API takes', () => {
  const TYPE_OF_EXTENSION: Record<string, string> = {
    '.pdf': 'application/pdf',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.webp': 'image/webp',
    '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    '.odt': 'application/vnd.oasis.opendocument.text',
    '.ods': 'application/vnd.oasis.opendocument.spreadsheet',
    '.txt': 'text/plain',
    '.csv': 'text/csv',
  };
  const offered = ATTACHMENT_ACCEPT.split(',').map((extension) => TYPE_OF_EXTENSION[extension] ?? `unknown ${extension}`);
  expect(new Set(offered)).toEqual(new Set(ALLOWED_ATTACHMENT_TYPES));
});
