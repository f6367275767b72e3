'use client';

import { useTranslations } from 'next-intl';
import { useChoiceBeforeHydration } from '@/components/forms/useChoiceBeforeHydration';
import { CURRENCIES, isCurrency } from '@/lib/currency/convert';
import styles from '@/components/styles/setting-select.module.css';
import { useCurrency } from '../CurrencyProvider/CurrencyProvider';

const SYMBOLS: Record<(typeof CURRENCIES)[number], string> = { USD: '$', EUR: '€', RUB: '₽', KZT: '₸', GEL: '₾' };

/** The header's currency setting; every price on every page follows it. */
export function CurrencySelect() {
  const label = useTranslations('Header')('currency');
  const { currency, setCurrency } = useCurrency();
  const select = useChoiceBeforeHydration(currency, (value) => isCurrency(value) && setCurrency(value));
  return (
    <label className={styles.switcher}>
      <span className="visually-hidden">{label}</span>
      <span className={styles.icon} aria-hidden="true">
        {SYMBOLS[currency]}
      </span>
      <select {...select} name="currency" className={`${styles.select} ${styles.narrow}`}>
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </label>
  );
}
