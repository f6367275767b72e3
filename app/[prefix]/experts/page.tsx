import { CatalogPage } from '@/components/search/CatalogPage/CatalogPage';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('experts');

/** The experts' catalogue, prerendered with its first page; any other page or filter: ./-results. */
export default function ExpertsPage() {
  return <CatalogPage type="expert" />;
}
