import { erase } from '@/lib/office/routes';

/** POST /api/office/erasure: erases a person's data (admins). */
export const POST = erase;
