'use client';

import { RouterLink as Link, usePathname } from '@/i18n/navigation';

type Props = { items: { href: string; label: string }[]; linkClassName?: string };

/** The header's links, one island for all of them: the current page's link says it is current. */
export function NavLinks({ items, linkClassName }: Props) {
  const pathname = usePathname();
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
