import { getLocale, getTranslations } from 'next-intl/server';
import { ExpertCard } from '@/components/catalog/ExpertCard/ExpertCard';
import { ServiceCard } from '@/components/catalog/ServiceCard/ServiceCard';
import { TestimonialCard } from '@/components/stories/TestimonialCard/TestimonialCard';
import { Slider } from '@/components/ui/Slider/Slider';
import { getContent } from '@/lib/content';
import { expertViews, serviceViews } from '@/lib/content/views';

/** Swiper's placeholders in the page's words ("{{index}} of {{slidesLength}}"). */
async function sliderLabels() {
  const t = await getTranslations('Slider');
  return { previousLabel: t('previous'), nextLabel: t('next'), slideLabel: t('slide', { index: '{{index}}', total: '{{slidesLength}}' }) };
}

export async function ExpertsSlider({ label }: { label: string }) {
  const locale = await getLocale();
  return (
    <Slider label={label} {...await sliderLabels()}>
      {expertViews(getContent(), locale).map((expert) => (
        <ExpertCard key={expert.id} expert={expert} />
      ))}
    </Slider>
  );
}

export async function ServicesSlider({ label }: { label: string }) {
  const locale = await getLocale();
  return (
    <Slider label={label} {...await sliderLabels()}>
      {serviceViews(getContent(), locale).map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </Slider>
  );
}

export async function TestimonialsSlider({ label }: { label: string }) {
  return (
    <Slider label={label} {...await sliderLabels()}>
      {getContent().testimonials.testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonialId={testimonial.id} />
      ))}
    </Slider>
  );
}
