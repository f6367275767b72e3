import { changeStatus } from '@/lib/office/routes';

/** POST /api/office/submissions/:id/status: a status change with its note. */
export const POST = changeStatus;
