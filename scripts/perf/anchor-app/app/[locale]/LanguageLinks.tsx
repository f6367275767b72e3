'use client';

import { useLocale } from 'next-intl';
import { createNavigation } from 'next-intl/navigation';
import { useState } from 'react';
import { routing } from '../../i18n/routing';

const { Link } = createNavigation(routing);

/**
 * One client component, as a real page has: links to the page in the other languages, behind a
 * button that shows or hides them (the anchor's tap, beside which perf:inp measures the site's).
 */
export function LanguageLinks() {
  const current = useLocale();
  const [open, setOpen] = useState(true);
  return (
    <nav>
      <button type="button" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
        {current}
      </button>
      {open
        ? routing.locales
            .filter((locale) => locale !== current)
            .map((locale) => (
              <Link key={locale} href="/" locale={locale}>
                {locale}
              </Link>
            ))
        : null}
    </nav>
  );
}
