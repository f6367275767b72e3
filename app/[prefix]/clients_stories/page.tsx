import { getLocale, getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { TestimonialCard } from '@/components/stories/TestimonialCard/TestimonialCard';
import { Section } from '@/components/ui/Section/Section';
import { getContent } from '@/lib/content';
import { testimonialViews } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('clients_stories');

export default async function ClientsStoriesPage() {
  const t = await getTranslations('Stories');
  const tPage = await getTranslations('Pages.clients_stories');
  const testimonials = testimonialViews(getContent(), await getLocale());
  const withVideo = testimonials.filter((item) => item.videoUrl);
  return (
    <>
      <PageTitle page="clients_stories" />
      <StructuredData page="clients_stories" />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <Section id="video-reviews" tone="muted" title={t('videoTitle')} intro={t('videoIntro')}>
        <ul className="card-grid">
          {withVideo.map((item) => (
            <li key={item.id}>
              <TestimonialCard testimonial={item} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="stories" title={t('allTitle')}>
        <ul className="card-grid">
          {testimonials
            .filter((item) => !item.videoUrl)
            .map((item) => (
              <li key={item.id}>
                <TestimonialCard testimonial={item} />
              </li>
            ))}
        </ul>
      </Section>
    </>
  );
}
