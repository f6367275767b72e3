import { getLocale } from 'next-intl/server';
import { ViewTransition, type ReactNode } from 'react';
import { InPageScroll } from '@/components/navigation/InPageScroll/InPageScroll';
import { LinkPrefetcher } from '@/components/navigation/LinkPrefetcher/LinkPrefetcher';
import { NavigationEvents } from '@/components/navigation/NavigationEvents/NavigationEvents';
import { PlainLinks } from '@/components/navigation/PlainLinks/PlainLinks';
import { Analytics } from '@/components/system/Analytics/Analytics';
import { ApiBaseProvider } from '@/components/system/ApiBase/ApiBase';
import { AppStatus } from '@/components/system/AppStatus/AppStatus';
import { CurrencyProvider } from '@/components/currency/CurrencyProvider/CurrencyProvider';
import { getConfig } from '@/lib/config';
import { getContent } from '@/lib/content';
import { FontFaces } from '../FontFaces/FontFaces';
import { Footer } from '../Footer/Footer';
import { HeadScripts } from '../HeadScripts/HeadScripts';
import { Header } from '../Header/Header';
import { OldVersionNotice } from '../OldVersionNotice/OldVersionNotice';
import { SkipLink } from '../SkipLink/SkipLink';
import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';
import { PAGE_TRANSITION_CLASSES } from '@/lib/navigation/page-transition';

/**
 * The messages every page's islands read: its error boundary's, and the connection's (the status
 * and offline queue on every page, the forms' and lazy parts' failures). Each part of a page adds
 * its islands' own (MessagesScope).
 */
const CLIENT_NAMESPACES = ['Error', 'Network'] as const;

/**
 * The document every page shares: header, main content, footer and the app-wide islands. Used by
 * the root layout and by the global 404, which renders outside it.
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const config = getConfig();
  // No font preloads: fetched with the page, the faces held the first frame back until the
  // scripts had run too, which cost phones their LCP (docs/performance.md). A first visit
  // fetches none before its first paint (lib/fonts/first-visit.ts).

  return (
    // suppressHydrationWarning: the head scripts may mark <html> before React hydrates it.
    <html lang={locale} dir="ltr" suppressHydrationWarning>
      <head>
        <FontFaces />
        <HeadScripts />
      </head>
      <body>
        <MessagesScope namespaces={CLIENT_NAMESPACES} root>
          <ApiBaseProvider apiBaseUrl={config.apiBaseUrl}>
            <CurrencyProvider rates={getContent()['currency-rates']} locale={locale}>
              <SkipLink />
              <Header />
              {/* The page transition "page" (out-in, see globals.css) runs on this element, for a change of page only. */}
              <ViewTransition name="page" default={PAGE_TRANSITION_CLASSES}>
                <main id="main" tabIndex={-1}>
                  {children}
                </main>
              </ViewTransition>
              <Footer />
              {config.oldSiteUrl ? <OldVersionNotice url={config.oldSiteUrl} /> : null}
              <NavigationEvents />
              <InPageScroll />
              <PlainLinks />
              <LinkPrefetcher />
              <AppStatus />
              {config.gtmId ? <Analytics gtmId={config.gtmId} language={locale} /> : null}
            </CurrencyProvider>
          </ApiBaseProvider>
        </MessagesScope>
      </body>
    </html>
  );
}
