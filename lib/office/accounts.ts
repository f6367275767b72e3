/**
 * Staff accounts, as `npm run office:user` manages them: added with a role and a one-time link
 * to set a password (valid 24 h, kept only hashed), disabled (every session ends at once) or
 * enabled again. Nobody can sign themselves up.
 */

import { randomBytes } from 'node:crypto';
import { isEmailAddress } from '@/lib/forms/email';
import { type OfficeAuth, SET_PASSWORD_LINK_SECONDS } from './auth';
import type { OfficeStore } from './office-store';
import { SET_PASSWORD_PATH } from './paths';
import type { StaffRole } from './roles';

export class AccountError extends Error {}

type Deps = { auth: OfficeAuth; store: OfficeStore; siteUrl: string };

/** A new link to set the account's password; any earlier one stays valid until used or expired. */
export async function setPasswordLink({ auth, siteUrl }: Deps, userId: string, now = new Date()): Promise<string> {
  const context = await auth.$context;
  const token = randomBytes(32).toString('base64url');
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_SECONDS * 1000),
  });
  return `${siteUrl}${SET_PASSWORD_PATH}?token=${token}`;
}

export async function addAccount(deps: Deps, email: string, role: StaffRole, name?: string): Promise<string> {
  const address = email.trim().toLowerCase();
  if (!isEmailAddress(address)) throw new AccountError(`"${email}" is not an e-mail address`);
  const context = await deps.auth.$context;
  if (await context.internalAdapter.findUserByEmail(address))
    throw new AccountError(`${address} has an account already (a new link: office:user -- link ${address})`);
  const user = await context.internalAdapter.createUser(
    { email: address, name: name ?? address.split('@')[0]!, emailVerified: true, role, disabled: false },
    // Stryker disable next-line ObjectLiteral,StringLiteral: better-auth reads the source only for a validateUserInfo option, which the office does not set
    { method: 'admin' },
  );
  await deps.store.audit({ action: 'account_added', actorEmail: 'office:user', detail: `${address} as ${role}` });
  return setPasswordLink(deps, user.id);
}

async function userOf(deps: Deps, email: string) {
  const address = email.trim();
  // Stryker disable next-line MethodExpression: findUserByEmail lowers the address itself, so the case given here changes nothing
  const found = await (await deps.auth.$context).internalAdapter.findUserByEmail(address.toLowerCase());
  if (!found) throw new AccountError(`${email} has no account`);
  return found.user;
}

/** Disables the account and ends all its sessions: its cookies are refused from the next request on. */
export async function disableAccount(deps: Deps, email: string): Promise<void> {
  const user = await userOf(deps, email);
  const context = await deps.auth.$context;
  await context.internalAdapter.updateUser(user.id, { disabled: true });
  await context.internalAdapter.deleteUserSessions(user.id);
  await deps.store.audit({ action: 'account_disabled', actorEmail: 'office:user', detail: user.email });
}

export async function enableAccount(deps: Deps, email: string): Promise<void> {
  const user = await userOf(deps, email);
  await (await deps.auth.$context).internalAdapter.updateUser(user.id, { disabled: false });
  await deps.store.audit({ action: 'account_enabled', actorEmail: 'office:user', detail: user.email });
}

export async function newPasswordLink(deps: Deps, email: string): Promise<string> {
  const user = await userOf(deps, email);
  await deps.store.audit({ action: 'set_password_link', actorEmail: 'office:user', detail: user.email });
  return setPasswordLink(deps, user.id);
}
