/** The time-slot date picker (components/forms/SlotDatePicker) in the request dialog. */

import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './page-ready';
import experts from '@/content/experts.json' with { type: 'json' };
import { POPOVER_HIDE_DELAY_MS, SWIPE_MAX_DURATION_MS, SWIPE_MAX_VERTICAL_PX, SWIPE_MIN_HORIZONTAL_PX, YEARS_PER_GROUP } from '@/lib/forms/calendar';
import { LANGUAGES, MESSAGES } from './site';
import { byLabel, fillContactsAndDetails, unique } from './form-filling';
import { SERVER_ONLY, storedSubmissions } from './storage';

type Lang = (typeof LANGUAGES)[number]['lang'];

/** The first column of the calendar, as its header is read out: Sunday in English, Monday elsewhere. */
const FIRST_WEEKDAY: Record<Lang, string> = { en: 'Sunday', ka: 'ორშაბათი', kk: 'дүйсенбі', ru: 'понедельник' };

/** `YYYY-MM-DD` plus some days. */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Opens the meeting dialog and fills its first two steps: the time slots are on screen. */
async function openTimeSlots(page: Page, prefix: string, lang: Lang, email: string): Promise<Locator> {
  await page.goto(`${prefix}/experts`);
  await page.locator('[data-request-button="meeting"]').first().click();
  const dialog = page.locator('dialog[open]');
  await fillContactsAndDetails(dialog, MESSAGES[lang], email);
  await expect(byLabel(dialog, MESSAGES[lang].RequestForm.slotDate)).toBeVisible();
  return dialog;
}

/** A finger on the screen: down, four moves, up, `ms` apart in all (Chromium's touch input, so pointer events follow). */
async function swipe(page: Page, from: { x: number; y: number }, dx: number, dy: number, ms: number) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const at = (step: number) => ({ x: from.x + (dx * step) / 4, y: from.y + (dy * step) / 4 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)], timestamp: start });
  for (let step = 1; step <= 4; step++) {
    await page.waitForTimeout(ms / 4);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(step)], timestamp: start + (ms * step) / 4000 });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: start + ms / 1000 });
  await cdp.detach();
  // Two frames: whatever the gesture changed is on screen.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** From the Escape key: when the popover left the page, and when a timer of the spec's delay, set at the key, fired. */
type HideTiming = { ms: number; timerMs: number };
type Watched = Window & { calendarHidden?: Promise<HideTiming> };

/**
 * Starts timing, in the page, from the next Escape key to the popover leaving the page; the
 * returned function gives the milliseconds, beside those of a plain timer of the spec's delay set
 * at the same key, which tells how late this machine runs timers just then. Armed before the key
 * is pressed, so the key cannot overtake it.
 */
async function timeToHide(page: Page, calendarName: string): Promise<() => Promise<HideTiming>> {
  await page.evaluate(
    ({ name, delay }) => {
      const popover = document.querySelector(`[role="dialog"][aria-label="${name}"]`)!;
      let pressedAt = Number.NaN;
      let timerMs = Number.NaN;
      document.addEventListener(
        'keydown',
        (event) => {
          if (event.key !== 'Escape') return;
          pressedAt = performance.now();
          setTimeout(() => (timerMs = performance.now() - pressedAt), delay);
        },
        { capture: true, once: true },
      );
      (window as Watched).calendarHidden = new Promise<HideTiming>((resolve) => {
        new MutationObserver((_, observer) => {
          if (popover.isConnected) return;
          observer.disconnect();
          const ms = performance.now() - pressedAt;
          // The reference timer may not have fired yet when the popover goes at once.
          setTimeout(() => resolve({ ms, timerMs }), delay);
        }).observe(document.body, { childList: true, subtree: true });
      });
    },
    { name: calendarName, delay: POPOVER_HIDE_DELAY_MS },
  );
  return () => page.evaluate(() => (window as Watched).calendarHidden!);
}

