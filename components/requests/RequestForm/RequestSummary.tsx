'use client';

import { useTranslations } from 'next-intl';
import styles from '@/components/styles/form.module.css';
import { useChoiceLists, useRequestForm } from './form-context';

/** Everything the request will say, before it is sent; a blank field says "not filled". */
export function RequestSummary({ id, attachmentName }: { id: string; attachmentName: string | undefined }) {
  const t = useTranslations('RequestForm');
  const choices = useChoiceLists();
  const values = useRequestForm().getValues();
  const nameOf = (list: readonly { id: string; name: string }[], value: unknown) => list.find((item) => item.id === value)?.name;
  const filled = (value: unknown) =>
    value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value)) ? t('notFilled') : String(value);
  const rows = [
    // [message key, value], in the form's order
    ['email', values.email],
    ['fullName', [values.firstName, values.lastName].filter(Boolean).join(' ')],
    ['organization', values.organization],
    ['phone', values.phone],
    ['socialContact', values.socialContact],
    ['communicationType', nameOf(choices.communicationTypes, values.communicationType)],
    ['contactLanguage', nameOf(choices.contactLanguages, values.contactLanguage)],
    ['industry', nameOf(choices.industries, values.industry)],
    ['budgetUsd', values.budgetUsd],
    ['expectedResult', values.expectedResult],
    ['location', values.location],
    ['attachment', attachmentName],
  ] as const;
  return (
    <section className={styles.summary} aria-labelledby={`${id}-summary`}>
      <h3 id={`${id}-summary`}>{t('summary')}</h3>
      <dl>{rows.map(([key, value]) => [<dt key={`${key}-term`}>{t(key)}</dt>, <dd key={`${key}-value`}>{filled(value)}</dd>])}</dl>
    </section>
  );
}
