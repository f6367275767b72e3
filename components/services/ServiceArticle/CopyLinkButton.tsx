'use client';

import { useTranslations } from 'next-intl';
import toast from 'react-hot-toast/headless';
import { buttonClass } from '@/components/ui/ButtonLink/ButtonLink';

/** Copies the page's address, and says so; where the clipboard is refused, shows the address to copy by hand. */
export function CopyLinkButton() {
  const t = useTranslations('FullCard');
  const [label, copied] = [t('copyLink'), t('linkCopied')];
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(copied, { id: 'link-copied' });
    } catch {
      window.prompt(label, window.location.href);
    }
  }
  return (
    <button type="button" className={buttonClass('secondary')} onClick={() => void copyLink()}>
      {label}
    </button>
  );
}
