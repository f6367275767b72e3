'use client';

/**
 * The status of the request a private link names: the token is read from the page's address
 * (the page itself is static, the same for everyone) and sent in a POST body to the API, which
 * answers in the page's language. An unknown and an expired link look the same.
 */

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useApiUrl } from '@/components/system/ApiBase/ApiBase';
import { STATUS_ENDPOINT } from '@/lib/api/endpoints';
import type { SubmissionKind } from '@/lib/forms/schemas';
import type { StatusAnswer } from '@/lib/submissions/status-endpoint';
import styles from './RequestStatusCard.module.css';

type State = { phase: 'loading' } | { phase: 'noToken' } | { phase: 'notFound' } | { phase: 'failed' } | { phase: 'found'; answer: StatusAnswer };

/** Inside a MessagesScope with the RequestStatus namespace. */
export function RequestStatusCard() {
  const statusUrl = useApiUrl(STATUS_ENDPOINT);
  const t = useTranslations('RequestStatus');
  const locale = useLocale();
  const [state, setState] = useState<State>({ phase: 'loading' });

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) {
      setState({ phase: 'noToken' });
      return;
    }
    const controller = new AbortController();
    fetch(statusUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, locale, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
      signal: controller.signal,
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    })
      .then(async (response) => {
        if (response.status === 404) return setState({ phase: 'notFound' });
        if (!response.ok) return setState({ phase: 'failed' });
        setState({ phase: 'found', answer: (await response.json()) as StatusAnswer });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ phase: 'failed' });
      });
    return () => controller.abort();
  }, [statusUrl, locale]);

  if (state.phase === 'loading')
    return (
      <p className={styles.note} aria-busy="true">
        {t('loading')}
      </p>
    );
  if (state.phase === 'noToken') return <p className={styles.note}>{t('noToken')}</p>;
  if (state.phase === 'failed')
    return (
      <p className={styles.note} role="alert">
        {t('failedText')}
      </p>
    );
  if (state.phase === 'notFound')
    return (
      <div className={styles.card} role="alert">
        <h2 className={styles.title}>{t('notFoundTitle')}</h2>
        <p>{t('notFoundText')}</p>
      </div>
    );

  const { answer } = state;
  const rows: [string, string[]][] = [
    [t('reference'), [answer.reference ?? '—']],
    [t('kind'), [t(`kinds.${answer.kind as SubmissionKind}`)]],
    [t('received'), [answer.received]],
    ...(answer.target ? ([[t('target'), [answer.target]]] as [string, string[]][]) : []),
    ...(answer.slots.length ? ([[t('slots'), answer.slots]] as [string, string[]][]) : []),
  ];
  return (
    <div className={styles.card} data-status={answer.status}>
      <p className={styles.status}>
        <span className={styles.statusLabel}>{t('status')}</span>
        <strong>{t('statusSince', { status: t(`statuses.${answer.status}`), date: answer.statusSince })}</strong>
      </p>
      <dl className={styles.details}>
        {rows.map(([label, values]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            {values.map((value) => (
              <dd key={value}>{value}</dd>
            ))}
          </div>
        ))}
      </dl>
      {answer.meeting && (
        <div className={styles.meeting}>
          <h2 className={styles.title}>{t('meeting')}</h2>
          <p>
            <strong>{answer.meeting.when}</strong>
          </p>
          <p>
            <a href={answer.meeting.videoLink} rel="noopener noreferrer" target="_blank">
              {t('meetingJoin')}
            </a>
          </p>
        </div>
      )}
      {answer.erased && <p className={styles.note}>{t('erased')}</p>}
      {answer.steps.length > 0 && (
        <>
          <h2 className={styles.title}>{t('history')}</h2>
          <ol className={styles.steps}>
            {answer.steps.map((step) => (
              <li key={`${step.at}-${step.status}`}>
                <strong>{t(`statuses.${step.status}`)}</strong> · {step.at}
                {step.meeting && <> · {step.meeting}</>}
                {step.reason && (
                  <>
                    {' · '}
                    {t('reason')}: {t(`reasons.${step.reason as 'completed'}`)}
                  </>
                )}
                {step.message && (
                  <span className={styles.message}>
                    {t('officeMessage')}: {step.message}
                  </span>
                )}
                {step.paymentLink && (
                  <>
                    {' · '}
                    <a href={step.paymentLink} rel="noopener noreferrer" target="_blank">
                      {t('pay')}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
