'use client';

import type { ReactNode } from 'react';
import { AddedMessages } from '@/components/i18n/AddedMessages/AddedMessages';
import type { Locale } from '@/lib/i18n/locales';
import type { PageText } from '@/lib/content/page-text';
import { PrerenderedText } from '@/components/system/PrerenderedText/PrerenderedText';
import { ExpertCard } from '@/components/catalog/ExpertCard/ExpertCard';
import { ServiceCard } from '@/components/catalog/ServiceCard/ServiceCard';
import { CompareTable, type CompareLabels } from '@/components/sections/CompareTable/CompareTable';
import { FaqList } from '@/components/sections/FaqList/FaqList';
import { FeatureGrid } from '@/components/sections/FeatureGrid/FeatureGrid';
import { NewsByYear } from '@/components/sections/NewsByYear/NewsByYear';
import { StepList } from '@/components/sections/StepList/StepList';
import { TestimonialCard } from '@/components/stories/TestimonialCard/TestimonialCard';

type Part =
  | { part: 'steps' | 'guarantees' | 'news' | 'faq' }
  | { part: 'compare'; caption: string; labels: CompareLabels }
  | { part: 'expert' | 'service' | 'testimonial'; id: string };
type Props = Part & { locale: Locale; textUrl: string };

/** The cards read their words through next-intl: the ones the file brings. */
function render(part: Part, text: PageText<'home'>): ReactNode {
  switch (part.part) {
    case 'steps':
      return <StepList steps={text.steps} />;
    case 'guarantees':
      return <FeatureGrid features={text.guarantees} />;
    case 'compare':
      return <CompareTable caption={part.caption} labels={part.labels} rows={text.compare} />;
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
 * One of the home page's static sections, or a testimonial of its slider (lib/content/home-text.ts):
 * text the page carries once, in its HTML, and not again in its RSC payload
 * (components/system/PrerenderedText).
 */
export function HomeText({ locale, textUrl, ...part }: Props) {
  return (
    <PrerenderedText page="home" locale={locale} textUrl={textUrl}>
      {(text) => render(part, text)}
    </PrerenderedText>
  );
}
