import { ButtonLink } from '@/components/ui/ButtonLink/ButtonLink';
import styles from './CallToAction.module.css';

type Action = { href: string; label: string };

/** A closing band that invites the visitor to send a request. */
export function CallToAction({ title, text, primary, secondary }: { title: string; text: string; primary: Action; secondary?: Action }) {
  return (
    <section className={`container ${styles.band}`} aria-labelledby="cta-title">
      <div className={styles.inner}>
        <div>
          <h2 id="cta-title" className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>
          <ButtonLink href={primary.href} className={styles.primary}>
            {primary.label}
          </ButtonLink>
          {secondary ? (
            <ButtonLink href={secondary.href} variant="secondary">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
