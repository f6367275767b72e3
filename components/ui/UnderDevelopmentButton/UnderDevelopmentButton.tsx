'use client';

import toast from 'react-hot-toast/headless';
import { buttonClass } from '../ButtonLink/ButtonLink';

/** For a feature that is not built yet: says so in a toast instead of leading nowhere. */
type Props = { label: string; srLabel?: string; message: string; variant?: 'primary' | 'secondary' };

export function UnderDevelopmentButton({ label, srLabel, message, variant = 'primary' }: Props) {
  return (
    <button
      type="button"
      className={buttonClass(variant)}
      aria-label={srLabel ? `${label}: ${srLabel}` : undefined}
      onClick={() => toast(message, { id: 'under-development', icon: '🛠️' })}
    >
      {label}
    </button>
  );
}
