'use client';

import { useLocale, useTranslations } from 'next-intl';
import { priceValues } from '@/components/currency/Price/Price';
import styles from '@/components/styles/form.module.css';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What the request costs and when it is paid, on every step: a meeting's price per hour or a
 * service's starting price, in the visitor's currency (the page's CurrencyProvider shows it).
 */
export function PriceNote({ kind, priceUsd }: { kind: 'meeting' | 'service'; priceUsd: number | undefined }) {
  const t = useTranslations('RequestForm');
  const locale = useLocale() as Locale;
  if (priceUsd === undefined || !Number.isFinite(priceUsd)) return null;
  return (
    <p className={styles.priceNote} data-testid="request-price">
      {t.rich(kind === 'meeting' ? 'priceMeeting' : 'priceService', priceValues(priceUsd, locale))}
    </p>
  );
}
