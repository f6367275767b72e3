import { SUBMISSION_KINDS } from '@/lib/forms/schemas';
import { LOCALE_TABLE } from '@/lib/i18n/locales';
import type { InboxFilters as Filters } from '@/lib/office/inbox-filters';
import { officeWords } from '@/lib/office/locale';
import { REQUEST_STATUSES } from '@/lib/submissions/request-status';
import { getTranslations } from 'next-intl/server';

/** The inbox's filters: a GET form, so each filtered list has its own address to keep or share with colleagues. */
export async function InboxFilters({ filters }: { filters: Filters }) {
  const { t, locale } = await officeWords();
  const words = await getTranslations({ locale, namespace: 'RequestStatus' });
  return (
    <form method="get" action="/office" className="o-card o-row" aria-label={t('inbox.filters')}>
      <label className="o-field">
        {t('inbox.search')}
        <input name="q" type="search" defaultValue={filters.q ?? ''} maxLength={100} />
      </label>
      <label className="o-field">
        {t('inbox.kind')}
        <select name="kind" defaultValue={filters.kind ?? ''}>
          <option value="">{t('inbox.any')}</option>
          {SUBMISSION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {words(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="o-field">
        {t('inbox.status')}
        <select name="status" defaultValue={filters.status ?? ''}>
          <option value="">{t('inbox.any')}</option>
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {words(`statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="o-field">
        {t('inbox.language')}
        <select name="lang" defaultValue={filters.locale ?? ''}>
          <option value="">{t('inbox.any')}</option>
          {LOCALE_TABLE.map((entry) => (
            <option key={entry.tag} value={entry.tag}>
              {entry.nativeName}
            </option>
          ))}
        </select>
      </label>
      <label className="o-field">
        {t('inbox.from')}
        <input name="from" type="date" defaultValue={filters.from ?? ''} />
      </label>
      <label className="o-field">
        {t('inbox.to')}
        <input name="to" type="date" defaultValue={filters.to ?? ''} />
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
