'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import {
  CONVERTER_START,
  CURRENCIES,
  converterView,
  DEFAULT_CURRENCY,
  isCurrency,
  type Currency,
  type ConverterInput,
  type ConverterView,
} from '@/lib/currency/convert';
import { useCurrency } from '../CurrencyProvider/CurrencyProvider';
import styles from './CurrencyConverter.module.css';

type Props = {
  /**
   * The rates' date, worded by the server: the browser's own date names for Georgian and Kazakh
   * are not Node's, so a date worded here would not be the one the page was rendered with.
   */
  dates: { asOf: string; rateDate: string };
  /**
   * `converterView(CONVERTER_START, DEFAULT_CURRENCY, …)` as the server wrote it: what hydration
   * shows, without building a money formatter (a long task on a phone) until something changes.
   */
  start: ConverterView;
};

/** Converts any amount between the supported currencies with the content's rates. */
export function CurrencyConverter({ dates, start }: Props) {
  const { rates, locale, currency } = useCurrency();
  const t = useTranslations('Currency');
  const labels = { amount: t('amount'), from: t('from'), to: t('to'), result: t('result'), ...dates };
  const id = useId();
  const [input, setInput] = useState(CONVERTER_START);
  const { target, valid, result, rate } = input === CONVERTER_START && currency === DEFAULT_CURRENCY ? start : converterView(input, currency, rates, locale);
  const change = (patch: Partial<ConverterInput>) => setInput({ ...input, ...patch });

  const select = (name: string, current: Currency, onChange: (c: Currency) => void) => (
    <select id={`${id}-${name}`} value={current} onChange={(event) => isCurrency(event.target.value) && onChange(event.target.value)}>
      {CURRENCIES.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );

  return (
    <div className={styles.converter}>
      <div className={styles.field}>
        <label htmlFor={`${id}-amount`}>{labels.amount}</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          value={input.amount}
          onChange={(event) => change({ amount: event.target.value })}
          aria-invalid={!valid}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-from`}>{labels.from}</label>
        {select('from', input.from, (from) => change({ from }))}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-to`}>{labels.to}</label>
        {select('to', target, (to) => change({ to }))}
      </div>
      <p className={styles.result} aria-live="polite">
        <span className={styles.resultLabel}>{labels.result}</span>
        <output htmlFor={`${id}-amount ${id}-from ${id}-to`} data-testid="converter-result" suppressHydrationWarning>
          {result}
        </output>
        <span className={styles.rate} data-testid="converter-rate" suppressHydrationWarning>
          {rate} · {labels.rateDate}
        </span>
      </p>
      <p className={styles.asOf}>{labels.asOf}</p>
    </div>
  );
}
