import { getTranslations } from 'next-intl/server';
import { documentTitle, type TitledPage } from '@/lib/seo/document-title';

/**
 * The page's `<title>`, rendered with the page rather than as Next's metadata. React places it in
 * the document's head and, on a client-side navigation, swaps it in the same commit as the page.
 * Next renders metadata in a Suspense boundary of its own, new on every navigation, which React
 * commits empty when the page arrives before its head (a page fetched on click): the old title was
 * gone at once, and the new one came after the `page` view transition (React holds a commit while
 * one runs): a moment without any title (docs/performance.md, "Figures behind the code's choices").
 */
/** `title`: a page of the catalogue's own (an expert's, a service's), titled by its name. */
export async function PageTitle({ page, title }: { page: TitledPage; title?: string }) {
  const tMeta = await getTranslations('Metadata');
  const pageTitle = title ?? (page === 'not-found' ? (await getTranslations('NotFound'))('metaTitle') : (await getTranslations('Pages'))(`${page}.title`));
  return <title>{documentTitle(page, { pageTitle, withSiteName: (title) => tMeta('titleTemplate', { title }) })}</title>;
}
