import { getLocale, getTranslations } from 'next-intl/server';
import { Avatar } from '@/components/ui/Avatar/Avatar';
import { getContent } from '@/lib/content';
import styles from './TeamGrid.module.css';

export async function TeamGrid() {
  const locale = await getLocale();
  const t = await getTranslations('About');
  return (
    <ul className={styles.grid}>
      {getContent().team.team.map((member) => {
        const name = member.name[locale];
        return (
          <li key={member.id} className={styles.member}>
            <Avatar id={member.id} name={name} size={56} />
            <h3 className={styles.name}>{name}</h3>
            <p className={styles.role}>{member.role[locale]}</p>
            <p className={styles.info}>{member.info[locale]}</p>
            {member.linkedin && !member.placeholder ? (
              <a href={member.linkedin} target="_blank" rel="noopener noreferrer" className={styles.linkedin}>
                {t('linkedin', { name })}
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
