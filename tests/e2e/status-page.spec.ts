/**
 * The status page's forms as people use them: without JavaScript (the page is rendered on the
 * server, its forms are plain ones) and with the site's scripts blocked; a mistake sent back with
 * what was typed; a phone's width; "Add to calendar" downloading the meeting; and the page shut
 * once the request has ended.
 */

import type { Browser } from '@playwright/test';
import experts from '@/content/experts.json' with { type: 'json' };
import { unique } from './form-filling';
import { expect, test } from './page-ready';
import { E2E_ORIGIN } from './servers';
import { MESSAGES } from './site';
import { caughtMails, SERVER_ONLY, slotDay } from './storage';

/** A meeting request as the form's script sends it; its status link, from the confirmation mail. */
async function requestWithLink(locale: 'kk' | 'ru' | 'en', zone = 'Asia/Almaty'): Promise<{ reference: string; id: string; link: string }> {
  const answer = await fetch(`${E2E_ORIGIN}/api/meeting-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: E2E_ORIGIN },
    body: JSON.stringify({
      expertId: experts.experts[2]!.id,
      email: unique(`status-${locale}`),
      firstName: 'Aruzhan',
      lastName: 'Seitkali',
      contactLanguage: 'kk',
      industry: 'it',
      timeSlots: [{ date: slotDay(8), from: '10:00', to: '11:00', timeZone: zone }],
      locale,
    }),
  });
  expect(answer.status).toBe(201);
  const { reference, id } = (await answer.json()) as { reference: string; id: string };
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await caughtMails()).find((candidate) => candidate.subject?.includes(reference) && candidate.messageId?.includes('.confirmation@'));
        link = /https?:\/\/\S+request_status\?token=[\w-]{43}/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return { reference, id, link };
}

async function noScriptPage(browser: Browser, width = 1280) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

test.describe('the status page’s forms', () => {
  test.describe.configure({ timeout: 90_000 });

  test(
    'work without JavaScript: a message is taken, a mistake comes back with what was typed, a cancellation shuts the page',
    SERVER_ONLY,
    async ({ browser }) => {
      const m = MESSAGES.kk.RequestStatus;
      const { link } = await requestWithLink('kk');
      const { context, page } = await noScriptPage(browser);
      await page.goto(link);
      await expect(page.locator('[data-status]')).toHaveAttribute('data-status', 'received');

      await page.locator('summary', { hasText: m.writeTitle }).click();
      await page.getByLabel(m.messageLabel).fill('Сәлеметсіз бе! Кездесу қазақша бола ма?');
      await page.getByRole('button', { name: m.send }).click();
      await expect(page.locator('#status').getByRole('status')).toHaveText(m.actionDone.message);
      await expect(page.locator('[data-author="customer"]')).toContainText('Кездесу қазақша бола ма?');
      // The token never appears in a form's address; it is a field of the form.
      for (const action of await page.locator('form').evaluateAll((forms) => forms.map((form) => form.getAttribute('action'))))
        expect(action).not.toContain('token');

      // A time that ends before it starts: the form comes back open, with the fields as typed and the error at the field.
      await page.locator('summary', { hasText: m.proposeTitle }).click();
      const first = page.getByRole('group', { name: m.slotNumber.replace('{number}', '1') });
      await first.getByLabel(m.date, { exact: true }).fill(slotDay(10));
      await first.getByLabel(m.from, { exact: true }).fill('15:00');
      await first.getByLabel(m.to, { exact: true }).fill('14:00');
      await page.locator('#proposal').getByLabel(m.optionalNote).fill('Кешке қарай ыңғайлы');
      await page.getByRole('button', { name: m.propose }).click();
      await expect(page.getByRole('alert').first()).toHaveText(m.actionErrors.invalid);
      const again = page.getByRole('group', { name: m.slotNumber.replace('{number}', '1') });
      await expect(again.getByLabel(m.date, { exact: true })).toHaveValue(slotDay(10));
      await expect(again.getByLabel(m.to, { exact: true })).toHaveValue('14:00');
      await expect(again.getByLabel(m.to, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#proposal').getByLabel(m.optionalNote)).toHaveValue('Кешке қарай ыңғайлы');
      await again.getByLabel(m.to, { exact: true }).fill('16:00');
      await page.getByRole('button', { name: m.propose }).click();
      await expect(page.locator('#status').getByRole('status')).toHaveText(m.actionDone.proposal);

      // A second tab where the customer starts a message, sent only after the request was cancelled in the first.
      const other = await context.newPage();
      await other.goto(link);
      await other.locator('summary', { hasText: m.writeTitle }).click();
      await other.getByLabel(m.messageLabel).fill('Ещё один вопрос: Still there?');

      await page.locator('summary', { hasText: m.cancelTitle }).click();
      await page.getByLabel(m.cancelReason).selectOption('found_elsewhere');
      await page.getByRole('button', { name: m.cancel }).click();
      await expect(page.locator('#status').getByRole('status')).toHaveText(m.actionDone.cancellation);
      await expect(page.locator('[data-status]')).toHaveAttribute('data-status', 'closed');
      await expect(page.getByText(m.noActions)).toBeVisible();
      await expect(page.locator('#status form')).toHaveCount(0);
      // The message of the other tab is refused, saying why, and what was typed is there to copy.
      await other.getByRole('button', { name: m.send }).click();
      const refused = other.locator('#status').getByRole('alert');
      await expect(refused).toContainText(m.actionErrors.ended);
      await expect(refused).toContainText('Ещё один вопрос: Still there?');
      await context.close();
    },
  );

  test('work with the site’s scripts blocked, and fit a 320 px phone', SERVER_ONLY, async ({ browser }) => {
    const m = MESSAGES.ru.RequestStatus;
    const { link } = await requestWithLink('ru', 'Europe/Moscow');
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await page.route('**/_next/static/**', (route) => route.abort());
    await page.goto(link, { waitUntil: 'load' });
    await page.locator('summary', { hasText: m.proposeTitle }).click();
    for (const control of await page.locator('#proposal input, #proposal select, #proposal textarea, #proposal button').all()) {
      if (!(await control.isVisible())) continue;
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.locator('summary', { hasText: m.writeTitle }).click();
    await page.getByLabel(m.messageLabel).fill('Можно перенести на вечер?');
    await page.getByRole('button', { name: m.send }).click();
    await expect(page.locator('#status').getByRole('status')).toHaveText(m.actionDone.message);
    await context.close();
  });

  test('refuse a form posted from another site, and a link that does not work', SERVER_ONLY, async ({ request }) => {
    const { link } = await requestWithLink('en', 'Europe/London');
    const token = new URL(link).searchParams.get('token')!;
    const foreign = await request.post('/api/request-status/actions', {
      form: { token, action: 'message', body: 'x' },
      headers: { Origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(403);
    const unknown = await request.post('/api/request-status/actions', {
      form: { token: `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`, action: 'message', body: 'x', locale: 'en' },
      headers: { Origin: E2E_ORIGIN },
      maxRedirects: 0,
    });
    expect(unknown.status()).toBe(303);
    expect(unknown.headers().location).toMatch(/^\/request_status\?token=/);
    // The calendar of a request with no meeting booked: nothing to add.
    const calendar = await request.post('/api/request-status/calendar', { form: { token }, headers: { Origin: E2E_ORIGIN } });
    expect(calendar.status()).toBe(404);
  });
});
