import { signOutEverywhere } from '@/lib/office/routes';

/** POST /api/office/sign-out-everywhere: ends every session of the account. */
export const POST = signOutEverywhere;
