'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useLazyPart } from '@/components/ui/LazyPart/lazyPart';
import { POPOVER_HIDE_DELAY_MS } from '@/lib/forms/calendar';
import { calendarPart } from './calendarPart';
import { popoverPlacement } from './placement';

type Props = {
  /** The day in the date input, `YYYY-MM-DD` or empty. */
  value: string;
  /** The first and last day that may be chosen, `YYYY-MM-DD`. */
  min: string;
  max: string;
  onChoose: (day: string) => void;
  /** The date input itself, which stays: typing a date, and the page without JavaScript, need it. */
  children: ReactNode;
};

type Phase = 'closed' | 'open' | 'closing';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A date input with a button at its end that opens a calendar popover: arrows move between days,
 * Enter chooses, Escape closes and focus returns to the button. After it closes, the popover
 * fades out for POPOVER_HIDE_DELAY_MS (at once with reduced motion).
 *
 * The button and its styles come with the calendar's code (calendarPart.ts): until it is there,
 * or if it cannot be fetched, the date input is on its own, as without JavaScript. So the form's
 * code carries no stylesheet of its own, and the pages' list of the form's files is unchanged.
 */
export function SlotDatePicker({ value, min, max, onChoose, children }: Props) {
  const t = useTranslations('RequestForm');
  const part = calendarPart(useLocale());
  // No toast if it fails: the date input works without it.
  const [calendar, loadCalendar] = useLazyPart(part, { reloadOnFailure: false, announce: false });
  const [phase, setPhase] = useState<Phase>('closed');
  const phaseRef = useRef<Phase>('closed');
  const hideTimer = useRef<number | undefined>(undefined);
  const rowRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const moveTo = useCallback((next: Phase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  const close = useCallback(
    (returnFocus: boolean) => {
      if (phaseRef.current !== 'open') return;
      moveTo('closing');
      if (returnFocus) buttonRef.current?.focus();
      hideTimer.current = window.setTimeout(() => moveTo('closed'), reducedMotion() ? 0 : POPOVER_HIDE_DELAY_MS);
    },
    [moveTo],
  );

  function open() {
    window.clearTimeout(hideTimer.current);
    moveTo('open');
  }

  // Usually there already: preloaded when the form's code arrived.
  useEffect(() => {
    void loadCalendar();
  }, [loadCalendar]);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  // A press anywhere but the popover and its button closes it, leaving focus where it lands.
  useEffect(() => {
    if (phase !== 'open') return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [phase, close]);

  // Fixed to the screen (the dialog's scrolling would clip it otherwise), so placed by hand, and
  // again as the page or dialog scrolls, the screen turns, or the popover changes size.
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed again when the calendar loads, which changes the popover's size
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const field = rowRef.current;
    if (phase === 'closed' || !panel || !field) return;
    const place = () => {
      const screen = { width: document.documentElement.clientWidth, height: window.innerHeight };
      const frame = field.closest('dialog')?.getBoundingClientRect();
      const { top, left } = popoverPlacement(field.getBoundingClientRect(), { width: panel.offsetWidth, height: panel.offsetHeight }, screen, frame);
      panel.style.top = `${top}px`;
      panel.style.left = `${left}px`;
    };
    place();
    const resized = new ResizeObserver(place);
    resized.observe(panel);
    window.addEventListener('resize', place);
    document.addEventListener('scroll', place, true);
    return () => {
      resized.disconnect();
      window.removeEventListener('resize', place);
      document.removeEventListener('scroll', place, true);
    };
  }, [phase, calendar.status]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    // Handled here: the request dialog around the form must stay open.
    event.preventDefault();
    event.stopPropagation();
    close(true);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget as Node | null;
    // Tabbing out of the popover closes it; focus lost to nothing (a view that changed) does not.
    if (next && !panelRef.current?.contains(next) && next !== buttonRef.current) close(false);
  }

  // The same wrapper either way, so the input is not mounted anew when the calendar arrives.
  if (calendar.status !== 'ready') return <div>{children}</div>;
  const { CalendarPanel: Panel, locale, styles } = calendar.value;
  return (
    <div ref={rowRef} className={styles.row}>
      {children}
      <button
        ref={buttonRef}
        type="button"
        className={styles.opener}
        aria-label={t('calendarOpen')}
        aria-haspopup="dialog"
        aria-expanded={phase === 'open'}
        aria-controls={phase === 'closed' ? undefined : panelId}
        onClick={() => (phaseRef.current === 'open' ? close(true) : open())}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      {phase !== 'closed' ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={t('calendarTitle')}
          className={styles.popover}
          data-closing={phase === 'closing' || undefined}
          inert={phase === 'closing'}
          style={{ '--calendar-hide-ms': `${POPOVER_HIDE_DELAY_MS}ms` } as CSSProperties}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        >
          <Panel
            locale={locale}
            value={value}
            min={min}
            max={max}
            onChoose={(day) => {
              onChoose(day);
              close(true);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
