import type { Metadata } from 'next';
import { CatalogPage } from '@/components/search/CatalogPage/CatalogPage';
import { pageMetadata } from '@/lib/seo/page-metadata';

/**
 * `/services?page=2`, `/services?q=…`: a page of results rendered for its URL, which the servers
 * rewrite here (lib/i18n/proxy-rules.ts), so that paging, a shared search and the header search
 * work without JavaScript. Not a page of its own: the list's canonical URL, and not indexed.
 */
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await pageMetadata('services')), robots: { index: false, follow: true } };
}

export default async function ServiceResultsPage({ searchParams }: PageProps<'/[prefix]/services/-results'>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) if (typeof value === 'string') query.set(key, value);
  return <CatalogPage type="service" query={query} />;
}
