'use client';

import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import styles from '@/components/requests/RequestForm/RequestForm.module.css';
import { draftStorageKey, readStoredDraft, typedValues } from '@/lib/forms/drafts';
import type { SingleStepForm as Form, TakeOver } from './SingleStepForm';
import { SingleStepFields } from './SingleStepFields';

type Props = ComponentProps<typeof Form>;

/** How long after the page is shown the form code loads untouched: after the page's busy start. */
const SETTLE_MS = 3000;

let formCode: Promise<typeof import('./SingleStepForm')> | null = null;
const loadFormCode = () => (formCode ??= import('./SingleStepForm'));

/** What the visitor typed into the plain form, and where the caret was, read just before the swap. */
function readTakeOver(form: HTMLFormElement | null, fields: Props['fields']): TakeOver | null {
  if (!form) return null;
  const numbers = new Set(fields.filter((field) => field.type === 'number').map((field) => field.name));
  const values = typedValues(new FormData(form).entries(), numbers);
  const active = document.activeElement;
  const focused =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) && form.contains(active) && active.name ? active : null;
  const selection = (element: typeof focused, key: 'selectionStart' | 'selectionEnd') => {
    try {
      return element instanceof HTMLSelectElement ? null : (element?.[key] ?? null);
    } catch {
      return null;
    }
  };
  return { values, focus: focused ? { name: focused.name, selectionStart: selection(focused, 'selectionStart'), selectionEnd: selection(focused, 'selectionEnd') } : undefined };
}

/**
 * The support and investor forms. The page renders them as plain, usable fields; react-hook-form,
 * zod and the HTTP client load when the visitor first touches the form, at once when a draft is
 * waiting, and otherwise a few seconds after the page has settled: never during its busy start.
 * The loaded form takes over what was typed, and the focus, without a visible change.
 */
export function LazySingleStepForm(props: Props) {
  const id = useId();
  const plainForm = useRef<HTMLFormElement>(null);
  const [Loaded, setLoaded] = useState<typeof Form | null>(null);

  const submitPressed = useRef(false);
  const load = () => {
    void loadFormCode().then((module) => setLoaded(() => module.SingleStepForm));
  };

  useEffect(() => {
    if (readStoredDraft(draftStorageKey(props.kind, 'page'))) {
      load();
      return;
    }
    // Otherwise once the page has settled, so the form also works if the connection drops later;
    // the first touch loads it sooner.
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      // Safari has no requestIdleCallback: there the settle delay alone has to do.
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(load);
      else load();
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [props.kind]);

  // Read during the render that swaps the forms: the plain form is still in the document then,
  // and nothing typed between this read and the swap can be lost (both happen in one task).
  const takeOver = useRef<TakeOver | null | undefined>(undefined);
  if (Loaded && takeOver.current === undefined) {
    const read = readTakeOver(plainForm.current, props.fields);
    takeOver.current = read && { ...read, submit: submitPressed.current };
  }

  if (Loaded) return <Loaded {...props} takeOver={takeOver.current} />;
  return (
    <form
      ref={plainForm}
      className={styles.form}
      noValidate
      data-form={props.kind}
      data-loading="lazy"
      onFocus={load}
      onPointerDown={load}
      onSubmit={(event) => {
        // Sent as soon as the form code is there: pressing Send is never lost either.
        event.preventDefault();
        submitPressed.current = true;
        load();
      }}
    >
      <SingleStepFields idPrefix={id} fields={props.fields} control={(field) => ({ name: field.name })} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}
