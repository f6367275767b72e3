import type { SubmissionKind } from '@/lib/forms/schemas';

/** The API's routes (app/api/<name>/route.ts), relative to its base URL, by the form they take. */
export const SUBMISSION_ENDPOINTS: Record<SubmissionKind, string> = {
  meeting: '/meeting-requests',
  service: '/service-requests',
  support: '/support-messages',
  investor: '/investor-requests',
};
