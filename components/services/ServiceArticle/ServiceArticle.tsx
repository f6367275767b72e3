import { getLocale, getTranslations } from 'next-intl/server';
import { priceValues } from '@/components/currency/Price/Price';
import { RequestButton } from '@/components/requests/RequestButton/RequestButton';
import { getPathname, Link } from '@/i18n/navigation';
import type { ServiceView } from '@/lib/content/views';
import type { Locale } from '@/lib/i18n/locales';
import { CATALOG_ITEM_ROUTES, catalogItemPath } from '@/lib/routes';
import { CopyLinkButton } from './CopyLinkButton';
import { COPY_LINK_MESSAGES } from './messages';
import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';
import styles from './ServiceArticle.module.css';

type Props = { service: ServiceView; experts: { id: string; name: string }[] };

/** `/services/<id>`: one service's details, its price, who does it, a request and a link to share. */
export async function ServiceArticle({ service, experts }: Props) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('FullCard');
  const tCommon = await getTranslations('Common');
  const tCatalog = await getTranslations('Catalog');
  const { min, max } = service.durationWeeks;
  return (
    <article className={`container ${styles.details}`} aria-labelledby="service-title">
      <nav aria-label={tCatalog('breadcrumbs')} className={styles.breadcrumbs}>
        <Link href={CATALOG_ITEM_ROUTES.service}>{tCatalog('allServices')}</Link>
      </nav>
      <p className={styles.kind}>{service.kind === 'ready' ? tCommon('kindReady') : tCommon('kindAdaptive')}</p>
      <h1 id="service-title" className={styles.title}>
        {service.title}
      </h1>
      <p className={styles.description}>{service.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{tCommon('price')}</dt>
          <dd>{tCommon.rich('priceFrom', priceValues(service.priceFromUsd, locale))}</dd>
        </div>
        <div>
          <dt>{tCommon('duration')}</dt>
          <dd>{min === max ? tCommon('durationExact', { weeks: max }) : tCommon('durationRange', { min, max })}</dd>
        </div>
      </dl>
      <h2>{tCommon('deliverables')}</h2>
      <ul className={styles.deliverables}>
        {service.deliverables.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {experts.length > 0 ? (
        <>
          <h2>{t('experts')}</h2>
          <ul className={styles.experts}>
            {experts.map((expert) => (
              <li key={expert.id}>
                <Link href={catalogItemPath('expert', expert.id)}>{expert.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.actions}>
        <RequestButton
          kind="service"
          variant="primary"
          target={{ id: service.id, title: service.title, priceUsd: service.priceFromUsd }}
          href={getPathname({ href: { pathname: '/request_to_service', query: { service: service.id } }, locale })}
          label={tCommon('requestService')}
        />
        <MessagesScope namespaces={COPY_LINK_MESSAGES}>
          <CopyLinkButton />
        </MessagesScope>
      </div>
    </article>
  );
}
