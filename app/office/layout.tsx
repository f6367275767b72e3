import type { Metadata, Viewport } from 'next';
import { officeLocale } from '@/lib/office/locale';
import '../globals.css';

// Every office page is rendered for its request, behind a session: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Office · Experts for projects',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** The support office's root: its own document, apart from the public site's. */
export default async function OfficeLayout({ children }: LayoutProps<'/office'>) {
  return (
    <html lang={await officeLocale()}>
      <body>{children}</body>
    </html>
  );
}
