import { InboxFilters } from '@/components/office/InboxFilters/InboxFilters';
import { InboxTable } from '@/components/office/InboxTable/InboxTable';
import { OfficeShell } from '@/components/office/OfficeShell/OfficeShell';
import { Pager } from '@/components/office/Pager/Pager';
import { filterParams, PAGE_SIZE, parseFilters, parsePage } from '@/lib/office/inbox-filters';
import { officeMessages } from '@/lib/office/locale';
import { getOffice } from '@/lib/office/office';
import { searchParamsOf, staffForPage } from '@/lib/office/page-access';

/** /office: every request, newest first, filtered, searched and paged; exported as it is filtered. */
export default async function InboxPage({ searchParams }: PageProps<'/office'>) {
  const staff = await staffForPage('read');
  const params = await searchParamsOf(searchParams);
  const filters = parseFilters(params);
  const page = parsePage(params);
  const { store } = await getOffice();
  const { rows, total } = await store.list(filters, page);
  const { t } = await officeMessages();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <OfficeShell staff={staff}>
      <h1 className="o-title">{t('inbox.title')}</h1>
      <InboxFilters filters={filters} />
      <div className="o-row">
        <p role="status">{t('inbox.count', { total })}</p>
        <a className="o-secondary" href={`/api/office/export?${filterParams(filters, { format: 'csv' })}`} download>
          {t('inbox.exportCsv')}
        </a>
        <a className="o-secondary" href={`/api/office/export?${filterParams(filters, { format: 'json' })}`} download>
          {t('inbox.exportJson')}
        </a>
      </div>
      {rows.length ? <InboxTable rows={rows} /> : <p>{t('inbox.empty')}</p>}
      <Pager page={page} pages={pages} href={(number) => `/office?${filterParams(filters, number > 1 ? { page: number } : {})}`} />
    </OfficeShell>
  );
}
