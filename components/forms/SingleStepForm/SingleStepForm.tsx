'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { FORM_SCHEMAS } from '@/lib/forms/schemas';
import { Honeypot } from '@/components/forms/Honeypot/Honeypot';
import { SendFailure } from '@/components/forms/SendFailure/SendFailure';
import { SubmissionDone } from '@/components/forms/SubmissionDone/SubmissionDone';
import { FormFields, fieldId, type LabelledField } from '../FormFields/FormFields';
import { useSubmission } from '../useSubmission';
import { useLoadingIndicator } from '@/components/system/Loading/useLoadingIndicator';
import styles from '@/components/styles/form.module.css';

/** What the visitor had typed, and where, before this code loaded (see LazySingleStepForm). */
export type TakeOver = {
  values: Record<string, string | number>;
  focus?: { name: string; selectionStart: number | null; selectionEnd: number | null };
  submit?: boolean;
};

type Props = { kind: 'support' | 'investor'; fields: readonly LabelledField[]; submitLabel: string; successText: string; takeOver?: TakeOver | null };

/** A one-page form (support message, investor request) with the same draft, sending and offline rules as the requests. */
export function SingleStepForm({ kind, fields, submitLabel, successText, takeOver }: Props) {
  const t = useTranslations('RequestForm');
  const id = useId();
  const { state, submit, restore, save } = useSubmission<FieldValues>(kind, 'page');
  const showSending = useLoadingIndicator(state.phase === 'sending');
  const form = useForm<FieldValues>({
    resolver: zodResolver(FORM_SCHEMAS[kind] as never) as unknown as Resolver<FieldValues>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, setError, setFocus, reset, watch } = form;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form mounts: the draft and what was typed before the code loaded
  useEffect(() => {
    const draft = restore();
    // What was typed before the code loaded wins over an older draft.
    if (draft || takeOver) reset({ ...(draft?.values ?? {}), ...(takeOver?.values ?? {}) });
    const focus = takeOver?.focus;
    // By the element, not setFocus: reset() has just dropped react-hook-form's field refs.
    const element = focus ? document.getElementById(fieldId(id, focus.name)) : null;
    if (focus && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) {
      element.focus();
      if (!(element instanceof HTMLSelectElement) && focus.selectionStart !== null) {
        try {
          element.setSelectionRange(focus.selectionStart, focus.selectionEnd ?? focus.selectionStart);
        } catch {
          // Email and number inputs have no selection; the caret stays where focus put it.
        }
      }
    }
    if (takeOver?.submit) void handleSubmit(onValid)();
  }, []);
  useEffect(() => {
    const subscription = watch((values) => save(values, 0));
    return () => subscription.unsubscribe();
  }, [watch, save]);

  async function onValid(values: FieldValues) {
    const result = await submit(values);
    if (result.status === 'invalid') {
      const names = Object.keys(result.fields);
      for (const name of names) setError(name as Path<FieldValues>, { message: result.fields[name] });
      if (names[0]) setFocus(names[0] as Path<FieldValues>);
    }
  }

  if (state.phase === 'sent' || state.phase === 'queued') {
    return <SubmissionDone phase={state.phase} sentText={successText} reference={state.phase === 'sent' ? state.reference : undefined} headingLevel={3} />;
  }

  const errorOf = (name: string) => (formState.errors[name]?.message as string | undefined) ?? undefined;

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)} data-form={kind}>
      <Honeypot field={register('website')} />
      <div className={styles.grid}>
        <FormFields
          idPrefix={id}
          fields={fields}
          errorOf={errorOf}
          control={(field) => register(field.name, field.type === 'number' ? { setValueAs: (v) => (v === '' || v === undefined ? undefined : Number(v)) } : {})}
        />
      </div>
      {state.phase === 'failed' ? <SendFailure busy={state.busy} /> : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={state.phase === 'sending'}>
          {showSending ? t('sending') : state.phase === 'failed' ? t('retry') : submitLabel}
        </button>
      </div>
    </form>
  );
}
