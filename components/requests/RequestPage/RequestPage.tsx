'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormPreset } from '@/components/forms/OnePageForm/FormPreset';
import { hasStarted } from '@/components/forms/OnePageForm/started';
import { lazyPart, useLazyPart } from '@/components/system/LazyPart/lazyPart';
import { PartFailure } from '@/components/system/PartFailure/PartFailure';
import { buttonClass } from '@/components/ui/ButtonLink/ButtonLink';
import styles from './RequestPage.module.css';

// The steps' code loads only when the URL names an expert or a service.
const formCode = lazyPart(() => import('../RequestForm/RequestForm'));

type Props = {
  kind: 'meeting' | 'service';
  targets: { id: string; title: string }[];
  listHref: string;
  /** The page as it is prerendered: the steps, the list to choose from, and the request on one page. */
  children: ReactNode;
};

/** Tells the page what `?expert=` / `?service=` names; reading the URL keeps the rest of the page prerendered and hydrated as it is. */
function WantedInUrl({ name, onChange }: { name: string; onChange: (wanted: string | null) => void }) {
  const wanted = useSearchParams().get(name);
  useEffect(() => onChange(wanted), [wanted, onChange]);
  return null;
}

/**
 * `?expert=<id>` / `?service=<id>` opens the three steps for that target, in place of the page's
 * own content (the list and the one-page request), once their code is here. Until then, and if the
 * code cannot load, the one-page request works, with the target chosen; and once the visitor has
 * started it (the caret is in it, or something is typed or chosen), it stays: nothing is swapped
 * under their pointer or caret. An unknown id says so above the list.
 */
export function RequestPage({ kind, targets, listHref, children }: Props) {
  const t = useTranslations('RequestForm');
  const tNetwork = useTranslations('Network');
  const [wanted, setWanted] = useState<string | null>(null);
  const target = wanted ? targets.find((candidate) => candidate.id === wanted) : undefined;
  const [form, loadForm] = useLazyPart(formCode, { reloadOnFailure: true, announce: false });
  const targetField = kind === 'meeting' ? 'expertId' : 'serviceId';
  const preset = useMemo(() => (target ? { [targetField]: target.id } : undefined), [target, targetField]);

  useEffect(() => {
    if (target) void loadForm();
  }, [target, loadForm]);

  // Decided once per target, in the render that would swap the forms: the document is still the
  // one the visitor sees, and no input can come between this read and the swap.
  const swap = useRef<{ id: string; steps: boolean } | null>(null);
  if (target && form.status === 'ready' && swap.current?.id !== target.id) swap.current = { id: target.id, steps: !hasStarted(kind, [targetField]) };
  const steps = target && form.status === 'ready' && swap.current?.steps ? form.value.RequestForm : null;

  const urlReader = (
    <Suspense fallback={null}>
      <WantedInUrl name={kind === 'meeting' ? 'expert' : 'service'} onChange={setWanted} />
    </Suspense>
  );
  if (steps && target) {
    const Steps = steps;
    return (
      <>
        {urlReader}
        <div className={`container ${styles.page}`}>
          <div className={styles.card}>
            <Steps kind={kind} target={target} />
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      {urlReader}
      {wanted && !target ? (
        <div className={`container ${styles.notFound}`} role="alert">
          <h2>{kind === 'meeting' ? t('notFoundExpert') : t('notFoundService')}</h2>
          <p>{t('notFoundText')}</p>
          <a href={listHref} className={buttonClass('primary')}>
            {kind === 'meeting' ? t('toExperts') : t('toServices')}
          </a>
        </div>
      ) : null}
      {target && form.status === 'failed' && !swap.current ? (
        <div className={`container ${styles.page}`}>
          <PartFailure message={tNetwork('partFailed')} retryLabel={tNetwork('partRetry')} onRetry={() => void loadForm()} />
        </div>
      ) : null}
      <FormPreset value={preset}>{children}</FormPreset>
    </>
  );
}
