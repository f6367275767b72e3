'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Field } from '@/components/forms/Field/Field';
import styles from '@/components/styles/form.module.css';
import { ATTACHMENT_ACCEPT } from '@/lib/forms/fields';
import { MAX_ATTACHMENT_BYTES, MAX_REQUEST_COMMENTS } from '@/lib/forms/limits';
import { useFieldError, useRequestForm } from './form-context';

type Attachment = ReturnType<typeof useAttachment>;

/** The request's one file: checked for size when chosen; `refuse` shows the server's reason. */
export function useAttachment() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  function choose(next: File | null) {
    const tooLarge = Boolean(next && next.size > MAX_ATTACHMENT_BYTES);
    setError(tooLarge ? 'attachmentTooLarge' : undefined);
    setFile(tooLarge ? null : next);
  }
  return { file, error, choose, refuse: setError };
}

/** Step 2/3: the budget, the expected result and the place, then optional comments and a file. */
export function DetailsStep({ id, legend, attachment }: { id: string; legend: string; attachment: Attachment }) {
  const t = useTranslations('RequestForm');
  const { register, watch, setValue } = useRequestForm();
  const error = useFieldError();
  const comments = (watch('comments') ?? []) as string[];
  const addButton = useRef<HTMLButtonElement>(null);
  // After adding or removing a comment, focus goes to the new box or the one before the removed
  // (the add button when none is left): pressing Enter again must not add another empty box. The
  // boxes are rendered and focused at once (react-hook-form's setFocus waits a task), so that the
  // next keystroke already lands in the new one.
  const setComments = (next: string[], focus: number) => {
    flushSync(() => setValue('comments', next, { shouldDirty: true }));
    (document.getElementById(`${id}-comment-${focus}`) ?? addButton.current)?.focus();
  };
  return (
    <fieldset className={styles.grid}>
      <legend className="visually-hidden">{legend}</legend>
      <Field id={`${id}-budget`} label={t('budgetUsd')} error={error('budgetUsd')}>
        {(aria) => (
          <input
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            {...aria}
            {...register('budgetUsd', { setValueAs: (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)) })}
          />
        )}
      </Field>
      <Field id={`${id}-location`} label={t('location')} error={error('location')}>
        {(aria) => <input {...aria} {...register('location')} />}
      </Field>
      <div className={styles.full}>
        <Field id={`${id}-result`} label={t('expectedResult')} error={error('expectedResult')}>
          {(aria) => <textarea rows={3} {...aria} {...register('expectedResult')} />}
        </Field>
      </div>
      <details className={styles.additional} open={comments.length > 0 || Boolean(attachment.file)}>
        <summary>
          {t('additional')} <span className="muted">— {t('additionalHint')}</span>
        </summary>
        <div className={styles.comments}>
          <p className={styles.subTitle}>{t('comments')}</p>
          {comments.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the positions of a field array of plain strings
            <div key={index} className={styles.row}>
              <Field id={`${id}-comment-${index}`} label={t('comment', { number: index + 1 })} error={error(`comments.${index}`)}>
                {(aria) => <textarea rows={2} {...aria} {...register(`comments.${index}` as const)} />}
              </Field>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('removeComment', { number: index + 1 })}
                onClick={() =>
                  setComments(
                    comments.filter((__, i) => i !== index),
                    index - 1,
                  )
                }
              >
                ×
              </button>
            </div>
          ))}
          {comments.length < MAX_REQUEST_COMMENTS ? (
            <button type="button" ref={addButton} className={styles.secondary} onClick={() => setComments([...comments, ''], comments.length)}>
              + {t('addComment')}
            </button>
          ) : null}
        </div>
        <Field id={`${id}-file`} label={t('attachment')} hint={t('attachmentHint')} error={attachment.error}>
          {(aria) => <input type="file" {...aria} accept={ATTACHMENT_ACCEPT} onChange={(event) => attachment.choose(event.target.files?.[0] ?? null)} />}
        </Field>
        {attachment.file ? (
          <p className={styles.file}>
            {attachment.file.name}{' '}
            <button type="button" className={styles.linkButton} onClick={() => attachment.choose(null)}>
              {t('removeAttachment')}
            </button>
          </p>
        ) : null}
      </details>
    </fieldset>
  );
}
