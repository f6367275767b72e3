'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { get, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { choiceLists } from '@/lib/forms/choice-labels';
import type { MeetingRequest, ServiceRequest } from '@/lib/forms/schemas';
import type { Locale } from '@/lib/i18n/locales';

/** A request's values: a meeting's and a service's differ only in their target's id. */
export type RequestValues = z.input<typeof MeetingRequest> & z.input<typeof ServiceRequest>;

/** The request form's methods, for its steps (RequestForm provides them). */
export function useRequestForm() {
  return useFormContext<RequestValues>();
}

/** The message key of a field's error, by its path (`timeSlots.0.date`), if it has one. */
export function useFieldError(): (path: string) => string | undefined {
  const { errors } = useRequestForm().formState;
  return (path) => (get(errors, path) as { message?: string } | undefined)?.message;
}

/** The choice lists (industries, languages, ways to talk), named in the page's language. */
export function useChoiceLists() {
  const locale = useLocale() as Locale;
  return useMemo(() => choiceLists(locale), [locale]);
}
