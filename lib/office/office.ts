/**
 * The office's one runtime per server process, made on first use and shared through
 * `globalThis` (Next bundles the proxy, pages and routes apart): better-auth on the submissions'
 * database, the office's queries, the sign-in throttle, and the audit log's writer.
 */

import { getConfig } from '@/lib/config';
import { clientKey, clientParts } from '@/lib/http/client-address';
import { addressFactsOf, judgeOrigin } from '@/lib/http/origin';
import { getStore } from '@/lib/submissions/shared-store';
import { createOfficeAuth, type OfficeAuth } from './auth';
import { type AuditEntry, OfficeStore } from './office-store';
import { officeAuthSecret } from './secret';
import { SignInThrottle } from './sign-in-throttle';

export type Office = { auth: OfficeAuth; store: OfficeStore; throttle: SignInThrottle };

const globalState = globalThis as { __office?: Promise<Office> };

/** Whether a state-changing request's Origin is let in: the rule of the public forms. */
export function originAllowed(request: Request): boolean {
  const config = getConfig();
  const rule = { siteOrigin: new URL(config.siteUrl).origin, allowedOrigins: config.allowedOrigins, trustProxy: config.trustProxy };
  return judgeOrigin(request.headers.get('origin'), addressFactsOf(request), rule).allowed;
}

/** Where a request came from, as the audit log records it: the rate limit's idea of the client. */
export function clientOf(headers: Headers): { ip: string; userAgent: string | null } {
  return { ip: clientKey(clientParts(headers), getConfig().trustProxy), userAgent: headers.get('user-agent') };
}

export function getOffice(): Promise<Office> {
  globalState.__office ??= (async () => {
    const config = getConfig();
    const submissions = await getStore();
    const store = new OfficeStore(submissions.database, submissions);
    const auth = createOfficeAuth({
      database: submissions.database,
      secret: officeAuthSecret(config),
      siteUrl: config.siteUrl,
      https: config.https,
      trustProxy: config.trustProxy,
      originAllowed,
      onSessionStarted: async (session) => {
        const user = await submissions.database.db.selectFrom('staff_user').select('email').where('id', '=', session.userId).executeTakeFirst();
        // Stryker disable next-line OptionalChaining: the session's create hook refused a user that is not there, and accounts are never deleted (the `?.` is for the type)
        await store.audit({ action: 'sign_in', actorId: session.userId, actorEmail: user?.email, ip: session.ipAddress, userAgent: session.userAgent });
      },
    });
    return { auth, store, throttle: new SignInThrottle() };
  })();
  const office = globalState.__office;
  office.catch(() => {
    if (globalState.__office === office) globalState.__office = undefined;
  });
  return office;
}

/** Records an action with who did it and from where. */
export async function audit(request: { headers: Headers }, entry: Omit<AuditEntry, 'ip' | 'userAgent'>): Promise<void> {
  const { store } = await getOffice();
  await store.audit({ ...entry, ...clientOf(request.headers) });
}
