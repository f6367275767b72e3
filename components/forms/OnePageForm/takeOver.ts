import { valuesFromFormFields } from '@/lib/forms/form-post';

/** What the visitor had typed into a one-page form, and where the caret was, when another form takes its place. */
export type TakeOver = {
  values: Record<string, unknown>;
  focus?: { name: string; selectionStart: number | null; selectionEnd: number | null };
};

/**
 * Read in the render that swaps the forms: the one-page form is still in the document then, and
 * nothing typed between this read and the swap can be lost (both happen in one task).
 */
export function readTakeOver(kind: string): TakeOver | null {
  const form = document.querySelector<HTMLFormElement>(`form[data-one-page][data-form="${kind}"]`);
  if (!form) return null;
  const entries = [...new FormData(form).entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  let values: Record<string, unknown>;
  try {
    values = valuesFromFormFields(entries).values;
  } catch {
    values = {};
  }
  const active = document.activeElement;
  const focused = (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && form.contains(active) && active.name ? active : null;
  const selection = (key: 'selectionStart' | 'selectionEnd') => {
    try {
      return focused?.[key] ?? null;
    } catch {
      return null; // E-mail and number inputs have no selection.
    }
  };
  return {
    values,
    focus: focused ? { name: focused.name, selectionStart: selection('selectionStart'), selectionEnd: selection('selectionEnd') } : undefined,
  };
}
