/**
 * The localized 404 page, prerendered once per language. The proxy rewrites every unknown path to
 * it and answers 404 (see lib/i18n/proxy-rules). It renders the page itself instead of calling
 * notFound(), whose server-rendered HTML is an empty shell on Next 16.3+ (vercel/next.js#62228).
 */

import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/page/NotFoundContent/NotFoundContent';
import { NOT_FOUND_SEGMENT } from '@/lib/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return [{ rest: [NOT_FOUND_SEGMENT] }];
}

// Its title is rendered with the page (NotFoundContent), as every page's is.
export const metadata: Metadata = { robots: { index: false, follow: true } };

export default function NotFoundPage() {
  return <NotFoundContent />;
}
