'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import styles from '@/components/styles/form.module.css';
import { lazyPart, useLazyPart } from '@/components/system/LazyPart/lazyPart';
import { PartFailure } from '@/components/system/PartFailure/PartFailure';
import { draftStorageKey, readStoredDraft, typedValues } from '@/lib/forms/drafts';
import { whenIdle } from '@/lib/navigation/browser';
import { announceQueued, onDelivered } from '@/lib/offline/events';
import { keepForLater, queuedSubmission } from '@/lib/offline/queue';
import { indexedDbQueue } from '@/lib/offline/queue-store';
import { SubmissionDone } from '../SubmissionDone/SubmissionDone';
import type { SingleStepForm as Form, TakeOver } from './SingleStepForm';
import { FormFields } from '../FormFields/FormFields';

type Props = ComponentProps<typeof Form>;

const formCode = lazyPart(() => import('./SingleStepForm'), { warmUp: [() => import('@/lib/forms/schemas'), () => import('@/lib/api/client')] });

/** What the visitor typed into the plain form, as the form's values. */
function typedInto(form: HTMLFormElement, fields: Props['fields']) {
  const numbers = new Set(fields.filter((field) => field.type === 'number').map((field) => field.name));
  return typedValues(new FormData(form).entries(), numbers);
}

/** What the visitor typed into the plain form, and where the caret was, read just before the swap. */
function readTakeOver(form: HTMLFormElement | null, fields: Props['fields']): TakeOver | null {
  if (!form) return null;
  const active = document.activeElement;
  const focused =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) && form.contains(active) && active.name
      ? active
      : null;
  const selection = (element: typeof focused, key: 'selectionStart' | 'selectionEnd') => {
    try {
      return element instanceof HTMLSelectElement ? null : (element?.[key] ?? null);
    } catch {
      return null;
    }
  };
  return {
    values: typedInto(form, fields),
    focus: focused ? { name: focused.name, selectionStart: selection(focused, 'selectionStart'), selectionEnd: selection(focused, 'selectionEnd') } : undefined,
  };
}

/**
 * The support and investor forms. The page renders them as plain, usable fields; react-hook-form,
 * zod and the HTTP client load once the page is idle (so the form still works if the connection
 * drops later), when the visitor first touches the form, or at once when a draft is waiting. What
 * is typed meanwhile is kept as a draft, and the loaded form takes it over, with the focus,
 * without a visible change. Send pressed before the code is there sends as soon as it is.
 */
export function LazySingleStepForm(props: Props) {
  const id = useId();
  const t = useTranslations('Network');
  const plainForm = useRef<HTMLFormElement>(null);
  const [code, loadCode] = useLazyPart(formCode, { reloadOnFailure: false, announce: false });
  const [sendCode, loadForSend] = useLazyPart(formCode, { reloadOnFailure: true, announce: false });
  const submitPressed = useRef(false);
  const draftKey = draftStorageKey(props.kind, 'page');
  // Sent offline before the code had come: the plain form puts it in the queue itself.
  const [waiting, setWaiting] = useState<{ key: string; sent?: { reference: string } } | null>(null);

  useEffect(() => {
    if (!waiting || waiting.sent) return;
    return onDelivered(({ key, reference }) => {
      if (key === waiting.key) setWaiting({ key, sent: { reference } });
    });
  }, [waiting]);

  /** Offline, with no form code: the typed values wait in the browser's queue like any request. */
  async function queueWithoutCode(): Promise<boolean> {
    if (!plainForm.current) return false;
    const key = readStoredDraft(draftKey)?.key ?? crypto.randomUUID();
    const data = typedInto(plainForm.current, props.fields);
    if (!(await keepForLater(indexedDbQueue, queuedSubmission({ key, kind: props.kind, data, draftStorageKey: draftKey, step: 0 })))) return false;
    try {
      window.localStorage.removeItem(draftKey);
    } catch {
      // No draft kept, nothing to clear.
    }
    setWaiting({ key });
    announceQueued();
    return true;
  }

  useEffect(() => {
    if (readStoredDraft(draftKey)) {
      void loadCode();
      return;
    }
    return whenIdle(formCode.preload);
  }, [draftKey, loadCode]);

  /** Typed values go into the draft at once, so a reload (or a failed load) loses nothing. */
  function keepDraft() {
    if (!plainForm.current) return;
    try {
      const key = readStoredDraft(draftKey)?.key ?? crypto.randomUUID();
      window.localStorage.setItem(draftKey, JSON.stringify({ values: typedInto(plainForm.current, props.fields), step: 0, key }));
    } catch {
      // Storage blocked: the form still works, only without a draft.
    }
  }

  const Loaded = code.status === 'ready' ? code.value.SingleStepForm : sendCode.status === 'ready' ? sendCode.value.SingleStepForm : null;

  // Read during the render that swaps the forms: the plain form is still in the document then,
  // and nothing typed between this read and the swap can be lost (both happen in one task).
  const takeOver = useRef<TakeOver | null | undefined>(undefined);
  if (Loaded && takeOver.current === undefined) {
    const read = readTakeOver(plainForm.current, props.fields);
    takeOver.current = read && { ...read, submit: submitPressed.current };
  }

  if (waiting) {
    return <SubmissionDone phase={waiting.sent ? 'sent' : 'queued'} sentText={props.successText} reference={waiting.sent?.reference} headingLevel={3} />;
  }
  if (Loaded) return <Loaded {...props} takeOver={takeOver.current} />;
  return (
    <form
      ref={plainForm}
      className={styles.form}
      noValidate
      data-form={props.kind}
      data-loading="lazy"
      onFocus={() => void loadCode()}
      onPointerDown={() => void loadCode()}
      onInput={keepDraft}
      onSubmit={(event) => {
        // Sent as soon as the form code is there: pressing Send is never lost either. Offline, the
        // code may never come: the request waits in the queue, checked by the server once sent.
        event.preventDefault();
        keepDraft();
        if (!navigator.onLine) {
          void queueWithoutCode().then((queued) => {
            if (!queued) {
              submitPressed.current = true;
              void loadForSend();
            }
          });
          return;
        }
        submitPressed.current = true;
        void loadForSend();
      }}
    >
      <div className={styles.grid}>
        <FormFields idPrefix={id} fields={props.fields} control={(field) => ({ name: field.name })} />
      </div>
      {sendCode.status === 'failed' ? <PartFailure message={t('partFailed')} retryLabel={t('partRetry')} onRetry={() => void loadForSend()} /> : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}
