'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { YEARS_PER_GROUP, yearGroup, yearInRange } from '@/lib/forms/calendar';
import styles from './SlotDatePicker.module.css';

type Props = { shownYear: number; first: Date; last: Date; onChoose: (year: number) => void };

/** Arrow keys move between the years that can be chosen, a row of four up or down. */
const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -4, ArrowDown: 4 };

/**
 * The year picker: YEARS_PER_GROUP years at a time, with buttons to the groups before and after.
 * Years without an allowed day are shown but cannot be chosen.
 */
export function YearGrid({ shownYear, first, last, onChoose }: Props) {
  const t = useTranslations('RequestForm');
  const [groupStart, setGroupStart] = useState(() => yearGroup(shownYear)[0]!);
  const gridRef = useRef<HTMLDivElement>(null);
  const years = yearGroup(groupStart);
  const from = String(years[0]);
  const to = String(years[years.length - 1]);
  const groupHasChoice = (start: number) => yearGroup(start).some((year) => yearInRange(year, first, last));

  // Focus follows the view: the year shown until now, or the first that can be chosen.
  useEffect(() => {
    const grid = gridRef.current;
    (
      grid?.querySelector<HTMLButtonElement>('button[aria-pressed="true"]:not(:disabled)') ?? grid?.querySelector<HTMLButtonElement>('button:not(:disabled)')
    )?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = ARROW_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const buttons = [...(gridRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    for (let next = index + step; next >= 0 && next < buttons.length; next += step) {
      if (!buttons[next]!.disabled) return buttons[next]!.focus();
    }
  }

  const shift = (step: number) => groupHasChoice(groupStart + step) && setGroupStart(groupStart + step);
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.navButton}
          aria-label={t('calendarPreviousYears')}
          aria-disabled={!groupHasChoice(groupStart - YEARS_PER_GROUP) || undefined}
          onClick={() => shift(-YEARS_PER_GROUP)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className={styles.captionText}>
          {from}–{to}
        </p>
        <button
          type="button"
          className={styles.navButton}
          aria-label={t('calendarNextYears')}
          aria-disabled={!groupHasChoice(groupStart + YEARS_PER_GROUP) || undefined}
          onClick={() => shift(YEARS_PER_GROUP)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div ref={gridRef} role="group" aria-label={t('calendarYears', { from, to })} className={styles.yearGrid} onKeyDown={onKeyDown}>
        {years.map((year) => (
          <button
            key={year}
            type="button"
            className={styles.year}
            aria-pressed={year === shownYear}
            disabled={!yearInRange(year, first, last)}
            onClick={() => onChoose(year)}
          >
            {year}
          </button>
        ))}
      </div>
    </div>
  );
}
