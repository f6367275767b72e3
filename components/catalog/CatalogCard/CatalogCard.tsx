'use client';

import type { ExpertsText, ServicesText } from '@/lib/content/catalog-text';
import { AddedMessages } from '@/components/i18n/AddedMessages/AddedMessages';
import type { Locale } from '@/lib/i18n/locales';
import { PrerenderedText } from '@/components/system/PrerenderedText/PrerenderedText';
import { ExpertCard } from '../ExpertCard/ExpertCard';
import { ServiceCard } from '../ServiceCard/ServiceCard';

type Props = { kind: 'expert' | 'service'; id: string; locale: Locale; textUrl: string };

// The server reads the text from the content; the browser fetches it when it needs it. The
// require stays inside the condition, which the bundler folds: the browser's code has none of it.
const loadOnServer =
  typeof window === 'undefined'
    ? (kind: Props['kind'], locale: Locale) => {
        const catalogText = require('@/lib/content/catalog-text') as typeof import('@/lib/content/catalog-text');
        return kind === 'expert' ? catalogText.expertsText(locale) : catalogText.servicesText(locale);
      }
    : null;

/**
 * A card of the experts' or the services' catalogue, whose text the page carries once, in its
 * HTML, and not again in its RSC payload (components/system/PrerenderedText). The catalogue's
 * filters unmount and mount cards: the file is fetched once the page is idle, so a card shown
 * again renders at once.
 */
export function CatalogCard({ kind, id, locale, textUrl }: Props) {
  return (
    <PrerenderedText<ExpertsText | ServicesText> textUrl={textUrl} loadOnServer={loadOnServer && (() => loadOnServer(kind, locale))} preload>
      {(text) => {
        const card =
          'experts' in text ? (
            <ExpertCard expert={text.experts.find((expert) => expert.id === id)!} headingLevel={2} />
          ) : (
            <ServiceCard service={text.services.find((service) => service.id === id)!} headingLevel={2} />
          );
        return <AddedMessages messages={text.messages}>{card}</AddedMessages>;
      }}
    </PrerenderedText>
  );
}
