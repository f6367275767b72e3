import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { INVESTOR_FIELDS, REQUEST_CONTACT_FIELDS, SUPPORT_FIELDS, type FieldSpec } from './fields';
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
