import { useLocale, useTranslations } from 'next-intl';
import { RequestButton } from '@/components/requests/RequestButton/RequestButton';
import { getPathname } from '@/i18n/navigation';
import { Badge } from '@/components/ui/Badge/Badge';
import { ButtonLink } from '@/components/ui/ButtonLink/ButtonLink';
import type { ServiceCardView } from '@/lib/content/views';
import { catalogItemPath } from '@/lib/routes';
import { priceValues } from '@/components/currency/Price/Price';
import styles from './ServiceCard.module.css';

type Props = {
  service: ServiceCardView;
  headingLevel?: 2 | 3;
  /** In a slider: price and duration on one line, without the description, which the service's page shows. */
  compact?: boolean;
};

/**
 * A service or ready-made offer: what it is, from what price, how long, and where to go next.
 * Rendered by the server, and by the browser where its text is a page's (components/catalog/CatalogCard).
 */
export function ServiceCard({ service, headingLevel = 3, compact = false }: Props) {
  const t = useTranslations('Common');
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const { min, max } = service.durationWeeks;
  const price = t.rich('priceFrom', priceValues(service.priceFromUsd, locale));
  const duration = min === max ? t('durationExact', { weeks: max }) : t('durationRange', { min, max });
  return (
    <article className={styles.card} aria-labelledby={`service-${service.id}`} data-kind={service.kind}>
      <div className={styles.badges}>
        <Badge tone={service.kind === 'ready' ? 'accent' : 'brand'}>{service.kind === 'ready' ? t('kindReady') : t('kindAdaptive')}</Badge>
        {service.areas.slice(0, 1).map((area) => (
          <Badge key={area.id}>{area.name}</Badge>
        ))}
      </div>
      <Heading id={`service-${service.id}`} className={styles.title}>
        {service.title}
      </Heading>
      {compact ? null : <p className={styles.description}>{service.summary}</p>}
      {compact ? (
        <p className={styles.line}>
          {price} · {duration}
        </p>
      ) : (
        <dl className={styles.facts}>
          <div>
            <dt>{t('price')}</dt>
            <dd>{price}</dd>
          </div>
          <div>
            <dt>{t('duration')}</dt>
            <dd>{duration}</dd>
          </div>
        </dl>
      )}
      <div className={styles.actions}>
        <ButtonLink href={catalogItemPath('service', service.id)} variant="secondary" aria-label={`${t('details')}: ${service.title}`}>
          {t('details')}
        </ButtonLink>
        <RequestButton
          kind="service"
          variant="ghost"
          target={{ id: service.id, title: service.title, priceUsd: service.priceFromUsd }}
          href={getPathname({ href: { pathname: '/request_to_service', query: { service: service.id } }, locale })}
          label={t('requestService')}
          srLabel={service.title}
        />
      </div>
    </article>
  );
}
