import type { Selectable } from 'kysely';
import { officeMessages, utcMoment } from '@/lib/office/locale';
import { AUDIT_ACTIONS } from '@/lib/office/office-store';
import type { OfficeAuditTable } from '@/lib/submissions/database';

/** The audit log's rows: when, what, who, which request (linked), from where. */
export async function AuditTable({ rows }: { rows: Selectable<OfficeAuditTable>[] }) {
  const { t, locale } = await officeMessages();
  const moment = utcMoment(locale, { seconds: true });
  return (
    <div className="o-tableWrap">
      <table className="o-table">
        <thead>
          <tr>
            <th scope="col">{t('audit.at')} (UTC)</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.actor')}</th>
            <th scope="col">{t('audit.submission')}</th>
            <th scope="col">{t('audit.from')}</th>
            <th scope="col">{t('audit.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-action={row.action}>
              <td>{moment(row.at)}</td>
              <td>{AUDIT_ACTIONS.find((action) => action === row.action) ? t(`audit.actions.${row.action as (typeof AUDIT_ACTIONS)[number]}`) : row.action}</td>
              <td>{row.actor_email ?? '—'}</td>
              <td>{row.submission_id ? <a href={`/office/submissions/${row.submission_id}`}>{row.submission_id.slice(0, 8)}</a> : '—'}</td>
              <td>
                {row.ip ?? '—'}
                <br />
                <span className="o-muted">{row.user_agent ?? ''}</span>
              </td>
              <td>{row.detail ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
