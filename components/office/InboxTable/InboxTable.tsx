import { getTranslations } from 'next-intl/server';
import type { SubmissionKind } from '@/lib/forms/schemas';
import { LOCALE_TABLE } from '@/lib/i18n/locales';
import { officeMessages, utcMoment } from '@/lib/office/locale';
import type { InboxRow } from '@/lib/office/office-store';

/** A page of the inbox: one row a request, its reference linking to its page. Times in UTC, named so. */
export async function InboxTable({ rows }: { rows: InboxRow[] }) {
  const { t, locale } = await officeMessages();
  const tStatus = await getTranslations({ locale, namespace: 'RequestStatus' });
  const moment = utcMoment(locale);
  return (
    <div className="o-tableWrap">
      <table className="o-table">
        <thead>
          <tr>
            <th scope="col">{t('inbox.reference')}</th>
            <th scope="col">{t('inbox.received')} (UTC)</th>
            <th scope="col">{t('inbox.kind')}</th>
            <th scope="col">{t('inbox.name')}</th>
            <th scope="col">{t('inbox.language')}</th>
            <th scope="col">{t('inbox.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <a href={`/office/submissions/${row.id}`}>{row.reference ?? row.id.slice(0, 8)}</a>
              </td>
              <td>{moment(row.createdAt)}</td>
              <td>{tStatus(`kinds.${row.kind as SubmissionKind}`)}</td>
              <td>
                {row.name}
                {row.erased && <span className="o-muted"> ({t('inbox.erased')})</span>}
              </td>
              <td>{LOCALE_TABLE.find((entry) => entry.tag === row.locale)?.nativeName ?? '—'}</td>
              <td>
                {tStatus(`statuses.${row.status}`)}
                {row.waitingSince && (
                  <>
                    {' '}
                    <span className="o-waiting" data-waiting>
                      {t('inbox.waiting')}
                    </span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
