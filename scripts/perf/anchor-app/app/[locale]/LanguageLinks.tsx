'use client';

import { useLocale } from 'next-intl';
import { createNavigation } from 'next-intl/navigation';
import { routing } from '../../i18n/routing';

const { Link } = createNavigation(routing);

/** One client component, as a real page has: links to the page in the other languages. */
export function LanguageLinks() {
  const current = useLocale();
  return (
    <nav>
      {routing.locales
        .filter((locale) => locale !== current)
        .map((locale) => (
          <Link key={locale} href="/" locale={locale}>
            {locale}
          </Link>
        ))}
    </nav>
  );
}
