import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config';
import { getContent } from '@/lib/content';
import { sitemapEntries } from '@/lib/seo/sitemap';

export default function sitemap(): MetadataRoute.Sitemap {
  const { experts, services } = getContent();
  return sitemapEntries(getConfig().siteUrl, [
    ...experts.experts.map((expert) => ({ type: 'expert' as const, id: expert.id })),
    ...services.services.map((service) => ({ type: 'service' as const, id: service.id })),
  ]);
}
