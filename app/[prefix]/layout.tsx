import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell/SiteShell';
import { getConfig } from '@/lib/config';
import { LOCALE_PREFIXES } from '@/lib/i18n/locales';
import { FAVICON_METADATA } from '@/lib/seo/favicon';
import '../globals.css';

// Exactly the four prefixes are languages: the proxy (and nginx) send any other first segment to
// the 404. Params stay open below, where the experts' and services' own pages are rendered on
// their first request.

export function generateStaticParams() {
  return LOCALE_PREFIXES.map((prefix) => ({ prefix }));
}

// No title here: each page renders its own (components/seo/PageTitle), so that a client-side
// navigation replaces it in the same commit as the page.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return {
    metadataBase: new URL(getConfig().siteUrl),
    applicationName: t('siteName'),
    formatDetection: { telephone: false },
    icons: FAVICON_METADATA,
  };
}

export const viewport: Viewport = {
  themeColor: '#2647d9',
  width: 'device-width',
  initialScale: 1,
};

export default function LocaleLayout({ children }: LayoutProps<'/[prefix]'>) {
  return <SiteShell>{children}</SiteShell>;
}
