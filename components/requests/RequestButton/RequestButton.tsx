'use client';

import dynamic from 'next/dynamic';
import { useState, type MouseEvent } from 'react';
import { buttonClass } from '@/components/ui/ButtonLink/ButtonLink';

// The form's code (react-hook-form, zod, the dialog) loads only when a visitor opens it.
const RequestDialog = dynamic(() => import('../RequestDialog/RequestDialog'), { ssr: false });

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

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
  }

  return (
    <>
      <a href={href} className={buttonClass(variant)} onClick={onClick} aria-haspopup="dialog" data-request-button={kind}>
        {label}
        {srLabel ? <span className="visually-hidden">: {srLabel}</span> : null}
      </a>
      {open ? <RequestDialog kind={kind} target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
