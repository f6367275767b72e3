import type { SubmissionKind } from '@/lib/forms/schemas';

/** Where each form is posted, under the API's base: by the forms' script and, without it, by the form itself. */
export const SUBMISSION_ENDPOINTS: Record<SubmissionKind, string> = {
  meeting: '/meeting-requests',
  service: '/service-requests',
  support: '/support-messages',
  investor: '/investor-requests',
};

/** A form's `action`: the API's base (a path or an absolute URL) and the form's endpoint. */
export function submissionUrl(apiBaseUrl: string, kind: SubmissionKind): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}${SUBMISSION_ENDPOINTS[kind]}`;
}

/**
 * Answers that sending the same again cannot change: a malformed request (400), a page the API
 * does not take posts from (403), a body it cannot read (415). The form says so and offers
 * another way to reach the office, instead of "try again".
 */
export const REFUSED_STATUSES: ReadonlySet<number> = new Set([400, 403, 415]);
