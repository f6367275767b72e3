import { getOffice } from '@/lib/office/office';

/**
 * better-auth's passkey ceremonies (/api/office/auth/passkey/…): the only part of its API served;
 * the request guard answers 404 to any other path under /api/office/auth.
 */
async function handle(request: Request): Promise<Response> {
  const { auth } = await getOffice();
  return auth.handler(request);
}

export const GET = handle;
export const POST = handle;
