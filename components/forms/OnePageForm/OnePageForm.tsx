'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Honeypot } from '@/components/forms/Honeypot/Honeypot';
import { SendFailure } from '@/components/forms/SendFailure/SendFailure';
import { SubmissionDone } from '@/components/forms/SubmissionDone/SubmissionDone';
import { useLoadingIndicator } from '@/components/system/Loading/useLoadingIndicator';
import { lazyPart } from '@/components/ui/LazyPart/lazyPart';
import styles from '@/components/styles/form.module.css';
import { useApiBaseUrl } from '@/components/system/ApiBase/ApiBase';
import { submissionUrl } from '@/lib/api/endpoints';
import { ATTACHMENT_ACCEPT } from '@/lib/forms/fields';
import { IDEMPOTENCY_FIELD } from '@/lib/forms/form-post';
import { MAX_ATTACHMENT_BYTES } from '@/lib/forms/limits';
import type { SubmissionKind, ValidationKey } from '@/lib/forms/schemas';
import { whenEngaged } from '@/lib/navigation/browser';
import { FormFields, type LabelledField } from '../FormFields/FormFields';
import { FORM_MESSAGES, type FieldGroup, type FormMessage, labelledGroups } from './form-messages';
import { useFormPreset } from './FormPreset';
import { chosenFile, controlFor, fillUntouched, prefill, typedValues } from './formDom';
import { useSubmission } from '../useSubmission';

const formCode = lazyPart(() => import('./formCode'), { warmUp: [() => import('@/lib/forms/schemas'), () => import('@/lib/api/client')] });

type Props = {
  kind: SubmissionKind;
  groups: readonly FieldGroup[];
  /** Names the draft: one per form of a kind on the site. */
  draftId?: string;
  headingLevel?: 2 | 3;
  /** Shown above Send (the terms the visitor accepts by sending). */
  footer?: ReactNode;
};

/**
 * A form on one page: the support message, the investor request, and a request to an expert or
 * for a service when its steps cannot run. It is a real form from the first paint: it posts to
 * the API by itself (without JavaScript, or when the page's code never arrives) and the API
 * answers with a page. Once React runs, the same elements are kept (nothing is swapped under
 * the visitor's pointer or caret): the script checks the fields with the API's schema (loaded
 * when the page is idle, at the first focus, or at Send), keeps a draft, sends in the background
 * and shows the result in place; offline, the request waits in the browser's queue. If the
 * form's code cannot be loaded, Send posts the form as it would without script.
 */
