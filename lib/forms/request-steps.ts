/**
 * The request form's three steps: 1/3 contacts, 2/3 details (with the attachment), 3/3 time
 * slots and the summary. A field's errors show on its step; Next checks only that step's fields.
 */

import { REQUEST_CONTACT_FIELDS } from './fields';

export const REQUEST_STEP_FIELDS = [
  REQUEST_CONTACT_FIELDS.map((field) => field.name),
  ['budgetUsd', 'expectedResult', 'location', 'comments'],
  ['timeSlots'],
] as const;

export const REQUEST_STEPS = REQUEST_STEP_FIELDS.length;

/** The file is not a form value (it is sent beside them), but it is chosen on the details step. */
const ATTACHMENT_STEP = 1;

/** The step that shows a field: `comments.2` is the details step's; an unknown field, the last. */
export function stepOfField(path: string): number {
  if (path === 'attachment') return ATTACHMENT_STEP;
  const step = REQUEST_STEP_FIELDS.findIndex((fields) => fields.some((field) => path === field || path.startsWith(`${field}.`)));
  return step >= 0 ? step : REQUEST_STEPS - 1;
}

/** Of the fields the server refused, the one to show: on the earliest step, the first named there. */
export function firstRefusedField(paths: readonly string[]): { path: string; step: number } | null {
  let first: { path: string; step: number } | null = null;
  for (const path of paths) {
    const step = stepOfField(path);
    if (!first || step < first.step) first = { path, step };
  }
  return first;
}
