import { submissionRoute } from '@/lib/submissions/server';

/** POST /api/investor-requests: see docs/api-and-submissions.md. */
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = submissionRoute('investor');
