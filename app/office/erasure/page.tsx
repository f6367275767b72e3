import { cookies } from 'next/headers';
import { OfficeShell } from '@/components/office/OfficeShell/OfficeShell';
import { DRAFT_COOKIE, readDraft } from '@/lib/office/forms';
import { officeMessages } from '@/lib/office/locale';
import { searchParamsOf, staffForPage } from '@/lib/office/page-access';

const ERRORS = ['invalid', 'mismatch'] as const;

/** /office/erasure (admins): a person's data erased on request, confirmed by typing the address twice. */
export default async function ErasurePage({ searchParams }: PageProps<'/office/erasure'>) {
  const staff = await staffForPage('erase');
  const params = await searchParamsOf(searchParams);
  const { t } = await officeMessages();
  const error = ERRORS.find((key) => key === params.get('error'));
  const done = params.get('done');
  const draft = error ? readDraft((await cookies()).get(DRAFT_COOKIE)?.value) : {};
  return (
    <OfficeShell staff={staff}>
      <h1 className="o-title">{t('erasure.title')}</h1>
      {done !== null && /^\d+$/.test(done) && (
        <p className="o-notice" role="status">
          {t('erasure.done', { count: Number(done) })}
        </p>
      )}
      {error && (
        <p className="o-error" role="alert">
          {t(`erasure.${error}`)}
        </p>
      )}
      <form method="post" action="/api/office/erasure" className="o-card o-form">
        <p>{t('erasure.intro')}</p>
        <label className="o-field">
          {t('erasure.email')}
          <input name="email" type="email" required autoComplete="off" defaultValue={draft.email ?? ''} />
        </label>
        <label className="o-field">
          {t('erasure.confirm')}
          <input name="confirm" type="email" required autoComplete="off" />
        </label>
        <button type="submit" className="o-danger">
          {t('erasure.submit')}
        </button>
      </form>
    </OfficeShell>
  );
}
