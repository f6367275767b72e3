'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useRef, useState, type PointerEvent } from 'react';
import { DateLib, DayPicker, type DayPickerLocale } from 'react-day-picker';
import { clampMonth, firstDayOfWeek, formatDay, monthInYear, openingMonth, parseDay, swipeMonthStep } from '@/lib/forms/calendar';
import { YearGrid } from './YearGrid';
import styles from './SlotDatePicker.module.css';

export { DAY_PICKER_LOCALES } from './dayPickerLocales';
/** The picker's stylesheet travels with the calendar's code; SlotDatePicker styles its button with it. */
export const calendarStyles: Readonly<Record<string, string>> = styles;

type Props = { locale: DayPickerLocale; value: string; min: string; max: string; onChoose: (day: string) => void };

const addMonths = (month: Date, step: number) => new Date(month.getFullYear(), month.getMonth() + step, 1);

/** The caption is ours (with the year picker behind it), so DayPicker's own is left out. */
const NoCaption = () => <></>;

const DAY_CLASSES = {
  root: styles.dayPicker,
  month_grid: styles.monthGrid,
  weekday: styles.weekday,
  day: styles.day,
  day_button: styles.dayButton,
  today: styles.today,
  selected: styles.selected,
  disabled: styles.disabled,
  outside: styles.outside,
};

/**
 * The calendar inside the popover: a month of days (react-day-picker: a grid the arrow keys move
 * through), a caption that opens the year picker, and month swipes on touch screens.
 */
export function CalendarPanel({ locale, value, min, max, onChoose }: Props) {
  const t = useTranslations('RequestForm');
  const tag = useLocale();
  // slotDateBounds always gives real days; the fallbacks only keep the types honest.
  const [first, last] = useMemo(() => {
    const from = parseDay(min) ?? new Date();
    return [from, parseDay(max) ?? from] as const;
  }, [min, max]);
  const [month, setMonth] = useState(() => openingMonth(value, first, last));
  const [view, setView] = useState<'days' | 'years'>('days');
  const swipeStart = useRef<{ x: number; y: number; time: number; pointer: number } | null>(null);
  const dateLib = useMemo(() => new DateLib({ locale }), [locale]);
  const caption = dateLib.formatMonthYear(month);

  const show = (wanted: Date) => setMonth(clampMonth(wanted, first, last));
  const canGo = (step: number) => clampMonth(addMonths(month, step), first, last).getTime() !== month.getTime();

  // Touch and pen only: a mouse drag is not a swipe. The limits are in lib/forms/calendar.ts.
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    swipeStart.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY, time: event.timeStamp, pointer: event.pointerId };
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointer !== event.pointerId) return;
    const step = swipeMonthStep({ dx: event.clientX - start.x, dy: event.clientY - start.y, ms: event.timeStamp - start.time });
    if (step !== 0) show(addMonths(month, step));
  }

  if (view === 'years') {
    return (
      <YearGrid
        shownYear={month.getFullYear()}
        first={first}
        last={last}
        onChoose={(year) => {
          setMonth(monthInYear(month, year, first, last));
          setView('days');
        }}
      />
    );
  }

  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.navButton}
          aria-label={t('calendarPreviousMonth')}
          aria-disabled={!canGo(-1) || undefined}
          onClick={() => show(addMonths(month, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className={styles.captionButton} aria-label={t('calendarChooseYear', { month: caption })} onClick={() => setView('years')}>
          <span className={styles.captionText}>{caption}</span>
          <span aria-hidden="true"> ▾</span>
        </button>
        <button
          type="button"
          className={styles.navButton}
          aria-label={t('calendarNextMonth')}
          aria-disabled={!canGo(1) || undefined}
          onClick={() => show(addMonths(month, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {caption}
      </p>
      <div className={styles.swipeArea} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeStart.current = null)}>
        <DayPicker
          mode="single"
          required
          selected={parseDay(value)}
          onSelect={(day) => onChoose(formatDay(day))}
          month={month}
          onMonthChange={show}
          startMonth={first}
          endMonth={last}
          disabled={[{ before: first }, { after: last }]}
          today={first}
          locale={locale}
          lang={tag}
          weekStartsOn={firstDayOfWeek(tag)}
          hideNavigation
          showOutsideDays
          fixedWeeks
          autoFocus
          components={{ MonthCaption: NoCaption }}
          classNames={DAY_CLASSES}
        />
      </div>
    </div>
  );
}
