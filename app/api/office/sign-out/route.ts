import { signOut } from '@/lib/office/routes';

/** POST /api/office/sign-out: ends this session. */
export const POST = signOut;
