import { AuditTable } from '@/components/office/AuditTable/AuditTable';
import { OfficeShell } from '@/components/office/OfficeShell/OfficeShell';
import { Pager } from '@/components/office/Pager/Pager';
import { PAGE_SIZE, parsePage } from '@/lib/office/inbox-filters';
import { officeMessages } from '@/lib/office/locale';
import { getOffice } from '@/lib/office/office';
import { searchParamsOf, staffForPage } from '@/lib/office/page-access';

/** /office/audit (admins): everything done in the office, newest first. */
export default async function AuditPage({ searchParams }: PageProps<'/office/audit'>) {
  const staff = await staffForPage('readAudit');
  const params = await searchParamsOf(searchParams);
  const page = parsePage(params);
  const actor = params.get('actor')?.slice(0, 254) || undefined;
  const { store } = await getOffice();
  const { rows, total } = await store.auditPage(page, { actor });
  const { t } = await officeMessages();
  return (
    <OfficeShell staff={staff}>
      <h1 className="o-title">{t('audit.title')}</h1>
      {rows.length ? <AuditTable rows={rows} /> : <p>{t('audit.empty')}</p>}
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        href={(number) => `/office/audit?${new URLSearchParams({ ...(actor ? { actor } : {}), page: String(number) })}`}
      />
    </OfficeShell>
  );
}
