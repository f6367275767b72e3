import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config';
import { sitemapEntries } from '@/lib/seo/sitemap';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(getConfig().siteUrl);
}
