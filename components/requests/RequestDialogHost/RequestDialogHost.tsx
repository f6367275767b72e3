'use client';

/**
 * The dialog's code (react-hook-form, zod, the form), and its messages where the page does not carry
 * them, are not part of the page's first load; they are fetched once the visitor shows they are
 * there (or a few seconds after the page went idle), so the dialog still opens if the connection
 * drops afterwards, and evaluating them never competes with the page's start.
 */

import { startTransition, useEffect, useState, useTransition } from 'react';
import { type LazyPart, lazyPart, useLazyPart } from '@/components/ui/LazyPart/lazyPart';
import { afterNextPaint, whenEngaged } from '@/lib/navigation/browser';
import { fetchJsonPart } from '@/lib/navigation/lazy-part';
import { REQUEST_BUTTON, type RequestTarget } from '../RequestButton/RequestButton';
import type { DialogMessages } from '@/lib/i18n/dialog-messages';

type DialogCode = { Dialog: typeof import('../RequestDialog/RequestDialog').default; messages: DialogMessages | null };

/** One part per message file (one per language): the code is shared, the messages are fetched once. */
const dialogParts = new Map<string | null, LazyPart<DialogCode>>();
function dialogPart(messagesUrl: string | null): LazyPart<DialogCode> {
  let part = dialogParts.get(messagesUrl);
  if (!part) {
    part = lazyPart(
      () =>
        Promise.all([import('../RequestDialog/RequestDialog'), messagesUrl ? fetchJsonPart<DialogMessages>(messagesUrl) : null]).then(([code, messages]) => ({
          Dialog: code.default,
          messages,
        })),
      { warmUp: [() => import('@/lib/forms/schemas'), () => import('@/lib/api/client')] },
    );
    dialogParts.set(messagesUrl, part);
  }
  return part;
}

/** `opening` counts the clicks: each one is a new dialog, even for the same expert right after closing it. */
type Request = { kind: 'meeting' | 'service'; target: RequestTarget; button: HTMLAnchorElement; opening: number };

let openings = 0;

const buttonOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLAnchorElement>(REQUEST_BUTTON.selector) ?? null;

/**
 * The one island behind every request button of a page (RequestButton is plain markup): a click
 * on any of them opens the request dialog for its expert or service. Rendered once by FormScope.
 */
export function RequestDialogHost({ messagesUrl }: { messagesUrl: string | null }) {
  const dialogCode = dialogPart(messagesUrl);
  const [request, setRequest] = useState<Request | null>(null);
  const [dialog, loadDialog] = useLazyPart(dialogCode, { reloadOnFailure: true, announce: true });
  // The form is a big render: as a transition, React does it in slices between frames, so the
  // tap is answered at once (the button says it is busy) and the dialog follows (INP).
  const [rendering, startRendering] = useTransition();

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const button = buttonOf(event);
      if (!button || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      const data = button.dataset;
      const next: Request = {
        kind: data[REQUEST_BUTTON.kind] === 'service' ? 'service' : 'meeting',
        target: {
          id: data[REQUEST_BUTTON.id] ?? '',
          title: data[REQUEST_BUTTON.title] ?? '',
          priceUsd: data[REQUEST_BUTTON.price] ? Number(data[REQUEST_BUTTON.price]) : undefined,
        },
        button,
        opening: ++openings,
      };
      button.setAttribute('aria-busy', 'true');
      // The busy button is painted first; then the code loads and the form renders.
      afterNextPaint(() => {
        startRendering(() => setRequest(next));
        void loadDialog();
      });
    }
    const preloadFor = (event: Event) => {
      if (buttonOf(event)) dialogCode.preload();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', preloadFor);
    document.addEventListener('focusin', preloadFor);
    const cancelIdle = document.querySelector(REQUEST_BUTTON.selector) ? whenEngaged(dialogCode.preload) : () => {};
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', preloadFor);
      document.removeEventListener('focusin', preloadFor);
      cancelIdle();
    };
  }, [loadDialog, dialogCode]);

  // The button says it is busy while the dialog's code loads and the form renders.
  const busy = request !== null && (dialog.status === 'loading' || rendering);
  useEffect(() => {
    if (!request || busy) return;
    request.button.removeAttribute('aria-busy');
  }, [busy, request]);

  if (!request || dialog.status !== 'ready') return null;
  const { Dialog, messages } = dialog.value;
  return (
    <Dialog
      // Closing and reopening before the close has rendered must not leave the closed dialog in place.
      key={request.opening}
      kind={request.kind}
      target={request.target}
      messages={messages}
      // The browser tells of a close a task later: by then the visitor may have opened the next one.
      onClose={() => startTransition(() => setRequest((current) => (current === request ? null : current)))}
    />
  );
}
