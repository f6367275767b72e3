import type { ReactNode } from 'react';
import { officeMessages } from '@/lib/office/locale';
import { may } from '@/lib/office/roles';
import type { Staff } from '@/lib/office/staff';

/** A signed-in page: the office's bar (its pages, who is signed in, sign-out) above the page's own content. */
export async function OfficeShell({ staff, children }: { staff: Staff; children: ReactNode }) {
  const { t } = await officeMessages();
  const links = [
    { href: '/office', label: t('nav.inbox') },
    ...(may(staff.role, 'erase') ? [{ href: '/office/erasure', label: t('nav.erasure') }] : []),
    ...(may(staff.role, 'readAudit') ? [{ href: '/office/audit', label: t('nav.audit') }] : []),
    { href: '/office/account', label: t('nav.account') },
  ];
  return (
    <>
      <header className="o-bar">
        <a className="o-brand" href="/office">
          {t('brand')}
        </a>
        <nav aria-label={t('nav.main')} className="o-nav">
          {links.map((link) => (
            <a key={link.href} href={link.href}>
              {link.label}
            </a>
          ))}
        </nav>
        <form method="post" action="/api/office/sign-out" className="o-who">
          <span className="o-email">{staff.email}</span>
          <button type="submit" className="o-secondary">
            {t('nav.signOut')}
          </button>
        </form>
      </header>
      <main className="o-page">{children}</main>
    </>
  );
}
