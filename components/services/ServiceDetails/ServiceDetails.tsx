'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast/headless';
import { priceValues } from '@/components/currency/Price/Price';
import { RequestButton } from '@/components/requests/RequestButton/RequestButton';
import { buttonClass } from '@/components/ui/ButtonLink/ButtonLink';
import type { ServiceView } from '@/lib/content/views';
import type { Locale } from '@/lib/i18n/locales';
import styles from './ServiceDetails.module.css';

/** Where the page's links go, in the page's language. */
type Paths = { requestHrefBase: string; listHref: string };

type Props = {
  services: (ServiceView & { duration: { label: string; value: string } })[];
  experts: Record<string, string>;
  paths: Paths;
  chooser: ReactNode;
};

/** `/full_card_service?service=<id>`: one service's details, its price, a request and a link to share. */
export function ServiceDetails({ services, experts, paths, chooser }: Props) {
  const t = useTranslations('FullCard');
  const tCommon = useTranslations('Common');
  const tForm = useTranslations('RequestForm');
  const locale = useLocale() as Locale;
  const params = useSearchParams();
  const wanted = params.get('service');
  if (!wanted) return <>{chooser}</>;
  const service = services.find((candidate) => candidate.id === wanted);
  if (!service) {
    return (
      <div className={`container ${styles.notFound}`} role="alert">
        <h2>{tForm('notFoundService')}</h2>
        <p>{tForm('notFoundText')}</p>
        <a href={paths.listHref} className={buttonClass('primary')}>
          {tForm('toServices')}
        </a>
      </div>
    );
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(t('linkCopied'), { id: 'link-copied' });
    } catch {
      window.prompt(t('copyLink'), window.location.href);
    }
  }

  return (
    <article className={`container ${styles.details}`} aria-labelledby="service-title">
      <p className={styles.kind}>{service.kind === 'ready' ? tCommon('kindReady') : tCommon('kindAdaptive')}</p>
      <h2 id="service-title" className={styles.title}>
        {service.title}
      </h2>
      <p className={styles.description}>{service.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{tCommon('price')}</dt>
          <dd>{tCommon.rich('priceFrom', priceValues(service.priceFromUsd, locale))}</dd>
        </div>
        <div>
          <dt>{service.duration.label}</dt>
          <dd>{service.duration.value}</dd>
        </div>
      </dl>
      <h3>{tCommon('deliverables')}</h3>
      <ul className={styles.deliverables}>
        {service.deliverables.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {service.expertIds.length > 0 ? (
        <>
          <h3>{t('experts')}</h3>
          <p>
            {service.expertIds
              .map((id) => experts[id])
              .filter(Boolean)
              .join(', ')}
          </p>
        </>
      ) : null}
      <div className={styles.actions}>
        <RequestButton
          kind="service"
          variant="primary"
          target={{ id: service.id, title: service.title }}
          href={`${paths.requestHrefBase}?service=${service.id}`}
          label={tCommon('requestService')}
        />
        <button type="button" className={buttonClass('secondary')} onClick={() => void copyLink()}>
          {t('copyLink')}
        </button>
      </div>
    </article>
  );
}
