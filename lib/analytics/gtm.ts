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

/**
 * The inline loader react-gtm-module puts in the page for a container, to the character: the
 * Content-Security-Policy allows it by its hash (lib/security/csp.ts). A unit test compares it
 * with what the library really inserts, so an upgrade that changes it fails the test.
 */
export function gtmLoaderScript(gtmId: string): string {
  const query = '&gtm_auth=&gtm_preview=';
  return `
      (function(w,d,s,l,i){w[l]=w[l]||[];
        w[l].push({'gtm.start': new Date().getTime(),event:'gtm.js', });
        var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';
        j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl+'${query}&gtm_cookies_win=x';
        f.parentNode.insertBefore(j,f);
      })(window,document,'script','dataLayer','${gtmId}');`;
}
