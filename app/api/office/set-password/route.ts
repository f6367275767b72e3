import { setPassword } from '@/lib/office/routes';

/** POST /api/office/set-password: the one-time link's form. */
export const POST = setPassword;
