'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/Dialog/Dialog';
import { EXPERT_CARD } from '../ExpertCard/markers';
import styles from './ExpertProfile.module.css';

type Props = { labels: { close: string; notFound: string; notFoundText: string } };

const PARAM = 'expert';

function urlWithExpert(id: string | null): string {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set(PARAM, id);
  else url.searchParams.delete(PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

const cardSelector = (id?: string) => (id ? `main article[${EXPERT_CARD.attribute}="${CSS.escape(id)}"]` : `main article[${EXPERT_CARD.attribute}]`);

/** Every card of the page as prerendered, by expert: a filter may take a card out of the page later. */
function prerenderedCards(): Map<string, HTMLElement> {
  const cards = new Map<string, HTMLElement>();
  if (typeof document === 'undefined') return cards;
  for (const card of document.querySelectorAll<HTMLElement>(cardSelector()))
    cards.set(card.getAttribute(EXPERT_CARD.attribute)!, card.cloneNode(true) as HTMLElement);
  return cards;
}

/**
 * The profile is the expert's card, copied from the page, whole: the bio unclamped, every fact,
 * the request button. The page carries each expert's words once, in the card, instead of again
 * in a second, hidden rendering.
 */
function profileFrom(card: HTMLElement): HTMLElement {
  const profile = card.cloneNode(true) as HTMLElement;
  profile.removeAttribute(EXPERT_CARD.attribute);
  profile.querySelector('a[data-profile-link]')?.remove();
  for (const element of profile.querySelectorAll('[id]')) element.id = `profile-${element.id}`;
  profile.setAttribute('aria-labelledby', `profile-${card.getAttribute('aria-labelledby') ?? ''}`);
  // The dialog moves focus to its title, so a screen reader announces whose profile opened.
  profile.querySelector('h2')?.setAttribute('tabindex', '-1');
  return profile;
}

function CardCopy({ profile }: { profile: HTMLElement }) {
  const holder = useRef<HTMLDivElement>(null);
  // Before the dialog's own effect looks for its title.
  useLayoutEffect(() => holder.current?.replaceChildren(profile), [profile]);
  return <div ref={holder} className={styles.profile} />;
}

/**
 * The experts page's profile dialog. `?expert=<id>` opens it, so a profile can be shared; the
 * cards' "Full profile" links open it in place (the URL follows, and Back closes it). Focus goes
 * back to the link that opened it.
 */
function ProfileDialog({ labels }: Props) {
  const id = useSearchParams().get(PARAM);
  // Whether this page put the profile in the history (then closing is Back), or a shared link did.
  const pushed = useRef(false);
  const [prerendered] = useState(prerenderedCards);

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

  const profile = useMemo(() => {
    if (!id) return null;
    const card = document.querySelector<HTMLElement>(cardSelector(id)) ?? prerendered.get(id);
    return card ? profileFrom(card) : null;
  }, [id, prerendered]);

  if (!id) return null;
  const close = () => {
    if (pushed.current) window.history.back();
    else window.history.replaceState(null, '', urlWithExpert(null));
    pushed.current = false;
  };
  return (
    <Dialog
      key={id}
      label={profile ? undefined : labels.notFound}
      closeLabel={labels.close}
      onClose={close}
      returnFocusTo={() => document.querySelector<HTMLElement>(`main a[data-profile-link="${CSS.escape(id)}"]`)}
    >
      {profile ? (
        <CardCopy profile={profile} />
      ) : (
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