for (const { prefix, lang } of LANGUAGES) {
  const f = MESSAGES[lang].RequestForm;

  test.describe(`the date picker in ${lang}`, () => {
    test('by keyboard: opens from its button, starts the week as the language does, picks a day that is sent', SERVER_ONLY, async ({ page }) => {
      const email = unique('calendar');
      const dialog = await openTimeSlots(page, prefix, lang, email);
      const dateInput = byLabel(dialog, f.slotDate);
      const today = (await dateInput.getAttribute('min'))!;
      const opener = dialog.getByRole('button', { name: f.calendarOpen });
      await opener.focus();
      await page.keyboard.press('Enter');
      const calendar = page.getByRole('dialog', { name: f.calendarTitle });
      await expect(calendar).toBeVisible();
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      // The weekday row is hidden from screen readers (each day's label names its weekday), so read its cells.
      await expect(calendar.locator('thead th').first()).toHaveAttribute('aria-label', FIRST_WEEKDAY[lang]);
      expect((await new AxeBuilder({ page }).include('[role="dialog"][aria-label]:not(dialog)').analyze()).violations).toEqual([]);

      // Focus starts on today; yesterday cannot be chosen.
      await expect(calendar.locator(`[data-day="${today}"] button`)).toBeFocused();
      const yesterday = calendar.locator(`[data-day="${addDays(today, -1)}"] button`);
      if ((await yesterday.count()) > 0) await expect(yesterday).toBeDisabled();
      // Two weeks and a day on, perhaps into the next month.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      const chosen = addDays(today, 15);
      await expect(calendar.locator(`[data-day="${chosen}"] button`)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(calendar).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(dateInput).toHaveValue(chosen);

      // Space opens it again on the chosen day; Escape closes only the calendar, not the request dialog.
      await page.keyboard.press('Space');
      await expect(calendar.locator(`[data-day="${chosen}"] button`)).toBeFocused();
      await expect(calendar.locator(`[data-day="${chosen}"]`)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(dialog).toBeVisible();

      await byLabel(dialog, f.slotFrom).fill('10:00');
      await byLabel(dialog, f.slotTo).fill('11:30');
      await dialog.getByRole('button', { name: f.send }).click();
      await expect(dialog.getByRole('heading', { name: f.successTitle })).toBeVisible();
      const rows = storedSubmissions({ kind: 'meeting', contains: email });
      expect(rows).toHaveLength(1);
      expect(rows[0]!.payload).toMatchObject({ expertId: experts.experts[0]!.id, timeSlots: [{ date: chosen, from: '10:00', to: '11:30' }] });
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

      test('the year picker shows 12 years; the popover hides 110 ms after it closes; a quick sideways swipe changes month, a slow, steep or short one does not', async ({
        page,
      }) => {
        const dialog = await openTimeSlots(page, prefix, lang, unique('swipe'));
        const today = (await byLabel(dialog, f.slotDate).getAttribute('min'))!;
        const opener = dialog.getByRole('button', { name: f.calendarOpen });
        await opener.tap();
        const calendar = page.getByRole('dialog', { name: f.calendarTitle });
        const grid = calendar.getByRole('grid');
        await expect(grid).toBeVisible();
        const thisMonth = (await grid.getAttribute('aria-label'))!;

        // The year picker: a group of 12 years; only this year and the next have days to choose.
        const year = Number(today.slice(0, 4));
        const first = Math.floor(year / YEARS_PER_GROUP) * YEARS_PER_GROUP;
        const group = Array.from({ length: YEARS_PER_GROUP }, (_, index) => first + index);
        const groupName = (from: number) => f.calendarYears.replace('{from}', String(from)).replace('{to}', String(from + YEARS_PER_GROUP - 1));
        await calendar.getByRole('button', { name: f.calendarChooseYear.replace('{month}', thisMonth) }).tap();
        let years = calendar.getByRole('group', { name: groupName(first) });
        await expect(years.getByRole('button')).toHaveText(group.map(String));
        expect(await years.getByRole('button').evaluateAll((buttons) => buttons.map((button) => (button as HTMLButtonElement).disabled))).toEqual(
          group.map((each) => each !== year && each !== year + 1),
        );
        await expect(years.getByRole('button', { name: String(year), exact: true })).toHaveAttribute('aria-pressed', 'true');
        if (!group.includes(year + 1)) {
          await calendar.getByRole('button', { name: f.calendarNextYears }).tap();
          years = calendar.getByRole('group', { name: groupName(first + YEARS_PER_GROUP) });
          await expect(years.getByRole('button')).toHaveCount(YEARS_PER_GROUP);
        }
        await years.getByRole('button', { name: String(year + 1), exact: true }).tap();
        await expect(grid).toHaveAttribute('aria-label', new RegExp(String(year + 1)));

        // Closed, it fades out for the spec's 110 ms, then leaves; the request dialog stays.
        const hidden = await timeToHide(page, f.calendarTitle);
        await page.keyboard.press('Escape');
        const { ms, timerMs } = await hidden();
        expect(ms).toBeGreaterThanOrEqual(POPOVER_HIDE_DELAY_MS);
        // Gone within a render of its timer: measured from the plain timer set at the same key,
        // not from the key, so a busy machine's late timers do not count against the site.
        expect(ms - timerMs, `hidden ${ms} ms after the key, its delay's timer fired at ${timerMs}`).toBeLessThan(300);
        await expect(dialog).toBeVisible();

        // Swipes last: Chromium's taps right after a scripted touch gesture are unreliable.
        await opener.tap();
        await expect(grid).toHaveAttribute('aria-label', thisMonth);
        const box = (await grid.boundingBox())!;
        const middle = { x: box.x + box.width * 0.75, y: box.y + box.height / 2 };
        const far = SWIPE_MIN_HORIZONTAL_PX * 2;
        await swipe(page, middle, -far, 10, SWIPE_MAX_DURATION_MS / 2);
        await expect(grid).not.toHaveAttribute('aria-label', thisMonth);
        const nextMonth = (await grid.getAttribute('aria-label'))!;
        await expect(calendar.getByRole('status')).toHaveText(nextMonth);

        await swipe(page, middle, -far, 0, SWIPE_MAX_DURATION_MS + 150);
        await expect(grid, 'too slow').toHaveAttribute('aria-label', nextMonth);
        await swipe(page, middle, -far, SWIPE_MAX_VERTICAL_PX + 20, SWIPE_MAX_DURATION_MS / 2);
        await expect(grid, 'too steep').toHaveAttribute('aria-label', nextMonth);
        await swipe(page, middle, -(SWIPE_MIN_HORIZONTAL_PX - 20), 0, SWIPE_MAX_DURATION_MS / 2);
        await expect(grid, 'too short').toHaveAttribute('aria-label', nextMonth);
        await swipe(page, { x: box.x + box.width * 0.25, y: middle.y }, far, -10, SWIPE_MAX_DURATION_MS / 2);
        await expect(grid, 'back to this month').toHaveAttribute('aria-label', thisMonth);
      });
    });
  });
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the popover does not fade: it goes at once', async ({ page }) => {
    const f = MESSAGES.en.RequestForm;
    const dialog = await openTimeSlots(page, '', 'en', unique('still'));
    await dialog.getByRole('button', { name: f.calendarOpen }).click();
    const calendar = page.getByRole('dialog', { name: f.calendarTitle });
    await expect(calendar).toBeVisible();
    const motion = await calendar.evaluate((element) => ({
      animation: getComputedStyle(element).animationName,
      fade: Number.parseFloat(getComputedStyle(element).transitionDuration),
    }));
    expect(motion.animation).toBe('none');
    // Zero, or the site's global 0.01 ms for reduced motion.
    expect(motion.fade).toBeLessThan(0.001);
    const hidden = await timeToHide(page, f.calendarTitle);
    await page.keyboard.press('Escape');
    // Gone before a plain timer of the fade's delay, set at the same key, fired: the delay was not waited.
    const { ms, timerMs } = await hidden();
    expect(ms, `hidden ${ms.toFixed(1)} ms after the key; a ${POPOVER_HIDE_DELAY_MS} ms timer fired at ${timerMs.toFixed(1)}`).toBeLessThan(timerMs);
  });
});
