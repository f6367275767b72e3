'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/ButtonLink/ButtonLink';
import dynamic from 'next/dynamic';
import styles from './RequestPage.module.css';

// The form's code loads only when the URL names an expert or a service.
const RequestForm = dynamic(() => import('../RequestForm/RequestForm').then((module) => module.RequestForm), {
  ssr: false,
  loading: () => <div className={styles.loading} aria-busy="true" />,
});

type Props = {
  kind: 'meeting' | 'service';
  targets: { id: string; title: string }[];
  listHref: string;
  /** What the page shows without a choice in the URL: the steps and the list to choose from. */
  chooser: ReactNode;
};

/** `?expert=<id>` / `?service=<id>` preselect; an unknown id says so and offers the full list. */
export function RequestPage({ kind, targets, listHref, chooser }: Props) {
  const t = useTranslations('RequestForm');
  const params = useSearchParams();
  const wanted = params.get(kind === 'meeting' ? 'expert' : 'service');
  if (!wanted) return <>{chooser}</>;
  const target = targets.find((candidate) => candidate.id === wanted);
  if (!target) {
    return (
      <div className={`container ${styles.notFound}`} role="alert">
        <h2>{kind === 'meeting' ? t('notFoundExpert') : t('notFoundService')}</h2>
        <p>{t('notFoundText')}</p>
        <a href={listHref} className={buttonClass('primary')}>
          {kind === 'meeting' ? t('toExperts') : t('toServices')}
        </a>
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <RequestForm kind={kind} target={target} />
      </div>
    </div>
  );
}
