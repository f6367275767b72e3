import { getTranslations } from 'next-intl/server';
import styles from './SkipLink.module.css';

export async function SkipLink() {
  const t = await getTranslations('Header');
  return (
    <a href="#main" className={styles.skipLink}>
      {t('skipToContent')}
    </a>
  );
}
