import { statusRoute } from '@/lib/submissions/server';

/** POST /api/request-status: a private status link's request (lib/submissions/status-endpoint.ts). */
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = statusRoute();
