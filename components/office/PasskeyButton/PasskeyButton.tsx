'use client';

/**
 * A passkey ceremony through better-auth's passkey client (its routes under /api/office/auth):
 * signing in, or adding a passkey to the signed-in account. Shown only where the browser can.
 */

import { passkeyClient } from '@better-auth/passkey/client';
import { createAuthClient } from 'better-auth/client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

const client = createAuthClient({ basePath: '/api/office/auth', plugins: [passkeyClient()] });

type Mode = 'signIn' | 'add';
type Props = { mode: Mode; next?: string };

export function PasskeyButton({ mode, next = '/office' }: Props) {
  const t = useTranslations('Office');
  const { label, failed, done } =
    mode === 'signIn'
      ? { label: t('signIn.passkey'), failed: t('signIn.passkeyFailed'), done: null }
      : { label: t('account.addPasskey'), failed: t('account.passkeyFailed'), done: t('account.passkeyAdded') };
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'done'>('idle');
  useEffect(() => setSupported(typeof window.PublicKeyCredential === 'function'), []);
  if (!supported) return null;

  const run = async () => {
    setState('busy');
    const result = mode === 'signIn' ? await client.signIn.passkey() : await client.passkey.addPasskey();
    if (result?.error) return setState('failed');
    if (mode === 'signIn') window.location.assign(next);
    else {
      setState('done');
      window.location.reload();
    }
  };
  return (
    <div className="o-form">
      <button type="button" className="o-secondary" onClick={() => void run()} disabled={state === 'busy'}>
        {label}
      </button>
      {state === 'failed' && (
        <p className="o-error" role="alert">
          {failed}
        </p>
      )}
      {state === 'done' && done && (
        <p className="o-notice" role="status">
          {done}
        </p>
      )}
    </div>
  );
}
