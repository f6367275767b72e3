import type { ContentData } from '@/lib/content/schemas';
import { expertViews, serviceViews } from '@/lib/content/views';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchDocument } from './engine';

/** What the search knows of each expert and service in one language. */
export function searchDocuments(content: ContentData, locale: Locale, kindLabels: { ready: string; adaptive: string }): SearchDocument[] {
  const experts: SearchDocument[] = expertViews(content, locale).map((expert) => ({
    id: expert.id,
    type: 'expert',
    title: expert.name,
    subtitle: expert.title,
    text: [...expert.areas.map((area) => area.name), expert.location, ...expert.languages, expert.bio].join(' '),
  }));
  const services: SearchDocument[] = serviceViews(content, locale).map((service) => ({
    id: service.id,
    type: 'service',
    title: service.title,
    subtitle: service.kind === 'ready' ? kindLabels.ready : kindLabels.adaptive,
    text: [...service.areas.map((area) => area.name), service.description, ...service.deliverables].join(' '),
  }));
  return [...experts, ...services];
}
