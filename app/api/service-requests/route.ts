import { submissionRoute } from '@/lib/submissions/server';

/** POST /api/service-requests: see the API section of README.md. */
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = submissionRoute('service');
