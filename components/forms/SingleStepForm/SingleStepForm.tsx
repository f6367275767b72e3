'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { FORM_SCHEMAS } from '@/lib/forms/schemas';
import { Honeypot } from '@/components/forms/Honeypot/Honeypot';
import { SendFailure } from '@/components/forms/SendFailure/SendFailure';
import { SubmissionDone } from '@/components/forms/SubmissionDone/SubmissionDone';
import { Field } from '../Field/Field';
import { useSubmission } from '../useSubmission';
import styles from '@/components/requests/RequestForm/RequestForm.module.css';

export type FieldSpec = {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'number' | 'select' | 'textarea';
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  options?: { value: string; label: string }[];
};

type Props = { kind: 'support' | 'investor'; fields: FieldSpec[]; submitLabel: string; successText: string };

/** A one-page form (support message, investor request) with the same draft, sending and offline rules as the requests. */
export function SingleStepForm({ kind, fields, submitLabel, successText }: Props) {
  const t = useTranslations('RequestForm');
  const id = useId();
  const { state, submit, restore, save } = useSubmission<FieldValues>(kind, 'page');
  const form = useForm<FieldValues>({ resolver: zodResolver(FORM_SCHEMAS[kind] as never) as unknown as Resolver<FieldValues>, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { register, handleSubmit, formState, setError, setFocus, reset, watch } = form;

  useEffect(() => {
    const draft = restore();
    if (draft) reset(draft.values);
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
    return <SubmissionDone phase={state.phase} sentText={successText} headingLevel={3} />;
  }

  const errorOf = (name: string) => (formState.errors[name]?.message as string | undefined) ?? undefined;

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)} data-form={kind}>
      <Honeypot field={register('website')} />
      <div className={styles.grid}>
        {fields.map((field) => (
          <div key={field.name} className={field.type === 'textarea' ? styles.full : undefined}>
            <Field id={`${id}-${field.name}`} label={field.label} required={field.required} hint={field.hint} error={errorOf(field.name)}>
              {(aria) =>
                field.type === 'textarea' ? (
                  <textarea rows={5} {...aria} {...register(field.name)} />
                ) : field.type === 'select' ? (
                  <select {...aria} {...register(field.name)}>
                    <option value="">{t('choose')}</option>
                    {field.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    type={field.type}
                    autoComplete={field.autoComplete}
                    inputMode={field.type === 'number' ? 'numeric' : undefined}
                    {...aria}
                    {...register(field.name, field.type === 'number' ? { setValueAs: (v) => (v === '' || v === undefined ? undefined : Number(v)) } : {})}
                  />
                )
              }
            </Field>
          </div>
        ))}
      </div>
      {state.phase === 'failed' ? <SendFailure /> : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={state.phase === 'sending'}>
          {state.phase === 'sending' ? t('sending') : state.phase === 'failed' ? t('retry') : submitLabel}
        </button>
      </div>
    </form>
  );
}
