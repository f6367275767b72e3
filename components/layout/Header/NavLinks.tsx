'use client';

import { useTranslations } from 'next-intl';
import { RouterLink as Link, usePathname } from '@/i18n/navigation';
import { type RouteKey, routePath } from '@/lib/routes';

type Props = { pages: readonly RouteKey[]; linkClassName?: string };

/** The header's links, one island for all of them: the current page's link says it is current. */
export function NavLinks({ pages, linkClassName }: Props) {
  const pathname = usePathname();
  const t = useTranslations('Pages');
  const items = pages.map((key) => ({ href: routePath(key), label: t(`${key}.nav`) }));
  return (
    <ul>
      {items.map(({ href, label }) => (
        <li key={href}>
          <Link href={href} className={linkClassName} aria-current={pathname === href ? 'page' : undefined}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
