'use client';

import { AddedMessages } from '@/components/i18n/AddedMessages/AddedMessages';
import type { Locale } from '@/lib/i18n/locales';
import { PrerenderedMessages } from '@/components/i18n/PrerenderedMessages/PrerenderedMessages';
import { ExpertCard } from '../ExpertCard/ExpertCard';
import { ServiceCard } from '../ServiceCard/ServiceCard';

type Props = { kind: 'expert' | 'service'; id: string; locale: Locale; messagesUrl: string };

/**
 * A card of the experts' or the services' catalogue, whose text the page carries once, in its
 * HTML, and not again in its RSC payload (components/i18n/PrerenderedMessages). The catalogue's
 * filters unmount and mount cards: the file is fetched once the page is idle, so a card shown
 * again renders at once.
 */
export function CatalogCard({ kind, id, locale, messagesUrl }: Props) {
  return (
    <PrerenderedMessages name={kind === 'expert' ? 'experts' : 'services'} locale={locale} messagesUrl={messagesUrl} preload>
      {(text) => {
        const card =
          'experts' in text ? (
            <ExpertCard expert={text.experts.find((expert) => expert.id === id)!} headingLevel={2} />
          ) : (
            <ServiceCard service={text.services.find((service) => service.id === id)!} headingLevel={2} />
          );
        return <AddedMessages messages={text.messages}>{card}</AddedMessages>;
      }}
    </PrerenderedMessages>
  );
}
