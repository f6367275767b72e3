import { chosenFile, typedValues } from './formDom';

/** Fields a page fills by itself: they say nothing of what the visitor did. */
const PAGE_FILLED = new Set(['locale', 'timeSlots']);

/**
 * Whether the visitor has started a one-page form of this kind: the caret is in it, or something
 * is typed or chosen in it (besides `ignore`, the fields the page chose for them). Such a form is
 * never replaced by another.
 */
export function hasStarted(kind: string, ignore: readonly string[] = []): boolean {
  const form = document.querySelector<HTMLFormElement>(`form[data-one-page][data-form="${kind}"]`);
  if (!form) return false;
  if (form.contains(document.activeElement)) return true;
  let values: Record<string, unknown>;
  try {
    values = typedValues(form);
  } catch {
    return true; // Not readable as a form: leave it to the visitor.
  }
  return Boolean(chosenFile(form)) || Object.keys(values).some((name) => !PAGE_FILLED.has(name) && !ignore.includes(name));
}
