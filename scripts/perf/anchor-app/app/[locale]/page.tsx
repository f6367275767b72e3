import { useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { LanguageLinks } from './LanguageLinks';

/** The anchor's one page: a heading and a paragraph in the page's language, and links to the others. */
export default function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale(use(params).locale);
  const t = useTranslations('Home');
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <LanguageLinks />
    </main>
  );
}
