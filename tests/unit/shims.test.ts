import { describe, expect, it } from 'vitest';
import { SUPPORT_NAMES_SHIM_ENDS } from '@/lib/forms/support-names';
import { LEGACY_QUEUE_SHIM_ENDS } from '@/lib/offline/queue';

/** Code that reads what an earlier version of the site left in browsers, and the day it goes. */
const SHIMS = [
  { what: "the support form's old field names, mail and number (lib/forms/support-names.ts)", ends: SUPPORT_NAMES_SHIM_ENDS },
  { what: 'the offline queue of the first version, in localStorage (adoptLegacyQueue, lib/offline/queue.ts)', ends: LEGACY_QUEUE_SHIM_ENDS },
];

describe('compatibility shims', () => {
  it.each(SHIMS)('$what: still within its time, until $ends', ({ what, ends }) => {
    expect(ends, `${what}: not a date`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date().toISOString().slice(0, 10) < ends, `${what} was to go on ${ends}: remove it and its tests`).toBe(true);
  });
});
