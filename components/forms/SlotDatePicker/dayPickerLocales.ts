/**
 * The calendar's month names, weekdays and day labels, one language per chunk. Imported from the
 * calendar's own chunk, so each language's chunk holds only its messages: the date code they share
 * is already there.
 */

import type { DayPickerLocale } from 'react-day-picker';
import type { Locale } from '@/lib/i18n/locales';

export const DAY_PICKER_LOCALES: Record<Locale, () => Promise<DayPickerLocale>> = {
  en: () => import('react-day-picker/locale/en-US').then((module) => module.enUS),
  ka: () => import('react-day-picker/locale/ka').then((module) => module.ka),
  kk: () => import('react-day-picker/locale/kk').then((module) => module.kk),
  ru: () => import('react-day-picker/locale/ru').then((module) => module.ru),
};
