'use client';

import { useTranslations } from 'next-intl';
import toast from 'react-hot-toast/headless';
import { buttonClass } from '../ButtonLink/ButtonLink';

/** The button's text is the page's; `srLabel` says what it is for, to a screen reader. */
type Props = { label: string; srLabel?: string; variant?: 'primary' | 'secondary' };

/** For a feature that is not built yet: says so in a toast instead of leading nowhere. */
export function UnderDevelopmentButton({ label, srLabel, variant = 'primary' }: Props) {
  const message = useTranslations('Common')('underDevelopment');
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
