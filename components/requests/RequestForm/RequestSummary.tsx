'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import styles from '@/components/styles/form.module.css';
import { slotAsEntered } from '@/lib/forms/slot-text';
import { isBlank } from '@/lib/forms/text';
import { type RequestValues, useChoiceLists } from './form-context';

/**
 * Everything the request will say, before it is sent, as the visitor changes it: a blank field
 * says "not filled"; the time slots and the comments are listed one by one.
 */
export function RequestSummary({ id, attachmentName }: { id: string; attachmentName: string | undefined }) {
  const t = useTranslations('RequestForm');
  const locale = useLocale();
  const choices = useChoiceLists();
  const values = useWatch<RequestValues>() as Partial<RequestValues>;
  const nameOf = (list: readonly { id: string; name: string }[], value: unknown) => list.find((item) => item.id === value)?.name;
  const filled = (value: unknown) =>
    value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value)) ? t('notFilled') : String(value);
  // The comments the request will carry: a blank one is dropped by the schema, as here.
  const comments = (values.comments ?? []).filter((comment): comment is string => typeof comment === 'string' && !isBlank(comment));
  const rows: [string, unknown][] = [
    // [label, value], in the form's order
    [t('email'), values.email],
    [t('fullName'), [values.firstName, values.lastName].filter(Boolean).join(' ')],
    [t('organization'), values.organization],
    [t('phone'), values.phone],
    [t('socialContact'), values.socialContact],
    [t('communicationType'), nameOf(choices.communicationTypes, values.communicationType)],
    [t('contactLanguage'), nameOf(choices.contactLanguages, values.contactLanguage)],
    [t('industry'), nameOf(choices.industries, values.industry)],
    [t('budgetUsd'), values.budgetUsd],
    [t('expectedResult'), values.expectedResult],
    [t('location'), values.location],
    ...(comments.length > 0
      ? comments.map((comment, index): [string, unknown] => [t('comment', { number: index + 1 }), comment])
      : [[t('comments'), undefined] as [string, unknown]]),
    [t('attachment'), attachmentName],
    ...(values.timeSlots ?? []).map((slot, index): [string, unknown] => [t('slot', { number: index + 1 }), slotAsEntered(slot, locale) ?? undefined]),
  ];
  return (
    <section className={styles.summary} aria-labelledby={`${id}-summary`} data-testid="request-summary">
      <h3 id={`${id}-summary`}>{t('summary')}</h3>
      <dl>
        {rows.map(([label, value], index) => [
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions in a fixed order
          <dt key={`${index}-term`}>{label}</dt>,
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <dd key={`${index}-value`}>{filled(value)}</dd>,
        ])}
      </dl>
    </section>
  );
}
