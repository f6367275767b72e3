import type { DayPickerLocale } from 'react-day-picker';
import { lazyPart, type LazyPart } from '@/components/ui/LazyPart/lazyPart';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { whenIdle } from '@/lib/navigation/browser';
import type { CalendarPanel } from './CalendarPanel';

/** The calendar, its language, and the class names of its stylesheet (the button's too). */
export type CalendarCode = { CalendarPanel: typeof CalendarPanel; locale: DayPickerLocale; styles: Readonly<Record<string, string>> };

const parts = new Map<Locale, LazyPart<CalendarCode>>();

/**
 * The calendar's code (react-day-picker, date-fns, the page's language and the picker's
 * stylesheet) is a part of its own, fetched after the form's code, so it adds nothing to a page's
 * first load nor to the form's start-up task.
 */
export function calendarPart(tag: string): LazyPart<CalendarCode> {
  const locale = isLocale(tag) ? tag : DEFAULT_LOCALE;
  let part = parts.get(locale);
  if (!part) {
    part = lazyPart(async () => {
      // One after the other: fetched side by side, the language's chunk would carry its own copy of the date code.
      const panel = await import('./CalendarPanel');
      return { CalendarPanel: panel.CalendarPanel, locale: await panel.DAY_PICKER_LOCALES[locale](), styles: panel.calendarStyles };
    });
    parts.set(locale, part);
  }
  return part;
}

// This module arrives with the form's code, itself fetched ahead of need so that the form works
// after the connection drops; the calendar follows at the next quiet moment, for the page's language.
if (typeof window !== 'undefined') whenIdle(() => calendarPart(document.documentElement.lang).preload());
