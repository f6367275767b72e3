import { expect, it } from 'vitest';

// Imported inside the test, not at the top: a schema builder broken at the module's first run
// (say one that returns nothing) then fails this test, where a static import would only stop the
// test files from loading, which the mutation runner does not count as a failed test.
it('the schemas module loads and its schemas parse', async () => {
  const { TimeSlot, VALIDATION_KEYS } = await import('./schemas');
  expect(VALIDATION_KEYS).toContain('slotOrder');
  const slot = { date: '2099-01-01', from: '11:00', to: '10:00', timeZone: 'Asia/Tbilisi' };
  expect(TimeSlot.safeParse(slot).error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([{ path: ['to'], message: 'slotOrder' }]);
});
