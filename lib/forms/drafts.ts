/**
 * Form drafts: what a visitor has typed, kept in localStorage with the submission's idempotency
 * key until the server has it, so a reload or a failed send loses nothing.
 */

import type { SubmissionKind } from './schemas';
import { withCurrentSupportNames } from './support-names';

export type Draft<T> = { values: T; step: number; key: string };

export function draftStorageKey(kind: SubmissionKind, draftId: string): string {
  return `form-draft:${kind}:${draftId}`;
}

export function readDraft<T>(storage: Pick<Storage, 'getItem'>, storageKey: string): Draft<T> | null {
  try {
    const raw = storage.getItem(storageKey);
    // Stryker disable next-line ConditionalExpression: JSON.parse reads a missing item (null) as null and throws on an empty one, both no draft as well
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<Draft<T>> | null;
    // A key and an object of values; anything else (a number, a string, null) is no draft.
    // Stryker disable next-line OptionalChaining: reading `key` of a stored null throws, which the catch below turns into the same null
    if (typeof draft?.key !== 'string' || !draft.values || typeof draft.values !== 'object') return null;
    // A support draft from before the form's fields were renamed fills the renamed fields.
    return storageKey.startsWith(draftStorageKey('support', ''))
      ? ({ ...draft, values: withCurrentSupportNames(draft.values) as T } as Draft<T>)
      : (draft as Draft<T>);
  } catch {
    return null;
  }
}

/** The draft kept in this browser, or none when there is none or storage is blocked. */
export function readStoredDraft<T>(storageKey: string): Draft<T> | null {
  try {
    return readDraft<T>(window.localStorage, storageKey);
  } catch {
    // Touching localStorage throws when the browser blocks storage: then there is no draft.
    return null;
  }
}

/** Keeps a draft in this browser; false when storage is full or blocked (the form still works, without a draft). */
export function storeDraft<T>(storageKey: string, draft: Draft<T>): boolean {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** Forgets a draft once the server has it. */
export function clearDraft(storageKey: string): void {
  try {
    window.localStorage.removeItem(storageKey);
  } catch {
    // Storage blocked: nothing was kept, nothing to clear.
  }
}
