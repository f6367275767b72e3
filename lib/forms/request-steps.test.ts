import { describe, expect, it } from 'vitest';
import { MeetingRequest } from './schemas';
import { firstRefusedField, REQUEST_STEP_FIELDS, stepOfField } from './request-steps';

describe('the request form’s steps', () => {
  it('place every field of the schema but the target, the honeypot and the language on one step', () => {
    const placed = REQUEST_STEP_FIELDS.flat();
    const fields = Object.keys(MeetingRequest.shape).filter((field) => !['expertId', 'website', 'locale'].includes(field));
    expect([...placed].sort()).toEqual(fields.sort());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it('find a field’s step, also for a path inside a list, and the file’s', () => {
    expect(stepOfField('email')).toBe(0);
    expect(stepOfField('comments.3')).toBe(1);
    expect(stepOfField('attachment')).toBe(1);
    expect(stepOfField('timeSlots.0.date')).toBe(2);
    expect(stepOfField('somethingNew')).toBe(2);
  });

  it('show the refused field of the earliest step first', () => {
    expect(firstRefusedField(['timeSlots.1.to', 'attachment', 'industry', 'email'])).toEqual({ path: 'industry', step: 0 });
    expect(firstRefusedField(['timeSlots.0.date'])).toEqual({ path: 'timeSlots.0.date', step: 2 });
    expect(firstRefusedField([])).toBeNull();
  });
});
