'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { createApiClient, sendSubmission, type SendResult } from '@/lib/api/client';
import { draftStorageKey, readStoredDraft, type Draft } from '@/lib/forms/drafts';
import type { SubmissionKind } from '@/lib/forms/schemas';
import { enqueue } from '@/lib/offline/queue';
import { useFormsSettings } from './FormScope/FormsContext';

/**
 * Draft, sending and offline queue of one form. The draft (values and idempotency key) is kept in
 * localStorage until the server has the submission, so a reload, closing the dialog or a failed
 * send loses nothing, and a retry is stored only once.
 */
export type SubmissionState = { phase: 'editing' } | { phase: 'sending' } | { phase: 'sent'; id: string } | { phase: 'queued' } | { phase: 'failed' };


export function useSubmission<T extends Record<string, unknown>>(kind: SubmissionKind, draftId: string) {
  const { apiBaseUrl } = useFormsSettings();
  const t = useTranslations('RequestForm');
  const client = useMemo(() => createApiClient(apiBaseUrl), [apiBaseUrl]);
  const storageKey = draftStorageKey(kind, draftId);
  const keyRef = useRef<string>('');
  const [state, setState] = useState<SubmissionState>({ phase: 'editing' });

  const restore = useCallback((): Draft<T> | null => {
    const draft = readStoredDraft<T>(storageKey);
    keyRef.current = draft?.key ?? crypto.randomUUID();
    return draft;
  }, [storageKey]);

  if (!keyRef.current && typeof window !== 'undefined') keyRef.current = readStoredDraft<T>(storageKey)?.key ?? crypto.randomUUID();

  const save = useCallback(
    (values: T, step: number) => {
      try {
        window.localStorage.setItem(storageKey, JSON.stringify({ values, step, key: keyRef.current } satisfies Draft<T>));
      } catch {
        // Storage full or blocked: the form still works, only without a draft.
      }
    },
    [storageKey],
  );

  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(storageKey);
    } catch {
      // Nothing kept, nothing to clear.
    }
    keyRef.current = crypto.randomUUID();
  }, [storageKey]);

  const submit = useCallback(
    async (data: Record<string, unknown>, attachment?: File | null): Promise<SendResult> => {
      setState({ phase: 'sending' });
      const key = keyRef.current;
      const result = navigator.onLine ? await sendSubmission(client, kind, data, { idempotencyKey: key, attachment }) : ({ status: 'offline' } as const);
      if (result.status === 'sent') {
        clear();
        setState({ phase: 'sent', id: result.id });
        toast.success(t('successTitle'), { id: `sent-${key}` });
      } else if (result.status === 'offline' && !attachment) {
        // Kept with its key; the app sends it when the connection returns (AppStatus).
        enqueue(window.localStorage, { key, kind, data, queuedAt: new Date().toISOString() });
        clear();
        setState({ phase: 'queued' });
        window.dispatchEvent(new Event('offline-queue-changed'));
      } else if (result.status === 'invalid') {
        setState({ phase: 'editing' });
      } else {
        setState({ phase: 'failed' });
        toast.error(t('sendError'), { id: `failed-${key}` });
      }
      return result;
    },
    [client, kind, clear, t],
  );


  return { state, setState, submit, restore, save, clear };
}
