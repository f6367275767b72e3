import type { SubmissionKind } from '@/lib/forms/schemas';

/** The API's routes (app/api/<name>/route.ts), relative to its base URL, by the form they take. */
export const SUBMISSION_ENDPOINTS: Record<SubmissionKind, string> = {
  meeting: '/meeting-requests',
  service: '/service-requests',
  support: '/support-messages',
  investor: '/investor-requests',
};

/** A private status link's lookup (lib/submissions/status-endpoint.ts), under the same base. */
export const STATUS_ENDPOINT = '/request-status';

/** What a customer does from their status page, and its "Add to calendar" (lib/submissions/action-endpoint.ts). */
export const CUSTOMER_ACTION_ENDPOINT = '/request-status/actions';
export const CALENDAR_ENDPOINT = '/request-status/calendar';

/** The catalogue's search (lib/search/endpoint.ts), read with GET and kept by shared caches: a page of results, and the header's quick list. */
export const CATALOG_ENDPOINT = '/catalog';
export const SUGGEST_ENDPOINT = '/suggest';
export const SEARCH_ENDPOINTS: readonly string[] = [CATALOG_ENDPOINT, SUGGEST_ENDPOINT];

/** An endpoint under the API's base (a path or an absolute URL). */
export function apiUrl(apiBaseUrl: string, endpoint: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}${endpoint}`;
}

/** A form's `action`: the form's endpoint under the API's base. */
export function submissionUrl(apiBaseUrl: string, kind: SubmissionKind): string {
  return apiUrl(apiBaseUrl, SUBMISSION_ENDPOINTS[kind]);
}

/**
 * Answers that sending the same again cannot change: a malformed request (400), a page the API
 * does not take posts from (403), a body it cannot read (415). The form says so and offers
 * another way to reach the office, instead of "try again".
 */
export const REFUSED_STATUSES: ReadonlySet<number> = new Set([400, 403, 415]);
