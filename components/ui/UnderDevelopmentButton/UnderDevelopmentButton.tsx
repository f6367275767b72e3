'use client';

import toast from 'react-hot-toast';
import { buttonClass } from '../ButtonLink/ButtonLink';

/** For a feature that is not built yet: says so in a toast instead of leading nowhere. */
export function UnderDevelopmentButton({ label, message, variant = 'primary' }: { label: string; message: string; variant?: 'primary' | 'secondary' }) {
  return (
    <button type="button" className={buttonClass(variant)} onClick={() => toast(message, { id: 'under-development', icon: '🛠️' })}>
      {label}
    </button>
  );
}
