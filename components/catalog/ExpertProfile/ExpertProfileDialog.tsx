'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/Dialog/Dialog';

type Props = {
  /** Each expert's profile, rendered on the server, by id. */
  profiles: Record<string, ReactNode>;
  labels: { close: string; notFound: string; notFoundText: string };
};

const PARAM = 'expert';

function urlWithExpert(id: string | null): string {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set(PARAM, id);
  else url.searchParams.delete(PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The experts page's profile dialog. `?expert=<id>` opens it, so a profile can be shared; the
 * cards' "Full profile" links open it in place (the URL follows, and Back closes it). Focus goes
 * back to the link that opened it.
 */
function ProfileDialog({ profiles, labels }: Props) {
  const id = useSearchParams().get(PARAM);
  // Whether this page put the profile in the history (then closing is Back), or a shared link did.
  const pushed = useRef(false);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-profile-link]');
      if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      pushed.current = true;
      window.history.pushState(null, '', urlWithExpert(link.dataset.profileLink ?? null));
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  if (!id) return null;
  const close = () => {
    if (pushed.current) window.history.back();
    else window.history.replaceState(null, '', urlWithExpert(null));
    pushed.current = false;
  };
  const profile = profiles[id];
  return (
    <Dialog
      key={id}
      label={profile ? undefined : labels.notFound}
      closeLabel={labels.close}
      onClose={close}
      returnFocusTo={() => document.querySelector<HTMLElement>(`main a[data-profile-link="${CSS.escape(id)}"]`)}
    >
      {profile ?? (
        <div role="alert">
          <h2 tabIndex={-1}>{labels.notFound}</h2>
          <p>{labels.notFoundText}</p>
        </div>
      )}
    </Dialog>
  );
}

export function ExpertProfileDialog(props: Props) {
  // useSearchParams would opt the whole page out of prerendering without a Suspense boundary.
  return (
    <Suspense fallback={null}>
      <ProfileDialog {...props} />
    </Suspense>
  );
}
