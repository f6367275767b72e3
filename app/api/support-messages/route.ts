import { submissionRoute } from '@/lib/submissions/server';

/** POST /api/support-messages: see the API section of README.md. */
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = submissionRoute('support');
