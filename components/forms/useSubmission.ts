'use client';

/**
 * Draft, sending and offline queue of one form. The draft (values and idempotency key) is kept in
 * localStorage until the server has the submission, so a reload, closing the dialog or a failed
 * send loses nothing, and a retry is stored only once. Offline, the submission (with its file)
 * waits in the browser's queue and the form says so until it is delivered.
 */

import type { AxiosInstance } from 'axios';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import type { SendResult } from '@/lib/api/client';
import { useApiBaseUrl } from '@/components/system/ApiBase/ApiBase';
import { REFUSED_STATUSES } from '@/lib/api/endpoints';
import { clearDraft, draftStorageKey, readStoredDraft, storeDraft, type Draft } from '@/lib/forms/drafts';
import type { SubmissionKind } from '@/lib/forms/schemas';
import { announceQueued, onDelivered } from '@/lib/offline/events';
import { keepForLater, queuedSubmission } from '@/lib/offline/queue';
import { indexedDbQueue } from '@/lib/offline/queue-store';

export type SubmissionState =
  | { phase: 'editing' }
  | { phase: 'sending' }
  | { phase: 'sent'; id: string; reference: string }
  | { phase: 'queued'; key: string }
  /** `refused`: an answer that sending the same again cannot change (REFUSED_STATUSES). */
  | { phase: 'failed'; busy: boolean; refused: boolean };

export function useSubmission<T extends Record<string, unknown>>(kind: SubmissionKind, draftId: string) {
  const apiBaseUrl = useApiBaseUrl();
  const t = useTranslations('RequestForm');
  // The HTTP client comes with the form's code (its part preloads it), not with the page.
  const client = useRef<{ baseUrl: string; instance: AxiosInstance }>(null);
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
      storeDraft<T>(storageKey, { values, step, key: keyRef.current });
    },
    [storageKey],
  );

  const clear = useCallback(() => {
    clearDraft(storageKey);
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

  const send = useCallback(
    async (data: Record<string, unknown>, idempotencyKey: string, attachment: File | null | undefined): Promise<SendResult> => {
      let api: typeof import('@/lib/api/client');
      try {
        api = await import('@/lib/api/client');
      } catch {
        return { status: 'failed' };
      }
      if (client.current?.baseUrl !== apiBaseUrl) client.current = { baseUrl: apiBaseUrl, instance: api.createApiClient(apiBaseUrl) };
      return api.sendSubmission(client.current.instance, kind, data, { idempotencyKey, attachment });
    },
    [apiBaseUrl, kind],
  );

  const submit = useCallback(
    async (data: Record<string, unknown>, { attachment, step = 0 }: { attachment?: File | null; step?: number } = {}): Promise<SendResult> => {
      setState({ phase: 'sending' });
      const key = keyRef.current;
      const result: SendResult = navigator.onLine ? await send(data, key, attachment) : { status: 'offline' };
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
        // A busy server (503) asks for a moment; a refusal cannot be helped by trying again;
        // anything else is a send error. Nothing is lost.
        const httpStatus = result.status === 'failed' ? result.httpStatus : undefined;
        const refused = httpStatus !== undefined && REFUSED_STATUSES.has(httpStatus);
        setState({ phase: 'failed', busy: httpStatus === 503, refused });
        toast.error(refused ? t('refusedTitle') : t('sendError'), { id: `failed-${key}` });
      }
      return result;
    },
    [kind, clear, t, storageKey, send],
  );

  /** The submission's idempotency key: the draft's, until the server has it. */
  const currentKey = useCallback(() => keyRef.current, []);

  return { state, setState, submit, restore, save, clear, currentKey };
}
