/**
 * A one-page form read and filled through its elements, as the browser holds them: the values
 * are what FormData would post, so the script judges exactly what the form would send.
 */

import { formFieldsOf, valuesFromFormFields } from '@/lib/forms/form-post';
import { visitorTimeZone } from '@/lib/forms/slots';
import { closestOfferedZone } from '@/lib/forms/time-zones';

/** The fields the visitor fills, as the form's values: what FormData holds, files aside. */
export function typedValues(form: HTMLFormElement): Record<string, unknown> {
  const entries = [...new FormData(form).entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return valuesFromFormFields(entries).values;
}

export function chosenFile(form: HTMLFormElement): File | null {
  const input = form.elements.namedItem('attachment');
  return input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** The control a field error belongs to: the field itself, or the first of its group (`timeSlots` → `timeSlots.0.date`). */
export function controlFor(form: HTMLFormElement, path: string): Control | undefined {
  const own = form.elements.namedItem(path);
  if (isControl(own)) return own;
  return [...form.elements].find((element): element is Control => isControl(element) && element.name.startsWith(`${path}.`));
}

/** Whether a control still holds what the page gave it: nothing typed or chosen by the visitor yet. */
function untouched(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].every((option) => option.selected === option.defaultSelected);
  return control.value === control.defaultValue;
}

/** Puts values in the controls the visitor has not touched. */
export function fillUntouched(element: HTMLFormElement, fields: Iterable<[string, string]>) {
  for (const [name, value] of fields) {
    const control = element.elements.namedItem(name);
    if (!isControl(control) || control.type === 'hidden' || control.type === 'file' || !untouched(control)) continue;
    if (control instanceof HTMLSelectElement && ![...control.options].some((option) => option.value === value)) continue;
    control.value = value;
  }
}

/**
 * What the page's script adds once it runs, to the fields the visitor has not touched (what was
 * typed before it ran wins): the draft kept in this browser, and a time slot's zone, the visitor's
 * own or one whose clock reads the same now.
 */
export function prefill(element: HTMLFormElement, draftValues: object | undefined) {
  if (draftValues) fillUntouched(element, formFieldsOf(draftValues));
  for (const select of element.querySelectorAll<HTMLSelectElement>('select[name$=".timeZone"]')) {
    const zone = closestOfferedZone(
      visitorTimeZone(),
      [...select.options].map((option) => option.value),
      Date.now(),
    );
    if (zone) fillUntouched(element, [[select.name, zone]]);
  }
}
