'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormPreset } from '@/components/forms/OnePageForm/FormPreset';
import { hasStarted } from '@/components/forms/OnePageForm/started';
import { lazyPart, useLazyPart } from '@/components/ui/LazyPart/lazyPart';
import { PartFailure } from '@/components/system/PartFailure/PartFailure';
import { buttonClass } from '@/components/ui/ButtonLink/ButtonLink';
import type { RequestTarget } from '../RequestButton/RequestButton';
import styles from './RequestPage.module.css';

// The steps' code loads only when the URL names an expert or a service.
const formCode = lazyPart(() => import('../RequestForm/RequestForm'));

type Props = {
  kind: 'meeting' | 'service';
  targets: RequestTarget[];
  listHref: string;
  /** The page as it is prerendered: the steps, the list to choose from, and the request on one page. */
  children: ReactNode;
};

/**
 * Runs as the page is parsed, before it is painted: when the URL names a target, the page shows a
 * placeholder where the steps will come instead of its list and one-page request, so nothing
 * appears only to be swapped away under the visitor's pointer. If the page's code never starts
 * (blocked, failed), the one-page request comes back after a few seconds; it works without it.
 */
const pendingScript = (param: string) =>
  `(function(){var p=document.currentScript.parentElement;if(new URLSearchParams(location.search).get(${JSON.stringify(param)})){p.setAttribute("data-pending","");setTimeout(function(){if(!("next" in window))p.removeAttribute("data-pending")},${STEPS_WAIT_MS})}})()`;
/** How long the placeholder waits for the page's code before the one-page request comes back. */
const STEPS_WAIT_MS = 6000;

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
  const [wanted, setWanted] = useState<string | null | undefined>(undefined);
  const wrapper = useRef<HTMLDivElement>(null);
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

  const param = kind === 'meeting' ? 'expert' : 'service';
  // The placeholder stands while the steps for a known target are on their way; it is the script's
  // until React knows the URL, then React's (an attribute it never renders, so neither undoes the other).
  const pending = wanted === undefined ? undefined : Boolean(target && form.status !== 'ready' && form.status !== 'failed');
  useEffect(() => {
    if (pending !== undefined) wrapper.current?.toggleAttribute('data-pending', pending);
  }, [pending]);

  const urlReader = (
    <Suspense fallback={null}>
      <WantedInUrl name={param} onChange={setWanted} />
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
    <div ref={wrapper} className={styles.frame} suppressHydrationWarning>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of the page, allowed by its hash (lib/security/csp.ts) */}
      <script dangerouslySetInnerHTML={{ __html: pendingScript(param) }} />
      {urlReader}
      <div className={`container ${styles.page} ${styles.pendingCard}`} hidden>
        <div className={`${styles.card} ${styles.loading}`} aria-busy="true" />
      </div>
      <div className={styles.content}>
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
      </div>
    </div>
  );
}
