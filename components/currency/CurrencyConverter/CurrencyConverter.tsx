'use client';

import { useId, useState } from 'react';
import { CURRENCIES, formatConversion, isCurrency, type Currency } from '@/lib/currency/convert';
import { useCurrency } from '../CurrencyProvider/CurrencyProvider';
import styles from './CurrencyConverter.module.css';

type Labels = { amount: string; from: string; to: string; result: string; asOf: string; rateDate: string };

/** Converts any amount between the supported currencies with the content's rates. */
export function CurrencyConverter({ labels }: { labels: Labels }) {
  const { rates, locale, currency } = useCurrency();
  const id = useId();
  const [amount, setAmount] = useState('100');
  const [from, setFrom] = useState<Currency>('USD');
  const [to, setTo] = useState<Currency | null>(null);
  const target = to ?? (currency === from ? 'KZT' : currency);
  const value = Number(amount.replace(',', '.'));
  const valid = amount.trim() !== '' && Number.isFinite(value) && value >= 0;
  const result = valid ? formatConversion(value, from, target, rates, locale) : '—';
  // The rate used, beside the result, so the visitor can see what the answer rests on.
  const rate = `1 ${from} = ${formatConversion(1, from, target, rates, locale)}`;

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
        <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} aria-invalid={!valid} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-from`}>{labels.from}</label>
        {select('from', from, setFrom)}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-to`}>{labels.to}</label>
        {select('to', target, setTo)}
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
