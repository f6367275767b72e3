/**
 * Analytics rules: the tag manager loads only with a configured container and when the visitor
 * has not asked not to be tracked (Do Not Track or Global Privacy Control); each route change is
 * pushed as a page view 250 ms later (the last one wins when navigations follow each other fast).
 */
export const PAGE_VIEW_DELAY_MS = 250;

type PrivacySignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean; windowDoNotTrack?: string | null; msDoNotTrack?: string | null };

export function trackingAllowed(signals: PrivacySignals): boolean {
  const dnt = [signals.doNotTrack, signals.windowDoNotTrack, signals.msDoNotTrack].some((value) => value === '1' || value === 'yes');
  return !dnt && signals.globalPrivacyControl !== true;
}

export function shouldLoadTagManager(gtmId: string | undefined, signals: PrivacySignals): boolean {
  return Boolean(gtmId) && trackingAllowed(signals);
}

export type PageView = { event: 'page_view'; page_path: string; page_location: string; page_title: string; language: string };

export function createPageViewScheduler(push: (view: PageView) => void, delayMs = PAGE_VIEW_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(view: () => PageView) {
      clearTimeout(timer);
      // Read title and location when the push happens: by then the new page has rendered them.
      timer = setTimeout(() => push(view()), delayMs);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}
