'use client';

import type { ComponentProps } from 'react';
import { Link, usePathname } from '@/i18n/navigation';

/** A header link that marks itself as the current page. */
export function NavLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const pathname = usePathname();
  const current = pathname === href;
  return <Link href={href} aria-current={current ? 'page' : undefined} {...props} />;
}
