import { getLocale, getTranslations } from 'next-intl/server';
import { Avatar } from '@/components/catalog/Avatar/Avatar';
import { getContent } from '@/lib/content';
import styles from './TestimonialCard.module.css';

/** A customer's words about a service, with the rating and, where there is one, a video review. */
export async function TestimonialCard({ testimonialId }: { testimonialId: string }) {
  const locale = await getLocale();
  const t = await getTranslations('Stories');
  const content = getContent();
  const testimonial = content.testimonials.testimonials.find((item) => item.id === testimonialId)!;
  const service = content.services.services.find((item) => item.id === testimonial.serviceId);
  const author = testimonial.author[locale];
  return (
    <figure className={styles.card} data-testid="testimonial">
      <p className={styles.rating} role="img" aria-label={t('rating', { rating: testimonial.rating })}>
        {'★'.repeat(testimonial.rating)}
      </p>
      <blockquote className={styles.quote}>
        <p>{testimonial.feedback[locale]}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <Avatar id={testimonial.id} name={author} size={44} />
        <span>
          <span className={styles.author}>{author}</span>
          <span className={styles.company}>{testimonial.company[locale]}</span>
          {service ? <span className={styles.service}>{t('service', { service: service.title[locale] })}</span> : null}
        </span>
      </figcaption>
      {/* A placeholder's video may be a stranger's: no link until the real review is in content. */}
      {testimonial.videoUrl && testimonial.placeholder ? (
        <p className={styles.videoSoon}>{t('videoSoon')}</p>
      ) : testimonial.videoUrl ? (
        <a className={styles.video} href={testimonial.videoUrl} target="_blank" rel="noopener noreferrer" aria-label={`${t('videoReview')}: ${author}`}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path d="M10 8l6 4-6 4z" fill="#fff" />
          </svg>
          {t('videoReview')}
        </a>
      ) : null}
    </figure>
  );
}