export function OnePageForm({ kind, groups: givenGroups, draftId = 'page', headingLevel = 3, footer }: Props) {
  const id = useId();
  const locale = useLocale();
  const t = useTranslations('RequestForm');
  // The form's namespace is chosen by its kind: its keys are known here, not to next-intl's types.
  const { namespace, send, sent } = FORM_MESSAGES[kind];
  const message = useTranslations(namespace as 'RequestForm') as unknown as FormMessage;
  const groups = labelledGroups(givenGroups, message);
  const [submitLabel, successText] = [message(send), message(sent)];
  const apiBaseUrl = useApiBaseUrl();
  const preset = useFormPreset();
  const form = useRef<HTMLFormElement>(null);
  const keyInput = useRef<HTMLInputElement>(null);
  const { state, setState, submit, restore, save, clear, currentKey } = useSubmission(kind, draftId);
  const [errors, setErrors] = useState<Record<string, ValidationKey>>({});
  const tried = useRef(false);
  const showSending = useLoadingIndicator(state.phase === 'sending');
  const fields = groups.flatMap((group) => group.fields);
  const hasFile = fields.some((field) => field.type === 'file');

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the browser: the draft, the visitor's time zone; the code comes once the visitor is there
  useEffect(() => {
    const draft = restore();
    if (form.current) prefill(form.current, draft?.values);
    if (keyInput.current) keyInput.current.value = currentKey();
    return whenEngaged(formCode.preload);
  }, []);

  useEffect(() => {
    if (preset && form.current) fillUntouched(form.current, Object.entries(preset));
  }, [preset]);

  /** After a refused Send, each change checks again, so an error goes as soon as it is fixed (none is added). */
  function recheck(element: HTMLFormElement) {
    const code = formCode.value;
    if (!tried.current || !code) return;
    const checked = code.check(kind, typedValues(element));
    setErrors((shown) => {
      const still = checked.ok ? {} : checked.fields;
      return Object.fromEntries(Object.entries(shown).flatMap(([path]) => (still[path] ? [[path, still[path]]] : [])));
    });
  }

  function refuse(element: HTMLFormElement, fieldErrors: Record<string, ValidationKey>) {
    setErrors(fieldErrors);
    const first = Object.keys(fieldErrors)
      .map((path) => controlFor(element, path))
      .find(Boolean);
    first?.focus();
  }

  /** Without its code the form still works: the browser posts it and shows the API's answer page. */
  function postWithoutScript(element: HTMLFormElement) {
    if (keyInput.current) keyInput.current.value = currentKey();
    clear(); // The page is left; coming back must not bring what was sent back as a draft.
    HTMLFormElement.prototype.submit.call(element);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    if (state.phase === 'sending') return;
    const values = typedValues(element);
    const attachment = chosenFile(element);
    save(values, 0);
    tried.current = true;
    if (!formCode.value && !navigator.onLine) {
      // Offline and no code: the request waits in the queue; the API checks it once it is sent.
      await submit(values, { attachment });
      return;
    }
    setState({ phase: 'sending' });
    const code = await formCode.load({ reloadOnFailure: false }).catch(() => undefined);
    if (!code) {
      if (navigator.onLine) postWithoutScript(element);
      else await submit(values, { attachment });
      return;
    }
    const checked = code.check(kind, values);
    if (!checked.ok) {
      setState({ phase: 'editing' });
      refuse(element, checked.fields);
      return;
    }
    if (attachment && attachment.size > MAX_ATTACHMENT_BYTES) {
      setState({ phase: 'editing' });
      refuse(element, { attachment: 'attachmentTooLarge' });
      return;
    }
    setErrors({});
    const result = await submit(checked.data, { attachment });
    if (result.status === 'invalid') refuse(element, result.fields);
  }

  if (state.phase === 'sent' || state.phase === 'queued') {
    return (
      <SubmissionDone phase={state.phase} sentText={successText} reference={state.phase === 'sent' ? state.reference : undefined} headingLevel={headingLevel} />
    );
  }

  const errorOf = (name: string) => {
    if (errors[name]) return errors[name];
    // A group's own error (no time slot at all) shows on its first field.
    const group = /^(\w+)\.0\.\w+$/.exec(name)?.[1];
    return group && fields.find((field) => field.name.startsWith(`${group}.`))?.name === name ? errors[group] : undefined;
  };

  const controlProps = (field: LabelledField) => ({ name: field.name, ...(field.type === 'file' ? { accept: ATTACHMENT_ACCEPT } : {}) });

  return (
    <form
      ref={form}
      className={styles.form}
      method="post"
      action={submissionUrl(apiBaseUrl, kind)}
      encType={hasFile ? 'multipart/form-data' : undefined}
      noValidate
      data-form={kind}
      data-one-page=""
      onFocus={() => formCode.preload()}
      onInput={(event) => {
        save(typedValues(event.currentTarget), 0);
        recheck(event.currentTarget);
      }}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Honeypot />
      <input type="hidden" name="locale" defaultValue={locale} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} ref={keyInput} defaultValue="" />
      {groups.map((group, index) =>
        group.legend ? (
          <fieldset key={group.legend} className={styles.grid}>
            <legend className={styles.legend}>{group.legend}</legend>
            <FormFields idPrefix={id} fields={group.fields} errorOf={errorOf} control={controlProps} />
          </fieldset>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the groups are fixed for the life of the form
          <div key={index} className={styles.grid}>
            <FormFields idPrefix={id} fields={group.fields} errorOf={errorOf} control={controlProps} />
          </div>
        ),
      )}
      {state.phase === 'failed' ? <SendFailure busy={state.busy} refused={state.refused} /> : null}
      {footer}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={state.phase === 'sending'}>
          {showSending ? t('sending') : state.phase === 'failed' && !state.refused ? t('retry') : submitLabel}
        </button>
      </div>
    </form>
  );
}
