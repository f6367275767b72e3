import { getLocale, getTranslations } from 'next-intl/server';
import { ExpertCard } from '@/components/catalog/ExpertCard/ExpertCard';
import { ServiceCard } from '@/components/catalog/ServiceCard/ServiceCard';
import { TestimonialCard } from '@/components/stories/TestimonialCard/TestimonialCard';
import { Slider } from '@/components/ui/Slider/Slider';
import { getContent } from '@/lib/content';
import { expertViews, serviceViews } from '@/lib/content/views';
import { SLIDER_CARDS } from '@/lib/site';

/** Swiper's placeholders in the page's words ("{{index}} of {{slidesLength}}"). */
async function sliderLabels() {
  const t = await getTranslations('Slider');
  return { previousLabel: t('previous'), nextLabel: t('next'), slideLabel: t('slide', { index: '{{index}}', total: '{{slidesLength}}' }) };
}

/** The first experts of the catalogue, then a link to all of them. */
export async function ExpertsSlider({ label }: { label: string }) {
  const t = await getTranslations('Slider');
  const experts = expertViews(getContent(), await getLocale());
  return (
    <Slider label={label} {...(await sliderLabels())} more={{ href: '/experts', label: t('moreExperts', { count: experts.length }) }}>
      {experts.slice(0, SLIDER_CARDS).map((expert) => (
        <ExpertCard key={expert.id} expert={expert} compact />
      ))}
    </Slider>
  );
}

export async function ServicesSlider({ label }: { label: string }) {
  const t = await getTranslations('Slider');
  const services = serviceViews(getContent(), await getLocale());
  return (
    <Slider label={label} {...(await sliderLabels())} more={{ href: '/services', label: t('moreServices', { count: services.length }) }}>
      {services.slice(0, SLIDER_CARDS).map((service) => (
        <ServiceCard key={service.id} service={service} compact />
      ))}
    </Slider>
  );
}

export async function TestimonialsSlider({ label }: { label: string }) {
  const t = await getTranslations('Slider');
  return (
    <Slider label={label} {...(await sliderLabels())} more={{ href: '/clients_stories', label: t('moreStories') }}>
      {getContent()
        .testimonials.testimonials.slice(0, SLIDER_CARDS)
        .map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonialId={testimonial.id} />
        ))}
    </Slider>
  );
}
