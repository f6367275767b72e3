import { submissionRoute } from '@/lib/submissions/server';

/** POST /api/service-requests: see docs/api-and-submissions.md. */
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = submissionRoute('service');
