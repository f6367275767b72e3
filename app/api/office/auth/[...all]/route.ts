import { audit, getOffice } from '@/lib/office/office';
import { findStaff } from '@/lib/office/staff';

/**
 * better-auth's passkey ceremonies (/api/office/auth/passkey/…): the only part of its API served;
 * the request guard answers 404 to any other path under /api/office/auth. A passkey added is
 * written to the audit log (a passkey sign-in is, as every session started, by lib/office/office.ts).
 */
async function handle(request: Request): Promise<Response> {
  const { auth } = await getOffice();
  const added = new URL(request.url).pathname.endsWith('/passkey/verify-registration');
  const staff = added ? (await findStaff(request.headers)).staff : undefined;
  const response = await auth.handler(request);
  if (staff && response.ok) await audit(request, { action: 'passkey_added', actorId: staff.id, actorEmail: staff.email });
  return response;
}

export const GET = handle;
export const POST = handle;
