/**
 * Who is signed in, for the office's pages and routes: the session better-auth finds from the
 * cookie (always read from the database, so a session ended anywhere ends here at once), with
 * the account's role; a disabled account has no staff, whatever its cookie says.
 */

import { isStaffRole, may, type Permission, type StaffRole } from './roles';
import { getOffice } from './office';

export type Staff = { id: string; email: string; name: string; role: StaffRole; sessionId: string };

export type StaffLookup = { staff: Staff | undefined; setCookies: string[] };

/** The signed-in staff member; `refresh` also returns the cookie that moves the session's end on (the proxy passes it). */
export async function findStaff(headers: Headers, { refresh = false } = {}): Promise<StaffLookup> {
  const { auth } = await getOffice();
  const { headers: answer, response } = await auth.api.getSession({ headers, query: { disableRefresh: !refresh }, returnHeaders: true });
  const setCookies = answer.getSetCookie();
  if (!response) return { staff: undefined, setCookies };
  const user = response.user as typeof response.user & { role?: unknown; disabled?: unknown };
  if (user.disabled || !isStaffRole(user.role)) return { staff: undefined, setCookies };
  return { staff: { id: user.id, email: user.email, name: user.name, role: user.role, sessionId: response.session.id }, setCookies };
}

/** What a request for something needing `permission` gets: the staff member, or why not. */
export async function authorize(headers: Headers, permission: Permission): Promise<{ staff: Staff } | { refused: 401 | 403 }> {
  const { staff } = await findStaff(headers);
  if (!staff) return { refused: 401 };
  if (!may(staff.role, permission)) return { refused: 403 };
  return { staff };
}
