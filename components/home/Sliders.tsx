import { getLocale, getTranslations } from 'next-intl/server';
import { HomeText } from './HomeText/HomeText';
import { Slider } from '@/components/ui/Slider/Slider';
import { getContent } from '@/lib/content';
import { messageFileUrl } from '@/lib/message-files';
import { expertViews, serviceViews } from '@/lib/content/views';
import { SLIDER_CARDS } from '@/lib/site';

/** The first experts of the catalogue, then a link to all of them; their cards' text the page carries once (components/home/HomeText). */
export async function ExpertsSlider({ label }: { label: string }) {
  const t = await getTranslations('Slider');
  const locale = await getLocale();
  const experts = expertViews(getContent(), locale);
  const messagesUrl = await messageFileUrl('home', locale);
  return (
    <Slider label={label} more={{ href: '/experts', label: t('moreExperts', { count: experts.length }) }}>
      {experts.slice(0, SLIDER_CARDS).map((expert) => (
        <HomeText key={expert.id} part="expert" id={expert.id} locale={locale} messagesUrl={messagesUrl} />
      ))}
    </Slider>
  );
}

export async function ServicesSlider({ label }: { label: string }) {
  const t = await getTranslations('Slider');
  const locale = await getLocale();
  const services = serviceViews(getContent(), locale);
  const messagesUrl = await messageFileUrl('home', locale);
  return (
    <Slider label={label} more={{ href: '/services', label: t('moreServices', { count: services.length }) }}>
      {services.slice(0, SLIDER_CARDS).map((service) => (
        <HomeText key={service.id} part="service" id={service.id} locale={locale} messagesUrl={messagesUrl} />
      ))}
    </Slider>
  );
}

/** The first testimonials, whose text the page carries once (components/home/HomeText). */
export async function TestimonialsSlider({ label }: { label: string }) {
  const t = await getTranslations('Slider');
  const locale = await getLocale();
  const messagesUrl = await messageFileUrl('home', locale);
  return (
    <Slider label={label} more={{ href: '/clients_stories', label: t('moreStories') }}>
      {getContent()
        .testimonials.testimonials.slice(0, SLIDER_CARDS)
        .map((testimonial) => (
          <HomeText key={testimonial.id} part="testimonial" id={testimonial.id} locale={locale} messagesUrl={messagesUrl} />
        ))}
    </Slider>
  );
}
