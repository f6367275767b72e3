'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast/headless';
import { Price } from '@/components/currency/Price/Price';
import { RequestButton } from '@/components/requests/RequestButton/RequestButton';
import { buttonClass } from '@/components/ui/ButtonLink/ButtonLink';
import type { ServiceView } from '@/lib/content/views';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/money';
import styles from './ServiceDetails.module.css';

type Labels = {
  kind: { ready: string; adaptive: string };
  price: string;
  /** "from {price}" with the placeholder kept, so the price itself follows the currency. */
  priceFrom: string;
  deliverables: string;
  experts: string;
  request: string;
  requestHrefBase: string;
  listHref: string;
};

type Props = {
  services: (ServiceView & { duration: { label: string; value: string } })[];
  experts: Record<string, string>;
  labels: Labels;
  chooser: ReactNode;
};

/** `/full_card_service?service=<id>`: one service's details, its price, a request and a link to share. */
export function ServiceDetails({ services, experts, labels, chooser }: Props) {
  const t = useTranslations('FullCard');
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
        <a href={labels.listHref} className={buttonClass('primary')}>
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

  const [before = '', after = ''] = labels.priceFrom.split('{price}');
  return (
    <article className={`container ${styles.details}`} aria-labelledby="service-title">
      <p className={styles.kind}>{labels.kind[service.kind]}</p>
      <h2 id="service-title" className={styles.title}>
        {service.title}
      </h2>
      <p className={styles.description}>{service.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.price}</dt>
          <dd>
            {before}
            <Price usd={service.priceFromUsd} usdText={formatMoney(service.priceFromUsd, 'USD', locale)} />
            {after}
          </dd>
        </div>
        <div>
          <dt>{service.duration.label}</dt>
          <dd>{service.duration.value}</dd>
        </div>
      </dl>
      <h3>{labels.deliverables}</h3>
      <ul className={styles.deliverables}>
        {service.deliverables.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {service.expertIds.length > 0 ? (
        <>
          <h3>{labels.experts}</h3>
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
          href={`${labels.requestHrefBase}?service=${service.id}`}
          label={labels.request}
        />
        <button type="button" className={buttonClass('secondary')} onClick={() => void copyLink()}>
          {t('copyLink')}
        </button>
      </div>
    </article>
  );
}
