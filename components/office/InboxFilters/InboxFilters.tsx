import { SUBMISSION_KINDS } from '@/lib/forms/schemas';
import { LOCALE_TABLE } from '@/lib/i18n/locales';
import type { InboxFilters as Filters } from '@/lib/office/inbox-filters';
import { officeMessages } from '@/lib/office/locale';
import { REQUEST_STATUSES } from '@/lib/submissions/request-status';
import { getTranslations } from 'next-intl/server';
import { SelectField } from '../SelectField/SelectField';

/** The inbox's filters: a GET form, so each filtered list has its own address to keep or share with colleagues. */
export async function InboxFilters({ filters }: { filters: Filters }) {
  const { t, locale } = await officeMessages();
  const tStatus = await getTranslations({ locale, namespace: 'RequestStatus' });
  const any = { value: '', label: t('inbox.any') };
  return (
    <form method="get" action="/office" className="o-card o-row" aria-label={t('inbox.filters')}>
      <label className="o-field">
        {t('inbox.search')}
        <input name="q" type="search" defaultValue={filters.q ?? ''} maxLength={100} />
      </label>
      <SelectField
        label={t('inbox.kind')}
        name="kind"
        defaultValue={filters.kind ?? ''}
        options={[any, ...SUBMISSION_KINDS.map((kind) => ({ value: kind, label: tStatus(`kinds.${kind}`) }))]}
      />
      <SelectField
        label={t('inbox.status')}
        name="status"
        defaultValue={filters.status ?? ''}
        options={[any, ...REQUEST_STATUSES.map((status) => ({ value: status, label: tStatus(`statuses.${status}`) }))]}
      />
      <SelectField
        label={t('inbox.language')}
        name="lang"
        defaultValue={filters.locale ?? ''}
        options={[any, ...LOCALE_TABLE.map((entry) => ({ value: entry.tag, label: entry.nativeName }))]}
      />
      <label className="o-field">
        {t('inbox.from')}
        <input name="from" type="date" defaultValue={filters.from ?? ''} />
      </label>
      <label className="o-field">
        {t('inbox.to')}
        <input name="to" type="date" defaultValue={filters.to ?? ''} />
      </label>
      <label className="o-choice">
        <input type="checkbox" name="waiting" value="1" defaultChecked={filters.waiting === true} />
        {t('inbox.onlyWaiting')}
      </label>
      <button type="submit" className="o-button">
        {t('inbox.apply')}
      </button>
      <a href="/office" className="o-secondary">
        {t('inbox.reset')}
      </a>
    </form>
  );
}
