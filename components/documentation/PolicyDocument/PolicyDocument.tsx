import { getTranslations } from 'next-intl/server';
import styles from './PolicyDocument.module.css';

type Props = {
  id: string;
  title: string;
  revised: string;
  sections: { id: string; title: string; desc: string }[];
};

/** A legal document: its revision date, a table of contents with anchors, then the sections. */
export async function PolicyDocument({ id, title, revised, sections }: Props) {
  const t = await getTranslations('Documentation');
  return (
    <article id={id} aria-labelledby={`${id}-title`} className={styles.document}>
      <header className={styles.header}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p className={styles.revised}>
          <time dateTime={revised}>{t('revised', { date: new Date(revised) })}</time>
        </p>
      </header>
      <nav aria-label={`${t('contents')}: ${title}`} className={styles.contents} id={`${id}-toc`}>
        <h3 id={`${id}-contents`}>{t('contents')}</h3>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
          <h3 id={`${section.id}-title`}>{section.title}</h3>
          {section.desc.split(/\n\n+/).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of fixed content, never reordered
            <p key={index}>{paragraph}</p>
          ))}
          <a href={`#${id}-toc`} className={styles.back}>
            {t('backToTop')}
          </a>
        </section>
      ))}
    </article>
  );
}
