import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Metadata, Viewport } from 'next';
import { officeLocale } from '@/lib/office/locale';
import { FAVICON_METADATA } from '@/lib/seo/favicon';

// Every office page is rendered for its request, behind a session: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Office · Experts for projects',
  robots: { index: false, follow: false },
  referrer: 'same-origin',
  icons: FAVICON_METADATA,
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** The office's stylesheet (public/office.css, see there why a file), named by its content so a deploy is never served stale. */
const stylesheet = `/office.css?v=${createHash('sha256')
  .update(readFileSync(join(process.cwd(), 'public', 'office.css')))
  .digest('hex')
  .slice(0, 10)}`;

/** The support office's root: its own document, apart from the public site's. */
export default async function OfficeLayout({ children }: LayoutProps<'/office'>) {
  return (
    <html lang={await officeLocale()}>
      <head>
        <link rel="stylesheet" href={stylesheet} />
      </head>
      <body>{children}</body>
    </html>
  );
}
