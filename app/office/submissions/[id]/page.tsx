import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getConfig } from '@/lib/config';
import { DeliveryList } from '@/components/office/DeliveryList/DeliveryList';
import { OfficeShell } from '@/components/office/OfficeShell/OfficeShell';
import { RequestThread } from '@/components/office/RequestThread/RequestThread';
import { StatusPanel } from '@/components/office/StatusPanel/StatusPanel';
import { SubmissionFields } from '@/components/office/SubmissionFields/SubmissionFields';
import { DRAFT_COOKIE, readDraft } from '@/lib/office/forms';
import { officeMessages } from '@/lib/office/locale';
import { audit, getOffice } from '@/lib/office/office';
import { searchParamsOf, staffForPage } from '@/lib/office/page-access';
import { headers } from 'next/headers';

/** /office/submissions/:id: one request whole, its status and history, the thread with its customer, its deliveries. Each view is logged. */
export default async function SubmissionPage({ params, searchParams }: PageProps<'/office/submissions/[id]'>) {
  const staff = await staffForPage('read');
  const { id } = await params;
  const query = await searchParamsOf(searchParams);
  const { store } = await getOffice();
  const detail = await store.detail(id);
  if (!detail) notFound();
  await audit({ headers: await headers() }, { action: 'view', actorId: staff.id, actorEmail: staff.email, submissionId: id });
  const { t } = await officeMessages();
  const error = query.get('error') ?? undefined;
  const draft = error ? readDraft((await cookies()).get(DRAFT_COOKIE)?.value) : {};
  return (
    <OfficeShell staff={staff}>
      <p>
        <a href="/office">← {t('submission.back')}</a>
      </p>
      <h1 className="o-title">{t('submission.title', { reference: detail.submission.reference ?? detail.submission.id })}</h1>
      {query.get('notice') === 'changed' && (
        <p className="o-notice" role="status">
          {t('submission.changed')}
        </p>
      )}
      <StatusPanel detail={detail} error={error} draft={draft} />
      <RequestThread detail={detail} error={error} draft={draft} answered={query.get('notice') === 'answered'} />
      <SubmissionFields detail={detail} />
      {/* Without a webhook configured, its queued rows are never sent: no use showing them as waiting. */}
      <DeliveryList
        deliveries={
          getConfig().submissionsWebhookUrl ? detail.deliveries : detail.deliveries.filter((delivery) => delivery.channel !== 'webhook' || delivery.deliveredAt)
        }
      />
    </OfficeShell>
  );
}
