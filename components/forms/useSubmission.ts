'use client';

/**
 * Draft, sending and offline queue of one form. The draft (values and idempotency key) is kept in
 * localStorage until the server has the submission, so a reload, closing the dialog or a failed
 * send loses nothing, and a retry is stored only once. Offline, the submission (with its file)
 * waits in the browser's queue and the form says so until it is delivered.
 */

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { createApiClient, sendSubmission, type SendResult } from '@/lib/api/client';
import { draftStorageKey, readStoredDraft, type Draft } from '@/lib/forms/drafts';
import type { SubmissionKind } from '@/lib/forms/schemas';
import { announceQueued, onDelivered } from '@/lib/offline/events';
import { keepForLater, queuedSubmission } from '@/lib/offline/queue';
import { indexedDbQueue } from '@/lib/offline/queue-store';
import { useFormsSettings } from './FormScope/FormsContext';

export type SubmissionState =
  | { phase: 'editing' }
  | { phase: 'sending' }
  | { phase: 'sent'; id: string; reference: string }
  | { phase: 'queued'; key: string }
  | { phase: 'failed'; busy: boolean };

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

  // A submission that waited offline: the form says "sent" once the queue has delivered it.
  const queuedKey = state.phase === 'queued' ? state.key : undefined;
  useEffect(() => {
    if (!queuedKey) return;
    return onDelivered(({ key, id, reference }) => {
      if (key === queuedKey) setState({ phase: 'sent', id, reference });
    });
  }, [queuedKey]);

  const submit = useCallback(
    async (data: Record<string, unknown>, { attachment, step = 0 }: { attachment?: File | null; step?: number } = {}): Promise<SendResult> => {
      setState({ phase: 'sending' });
      const key = keyRef.current;
      const result = navigator.onLine ? await sendSubmission(client, kind, data, { idempotencyKey: key, attachment }) : ({ status: 'offline' } as const);
      if (result.status === 'sent') {
        clear();
        setState({ phase: 'sent', id: result.id, reference: result.reference });
        toast.success(t('successTitle'), { id: `sent-${key}` });
      } else if (
        result.status === 'offline' &&
        (await keepForLater(indexedDbQueue, queuedSubmission({ key, kind, data, attachment, draftStorageKey: storageKey, step })))
      ) {
        // Kept with its key; components/system/OfflineQueue sends it when the connection returns.
        clear();
        setState({ phase: 'queued', key });
        announceQueued();
      } else if (result.status === 'invalid') {
        setState({ phase: 'editing' });
      } else {
        // A busy server (503) asks for a moment; anything else is a send error. Nothing is lost.
        setState({ phase: 'failed', busy: result.status === 'failed' && result.httpStatus === 503 });
        toast.error(t('sendError'), { id: `failed-${key}` });
      }
      return result;
    },
    [client, kind, clear, t, storageKey],
  );

  return { state, setState, submit, restore, save, clear };
}
