'use client';

/**
 * A passkey ceremony through better-auth's passkey client (its routes under /api/office/auth):
 * signing in, or adding a passkey to the signed-in account. Shown only where the browser can.
 */

import { passkeyClient } from '@better-auth/passkey/client';
import { createAuthClient } from 'better-auth/client';
import { useEffect, useState } from 'react';

const client = createAuthClient({ basePath: '/api/office/auth', plugins: [passkeyClient()] });

type Props = { mode: 'signIn' | 'add'; label: string; failed: string; done?: string; next?: string };

export function PasskeyButton({ mode, label, failed, done, next = '/office' }: Props) {
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
