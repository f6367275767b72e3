/**
 * A form as the browser posts it (FormData, `application/x-www-form-urlencoded`, or multipart
 * without the JSON `data` part) turned into the values the schemas check: the one mapping that
 * the API uses for a form posted without JavaScript and the form's own script uses before it
 * sends, so both are judged alike.
 *
 * Names are paths: `timeSlots.0.date`, `comments.0`, so a schema error's path (`timeSlots.0.to`)
 * is the name of the field to show it on. Empty fields are left out (an optional field left
 * empty is not filled, a required one is missing); numbers become numbers; a time slot left blank
 * is no slot, whatever its time-zone select says.
 */

import { MAX_REQUEST_COMMENTS, MAX_TIME_SLOTS } from './limits';

/** The hidden field that carries a form's idempotency key (filled by the form's script; empty without one). */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** Fields whose value is a whole number (`type="number"` inputs). */
export const NUMBER_FIELDS: ReadonlySet<string> = new Set(['budgetUsd', 'amountUsd']);

/** At most this many fields in a posted form: the longest form has about 25. */
export const MAX_FORM_FIELDS = 60;

/** The largest index a list field may name: as many as the API accepts of either list. */
// Stryker disable next-line MethodExpression: both limits are 10 today, so Math.min gives the same index
const MAX_INDEX = Math.max(MAX_TIME_SLOTS, MAX_REQUEST_COMMENTS) - 1;

export type FormPost = { values: Record<string, unknown>; idempotencyKey: string | undefined };

export class FormPostError extends Error {
  constructor(readonly field: string) {
    // Stryker disable next-line StringLiteral: the message and name are read only in a stack trace; callers tell the error by instanceof and answer with its field
    super(`form field ${field} is malformed`);
    // Stryker disable next-line StringLiteral: as the message, read only in a stack trace
    this.name = 'FormPostError';
  }
}

type Leaf = string | number;
type Node = Map<string, Node | Leaf>;

/** A whole number as people type it in a number field; anything else stays text for the schema to refuse. */
function numberOrText(value: string): number | string {
  const compact = value.trim();
  return /^\d{1,15}$/.test(compact) ? Number(compact) : value;
}

/** A path segment of digits names an item of a list (`comments.0`). */
const INDEX = /^\d+$/;

/** An index no form names: past the limits, or not written as a number is (`01`, which would be item 1 a second time). */
const badIndex = (segment: string) => INDEX.test(segment) && (Number(segment) > MAX_INDEX || String(Number(segment)) !== segment);

/**
 * Nested maps to plain values: all-index keys make a list (gaps closed), other keys an object. An
 * empty map (a field left empty) makes an empty list, left out below as an empty object would be.
 */
function toValue(node: Node): unknown {
  const keys = [...node.keys()];
  if (keys.every((key) => INDEX.test(key))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => {
        const child = node.get(String(index))!;
        return child instanceof Map ? toValue(child) : child;
      });
  }
  // fromEntries makes `__proto__` an own key, never the prototype: the schema names it unknown.
  return Object.fromEntries(
    keys.map((key) => {
      const child = node.get(key)!;
      return [key, child instanceof Map ? toValue(child) : child];
    }),
  );
}

/** A slot with no date and no times (a slot's items are texts or non-empty objects, never null). */
const isBlankSlot = (slot: unknown) => typeof slot === 'object' && !['date', 'from', 'to'].some((key) => (slot as Record<string, unknown>)[key] !== undefined);

/**
 * The values of a posted form, and its idempotency key. Throws FormPostError for a field named
 * twice, a name that is not a path, or a list index past the limits or written with a leading
 * zero (nothing a form sends).
 */
export function valuesFromFormFields(entries: Iterable<[string, string]>): FormPost {
  const root: Node = new Map();
  let idempotencyKey: string | undefined;
  let count = 0;
  for (const [name, raw] of entries) {
    if (++count > MAX_FORM_FIELDS) throw new FormPostError('(too many fields)');
    if (name === IDEMPOTENCY_FIELD) {
      if (idempotencyKey !== undefined) throw new FormPostError(name);
      idempotencyKey = raw.trim() || undefined;
      continue;
    }
    const path = name.split('.');
    if (path.length > 3 || path.some((segment) => segment === '') || INDEX.test(path[0]!) || path.some(badIndex)) throw new FormPostError(name);
    let node = root;
    for (const segment of path.slice(0, -1)) {
      const child = node.get(segment) ?? new Map();
      if (!(child instanceof Map)) throw new FormPostError(name);
      node.set(segment, child);
      node = child;
    }
    const last = path.at(-1)!;
    if (node.has(last)) throw new FormPostError(name);
    if (raw === '') {
      node.set(last, new Map()); // Taken, so a second field of the name is still caught; dropped below.
      continue;
    }
    node.set(last, NUMBER_FIELDS.has(name) ? numberOrText(raw) : raw);
  }
  const values = (dropEmpty(toValue(root)) ?? {}) as Record<string, unknown>;
  if (Array.isArray(values.timeSlots)) {
    const slots = values.timeSlots.filter((slot) => !isBlankSlot(slot));
    if (slots.length > 0) values.timeSlots = slots;
    else delete values.timeSlots;
  }
  return { values, idempotencyKey };
}

/** Leaves out what was left empty: empty texts (kept as empty maps above), and lists and objects that end up empty. */
function dropEmpty(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(dropEmpty).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, dropEmpty(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/** The other way: values as the form's fields (`{ timeSlots: [{ date }] }` → `timeSlots.0.date`), to fill a form from a draft. */
export function formFieldsOf(values: object, prefix = ''): [string, string][] {
  return Object.entries(values).flatMap(([key, value]): [string, string][] => {
    if (value === undefined || value === null) return [];
    return typeof value === 'object' ? formFieldsOf(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]];
  });
}
