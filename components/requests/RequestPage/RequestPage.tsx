'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { lazyPart, useLazyPart } from '@/components/system/LazyPart/lazyPart';
import { PartFailure } from '@/components/system/PartFailure/PartFailure';
import { buttonClass } from '@/components/ui/ButtonLink/ButtonLink';
import styles from './RequestPage.module.css';

// The form's code loads only when the URL names an expert or a service.
const formCode = lazyPart(() => import('../RequestForm/RequestForm'));

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
  const tNetwork = useTranslations('Network');
  const params = useSearchParams();
  const wanted = params.get(kind === 'meeting' ? 'expert' : 'service');
  const target = wanted ? targets.find((candidate) => candidate.id === wanted) : undefined;
  const [form, loadForm] = useLazyPart(formCode, { reloadOnFailure: true, announce: false });

  useEffect(() => {
    if (target) void loadForm();
  }, [target, loadForm]);

  if (!wanted) return <>{chooser}</>;
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
        {form.status === 'ready' ? (
          <form.value.RequestForm kind={kind} target={target} />
        ) : form.status === 'failed' ? (
          <PartFailure message={tNetwork('partFailed')} retryLabel={tNetwork('partRetry')} onRetry={() => void loadForm()} />
        ) : (
          <div className={styles.loading} aria-busy="true" />
        )}
      </div>
    </div>
  );
}
