'use client';

import { useEffect, useState, type MouseEvent } from 'react';
import { lazyPart, useLazyPart } from '@/components/system/LazyPart/lazyPart';
import { buttonClass } from '@/components/ui/ButtonLink/ButtonLink';
import { whenIdle } from '@/lib/navigation/browser';

/**
 * The dialog's code (react-hook-form, zod, the form) is not part of the page's first load; it is
 * fetched once the page is idle, so the dialog still opens if the connection drops afterwards.
 */
const dialogCode = lazyPart(() => import('../RequestDialog/RequestDialog'), {
  warmUp: [() => import('@/lib/forms/schemas'), () => import('@/lib/api/client')],
});
let preloadScheduled = false;

type Props = {
  kind: 'meeting' | 'service';
  target: { id: string; title: string };
  href: string;
  label: string;
  srLabel?: string;
  variant?: 'primary' | 'secondary' | 'ghost';
};

/** Opens the request dialog; without JavaScript (or with a modified click) it is a link to the request page. */
export function RequestButton({ kind, target, href, label, srLabel, variant = 'secondary' }: Props) {
  const [open, setOpen] = useState(false);
  const [dialog, loadDialog] = useLazyPart(dialogCode, { reloadOnFailure: true, announce: true });

  useEffect(() => {
    if (preloadScheduled) return;
    preloadScheduled = true;
    whenIdle(dialogCode.preload);
  }, []);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
    void loadDialog();
  }

  const Dialog = open && dialog.status === 'ready' ? dialog.value.default : null;
  return (
    <>
      <a
        href={href}
        className={buttonClass(variant)}
        onClick={onClick}
        onPointerEnter={dialogCode.preload}
        onFocus={dialogCode.preload}
        aria-haspopup="dialog"
        aria-busy={open && dialog.status === 'loading' ? true : undefined}
        data-request-button={kind}
      >
        {label}
        {srLabel ? <span className="visually-hidden">: {srLabel}</span> : null}
      </a>
      {Dialog ? <Dialog kind={kind} target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
