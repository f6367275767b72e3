import { officeMessages } from '@/lib/office/locale';

/** Previous and next page, and where this one is. */
export async function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  const { t } = await officeMessages();
  return (
    <nav aria-label={t('inbox.pages')} className="o-row">
      {page > 1 && (
        <a className="o-secondary" href={href(page - 1)} rel="prev">
          {t('inbox.previous')}
        </a>
      )}
      <span>{t('inbox.pageOf', { page, pages })}</span>
      {page < pages && (
        <a className="o-secondary" href={href(page + 1)} rel="next">
          {t('inbox.next')}
        </a>
      )}
    </nav>
  );
}
