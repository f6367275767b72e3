import type { Locale } from '@/lib/i18n/locales';
import type { ContentData } from './schemas';

/** What a request is for, in a language, from the site's own content: its expert's name or its service's title. */
export function requestTargetName(payload: Record<string, unknown>, content: ContentData, locale: Locale): string | undefined {
  if (typeof payload.expertId === 'string') return content.experts.experts.find((expert) => expert.id === payload.expertId)?.name[locale];
  if (typeof payload.serviceId === 'string') return content.services.services.find((service) => service.id === payload.serviceId)?.title[locale];
  return undefined;
}
