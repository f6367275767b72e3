import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/Avatar/Avatar';
import type { TestimonialView } from '@/lib/content/views';
import styles from './TestimonialCard.module.css';

/**
 * A customer's words about a service, with the rating and, where there is one, a video review.
 * Rendered by the server, and by the browser on the home page (components/home/HomeText).
 */
export function TestimonialCard({ testimonial }: { testimonial: TestimonialView }) {
  const t = useTranslations('Stories');
  const { author } = testimonial;
  return (
    <figure className={styles.card} data-testid="testimonial">
      <p className={styles.rating} role="img" aria-label={t('rating', { rating: testimonial.rating })}>
        {'★'.repeat(testimonial.rating)}
      </p>
      <blockquote className={styles.quote}>
        <p>{testimonial.feedback}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <Avatar id={testimonial.id} name={author} size={44} />
        <span>
          <span className={styles.author}>{author}</span>
          <span className={styles.company}>{testimonial.company}</span>
          {testimonial.service ? <span className={styles.service}>{t('service', { service: testimonial.service })}</span> : null}
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
