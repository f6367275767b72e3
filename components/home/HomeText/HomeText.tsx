'use client';

import type { ReactNode } from 'react';
import { AddedMessages } from '@/components/i18n/AddedMessages/AddedMessages';
import type { Locale } from '@/lib/i18n/locales';
import type { MessageFile } from '@/lib/message-files';
import { PrerenderedMessages } from '@/components/i18n/PrerenderedMessages/PrerenderedMessages';
import { ExpertCard } from '@/components/catalog/ExpertCard/ExpertCard';
import { ServiceCard } from '@/components/catalog/ServiceCard/ServiceCard';
import { CompareTable } from '@/components/sections/CompareTable/CompareTable';
import { FaqList } from '@/components/sections/FaqList/FaqList';
import { FeatureGrid } from '@/components/sections/FeatureGrid/FeatureGrid';
import { NewsByYear } from '@/components/sections/NewsByYear/NewsByYear';
import { StepList } from '@/components/sections/StepList/StepList';
import { TestimonialCard } from '@/components/stories/TestimonialCard/TestimonialCard';

type Part = { part: 'steps' | 'guarantees' | 'compare' | 'news' | 'faq' } | { part: 'expert' | 'service' | 'testimonial'; id: string };
type Props = Part & { locale: Locale; messagesUrl: string };

/** The cards read their messages through next-intl: the ones the file brings. */
function render(part: Part, text: MessageFile<'home'>): ReactNode {
  switch (part.part) {
    case 'steps':
      return <StepList steps={text.steps} />;
    case 'guarantees':
      return <FeatureGrid features={text.guarantees} />;
    case 'compare':
      return (
        <AddedMessages messages={text.messages}>
          <CompareTable columns={text.compare.columns} rows={text.compare.rows} />
        </AddedMessages>
      );
    case 'news':
      return <NewsByYear groups={text.news} />;
    case 'faq':
      return <FaqList items={text.faq} />;
    case 'expert': {
      const expert = text.experts.find((item) => item.id === part.id);
      return expert ? <AddedMessages messages={text.messages}>{<ExpertCard expert={expert} compact />}</AddedMessages> : null;
    }
    case 'service': {
      const service = text.services.find((item) => item.id === part.id);
      return service ? (
        <AddedMessages messages={text.messages}>
          <ServiceCard service={service} compact />
        </AddedMessages>
      ) : null;
    }
    case 'testimonial': {
      const testimonial = text.testimonials.find((item) => item.id === part.id);
      return testimonial ? <AddedMessages messages={text.messages}>{<TestimonialCard testimonial={testimonial} />}</AddedMessages> : null;
    }
  }
}

/**
 * One of the home page's static sections, or a testimonial of its slider (lib/content/home-messages.ts):
 * text the page carries once, in its HTML, and not again in its RSC payload
 * (components/i18n/PrerenderedMessages).
 */
export function HomeText({ locale, messagesUrl, ...part }: Props) {
  return (
    <PrerenderedMessages name="home" locale={locale} messagesUrl={messagesUrl}>
      {(text) => render(part, text)}
    </PrerenderedMessages>
  );
}
