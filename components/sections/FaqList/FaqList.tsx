import styles from './FaqList.module.css';

export type FaqEntry = { id: string; question: string; answer: string; topic?: string };

/**
 * Questions as native disclosure widgets: keyboard and screen-reader support without JavaScript,
 * and the answers stay in the HTML for search engines.
 */
export function FaqList({ items, headingLevel = 3 }: { items: FaqEntry[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.id} className={styles.item} id={`faq-${item.id}`} data-topic={item.topic}>
          <summary className={styles.summary}>
            <Heading className={styles.question}>{item.question}</Heading>
          </summary>
          <div className={styles.answer}>
            {item.answer.split(/\n\n+/).map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of fixed content, never reordered
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
