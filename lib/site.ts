/** Facts about the platform that several pages show (SPEC.md section 9). */
export const PLATFORM_VERSION = '0.4';

/** localStorage key that remembers the dismissed old-version notice. */
export const OLD_VERSION_NOTICE_KEY = 'old-version-notice';

/** Notifications: shown for 3 s at the bottom right, removed 150 ms after they close. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_REMOVE_DELAY_MS = 150;

export const MINIMUM_INVESTMENT_USD = 5000;
export const PRIVACY_POLICY_REVISED = '2022-12-28';
export const TERMS_REVISED = '2023-01-25';

/** Until the content collections arrive, the home page's figures. */
export const EXPERT_COUNT = 12;
export const CONTENT_UPDATED_AT = '2026-11-21';
