import { customerActionRoute } from '@/lib/submissions/server';

/** POST /api/request-status/actions: a customer's message, new times or cancellation from their status page (lib/submissions/action-endpoint.ts). */
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = customerActionRoute();
