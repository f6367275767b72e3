import { signIn } from '@/lib/office/routes';

/** POST /api/office/sign-in: the sign-in form (lib/office/routes.ts). */
export const POST = signIn;
