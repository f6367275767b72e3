'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { Honeypot } from '@/components/forms/Honeypot/Honeypot';
import { SendFailure } from '@/components/forms/SendFailure/SendFailure';
import { SubmissionDone } from '@/components/forms/SubmissionDone/SubmissionDone';
import { useFormsSettings } from '@/components/forms/FormsContext/FormsContext';
import { useSubmission } from '@/components/forms/useSubmission';
import { useLoadingIndicator } from '@/components/system/Loading/useLoadingIndicator';
import styles from '@/components/styles/form.module.css';
import { firstRefusedField, REQUEST_STEP_FIELDS, REQUEST_STEPS } from '@/lib/forms/request-steps';
import { MeetingRequest, ServiceRequest } from '@/lib/forms/schemas';
import { visitorTimeZone } from '@/lib/forms/slots';
import type { RequestTarget } from '../RequestButton/RequestButton';
import { ContactsStep } from './ContactsStep';
import { DetailsStep, useAttachment } from './DetailsStep';
import type { RequestValues } from './form-context';
import { PriceNote } from './PriceNote';
import { RequestSummary } from './RequestSummary';
import { emptySlot, SlotsStep } from './SlotsStep';
import { StepActions } from './StepActions';
import { StepProgress } from './StepProgress';

type Kind = 'meeting' | 'service';

/**
 * The three-step request (lib/forms/request-steps.ts), validated by the same schema as the API;
 * server errors land on their fields and steps; the draft survives reloads and closing the dialog.
 */
export function RequestForm({ kind, target, onClose }: { kind: Kind; target: RequestTarget; onClose?: () => void }) {
  const locale = useLocale();
  const t = useTranslations('RequestForm');
  const { termsHref } = useFormsSettings();
  const id = useId();
  const [step, setStep] = useState(0);
  const attachment = useAttachment();
  const [timeZone, setTimeZone] = useState('UTC');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state, setState, submit, restore, save } = useSubmission<RequestValues>(kind, target.id);
  const showSending = useLoadingIndicator(state.phase === 'sending');

  const targetField = kind === 'meeting' ? 'expertId' : 'serviceId';
  const form = useForm<RequestValues>({
    // One schema or the other by kind; both validate the same fields but the target id.
    resolver: zodResolver((kind === 'meeting' ? MeetingRequest : ServiceRequest) as typeof MeetingRequest) as unknown as Resolver<RequestValues>,
    // Not on blur: an error vanishing as the field loses focus moves the Next button under the
    // pointer and swallows the click. Fields are re-checked as they change instead (below).
    mode: 'onSubmit',
    defaultValues: { [targetField]: target.id, comments: [], timeSlots: [emptySlot('UTC')], locale } as unknown as RequestValues,
  });
  const { register, control, trigger, setFocus, handleSubmit, watch, setValue, setError, getValues, reset } = form;
  const slots = useFieldArray({ control, name: 'timeSlots' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the browser: the draft and the time zone
  useEffect(() => {
    const zone = visitorTimeZone();
    setTimeZone(zone);
    const draft = restore();
    if (draft) {
      reset({ ...draft.values, [targetField]: target.id, locale } as RequestValues);
      setStep(Math.min(draft.step, REQUEST_STEPS - 1));
    } else {
      setValue('timeSlots', [emptySlot(zone)]);
    }
  }, []);

  useEffect(() => {
    const subscription = watch((values, { name }) => {
      save(values as RequestValues, step);
      // Once a field shows an error, it is re-checked on every change, so the error goes as soon as it is fixed.
      if (name && form.getFieldState(name as FieldPath<RequestValues>).error) void trigger(name as FieldPath<RequestValues>);
    });
    return () => subscription.unsubscribe();
  }, [watch, save, step, trigger, form]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to each new step's heading
  useEffect(() => headingRef.current?.focus(), [step]);

  async function next() {
    if (await trigger([...REQUEST_STEP_FIELDS[step]!], { shouldFocus: true })) {
      save(getValues(), step + 1);
      setStep(step + 1);
    }
  }

  async function onValid(values: RequestValues) {
    const result = await submit(values as Record<string, unknown>, { attachment: attachment.file, step: REQUEST_STEPS - 1 });
    if (result.status !== 'invalid') return;
    for (const [path, key] of Object.entries(result.fields)) {
      if (path === 'attachment') attachment.refuse(key);
      else setError(path as FieldPath<RequestValues>, { message: key });
    }
    const first = firstRefusedField(Object.keys(result.fields));
    if (!first) return;
    setStep(first.step);
    if (first.path !== 'attachment') setTimeout(() => setFocus(first.path as FieldPath<RequestValues>), 0);
  }

  if (state.phase === 'sent' || state.phase === 'queued') {
    return (
      <SubmissionDone
        phase={state.phase}
        sentText={t('successText')}
        reference={state.phase === 'sent' ? state.reference : undefined}
        headingLevel={2}
        onClose={onClose}
      />
    );
  }

  const stepNames = [t('stepContacts'), t('stepDetails'), t('stepSlots')];
  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.title} tabIndex={-1} ref={headingRef}>
          {kind === 'meeting' ? t('titleMeeting', { name: target.title }) : t('titleService', { title: target.title })}
        </h2>
        <StepProgress id={id} step={step} names={stepNames} />
        <PriceNote kind={kind} priceUsd={target.priceUsd} />

        <input type="hidden" {...register(targetField)} />
        <Honeypot field={register('website')} />

        {step === 0 ? <ContactsStep id={id} legend={stepNames[0]!} /> : null}
        {step === 1 ? <DetailsStep id={id} legend={stepNames[1]!} attachment={attachment} /> : null}
        {step === 2 ? (
          <SlotsStep id={id} timeZone={timeZone} slots={slots}>
            <RequestSummary id={id} attachmentName={attachment.file?.name} />
          </SlotsStep>
        ) : null}

        {state.phase === 'failed' ? <SendFailure busy={state.busy} refused={state.refused} /> : null}

        <StepActions
          isLast={step === REQUEST_STEPS - 1}
          termsHref={termsHref}
          send={{
            label: showSending ? t('sending') : state.phase === 'failed' && !state.refused ? t('retry') : t('send'),
            disabled: state.phase === 'sending',
            onClick: () => setState({ phase: 'editing' }),
          }}
          onBack={step > 0 ? () => setStep(step - 1) : undefined}
          onNext={() => void next()}
        />
      </form>
    </FormProvider>
  );
}
