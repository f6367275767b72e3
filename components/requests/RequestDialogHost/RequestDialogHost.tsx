'use client';

/**
 * The dialog's code (react-hook-form, zod, the form) is not part of the page's first load; it is
 * fetched once the page is idle, so the dialog still opens if the connection drops afterwards.
 */

import { startTransition, useEffect, useState, useTransition } from 'react';
import { lazyPart, useLazyPart } from '@/components/system/LazyPart/lazyPart';
import { whenIdle } from '@/lib/navigation/browser';
import { REQUEST_BUTTON } from '../RequestButton/RequestButton';

const dialogCode = lazyPart(() => import('../RequestDialog/RequestDialog'), {
  warmUp: [() => import('@/lib/forms/schemas'), () => import('@/lib/api/client')],
});

type Request = { kind: 'meeting' | 'service'; target: { id: string; title: string }; button: HTMLAnchorElement };

const buttonOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLAnchorElement>(REQUEST_BUTTON.selector) ?? null;

/**
 * The one island behind every request button of a page (RequestButton is plain markup): a click
 * on any of them opens the request dialog for its expert or service. Rendered once by FormScope.
 */
export function RequestDialogHost() {
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
        target: { id: data[REQUEST_BUTTON.id] ?? '', title: data[REQUEST_BUTTON.title] ?? '' },
        button,
      };
      button.setAttribute('aria-busy', 'true');
      startRendering(() => setRequest(next));
      void loadDialog();
    }
    const preloadFor = (event: Event) => {
      if (buttonOf(event)) dialogCode.preload();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', preloadFor);
    document.addEventListener('focusin', preloadFor);
    const cancelIdle = document.querySelector(REQUEST_BUTTON.selector) ? whenIdle(dialogCode.preload) : () => {};
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', preloadFor);
      document.removeEventListener('focusin', preloadFor);
      cancelIdle();
    };
  }, [loadDialog]);

  // The button says it is busy while the dialog's code loads and the form renders.
  const busy = request !== null && (dialog.status === 'loading' || rendering);
  useEffect(() => {
    if (!request || busy) return;
    request.button.removeAttribute('aria-busy');
  }, [busy, request]);

  const Dialog = request && dialog.status === 'ready' ? dialog.value.default : null;
  return Dialog && request ? (
    <Dialog key={`${request.kind}:${request.target.id}`} kind={request.kind} target={request.target} onClose={() => startTransition(() => setRequest(null))} />
  ) : null;
}
