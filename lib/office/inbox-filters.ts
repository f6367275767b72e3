/**
 * The inbox's filters as they travel in its URL (`/office?kind=meeting&status=received&q=…`),
 * read leniently: a value that is not one of the known ones is simply no filter, never an error
 * page. The same filters select what an export writes.
 */

import { SUBMISSION_KINDS, type SubmissionKind } from '@/lib/forms/schemas';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { isRequestStatus, type RequestStatus } from '@/lib/submissions/request-status';

export const PAGE_SIZE = 50;
export const SEARCH_MAX = 100;

export type InboxFilters = {
  kind?: SubmissionKind | undefined;
  status?: RequestStatus | undefined;
  locale?: Locale | undefined;
  /** Received on or after this day (YYYY-MM-DD, UTC). */
  from?: string | undefined;
  /** Received on or before this day. */
  to?: string | undefined;
  /** A reference, an e-mail address or part of a name. */
  q?: string | undefined;
  /** Only the requests whose customer wrote and waits for the office (`waiting=1`). */
  waiting?: true | undefined;
};

// Stryker disable next-line ConditionalExpression: test(null) tests the text "null", which is no day (the check is for the type)
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

export function parseFilters(params: URLSearchParams): InboxFilters {
  const kind = params.get('kind');
  const status = params.get('status');
  const locale = params.get('lang');
  const from = params.get('from');
  const to = params.get('to');
  const q = params.get('q')?.trim().slice(0, SEARCH_MAX);
  return {
    kind: (SUBMISSION_KINDS as readonly (string | null)[]).includes(kind) ? (kind as SubmissionKind) : undefined,
    status: isRequestStatus(status) ? status : undefined,
    locale: isLocale(locale) ? locale : undefined,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    q: q || undefined,
    waiting: params.get('waiting') === '1' ? true : undefined,
  };
}

/** The page number asked for: 1 unless a whole number of at least 1 is given. */
export function parsePage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? Math.min(page, 1_000_000) : 1;
}

/** The filters back as URL parameters (the page's links, the export's), without the empty ones. */
export function filterParams(filters: InboxFilters, extra: Record<string, string | number> = {}): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string | undefined][] = [
    ['kind', filters.kind],
    ['status', filters.status],
    ['lang', filters.locale],
    ['from', filters.from],
    ['to', filters.to],
    ['q', filters.q],
    ['waiting', filters.waiting ? '1' : undefined],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params;
}
