/**
 * The server started as a newcomer starts it, `next start -p <port>` with no SITE_URL (its default
 * names http://localhost:3000), and reached at http://127.0.0.1:<port>: every form, sent through
 * its UI, is accepted and stored, because a post whose Origin is the address it was sent to is the
 * site's own. A page of another site is still refused.
 */

import experts from '@/content/experts.json' with { type: 'json' };
import services from '@/content/services.json' with { type: 'json' };
import { expect, test } from './page-ready';
import { PDF, byLabel, fillRequest, fillSupport, unique, fillInvestor } from './form-filling';
import { signIn, staffAccount } from './office-staff';
import { MESSAGES } from './site';
import { SERVER_ONLY, slotDay, storedSubmissions } from './storage';

const m = MESSAGES.en;

test.beforeAll(({ baseURL }) => {
  // The point of this project: the browser's address is not the one SITE_URL names.
  expect(new URL(baseURL!).origin).not.toBe('http://localhost:3000');
  expect(new URL(baseURL!).hostname).toBe('127.0.0.1');
});

test('the support form is stored', SERVER_ONLY, async ({ page }) => {
  const mail = unique('other-support');
  await page.goto('/contact_us');
  const form = page.locator('form[data-form="support"]');
  await fillSupport(form, m, mail, { name: 'Nika', theme: 'consult', comment: 'Sent from 127.0.0.1.' });
  await form.getByRole('button', { name: m.SupportForm.send }).click();
  await expect(page.getByRole('heading', { name: m.RequestForm.successTitle })).toBeVisible();
  expect(storedSubmissions({ kind: 'support', contains: mail })).toHaveLength(1);
});

test('the investor form is stored (ru)', SERVER_ONLY, async ({ page }) => {
  const r = MESSAGES.ru;
  const mail = unique('other-investor');
  await page.goto('/ru/for_investors');
  const form = page.locator('form[data-form="investor"]');
  await fillInvestor(form, r, mail, { name: 'Арман', amountUsd: '12000' });
  await form.getByRole('button', { name: r.InvestorForm.send }).click();
  await expect(page.getByRole('heading', { name: r.RequestForm.successTitle })).toBeVisible();
  expect(storedSubmissions({ kind: 'investor', contains: mail })).toHaveLength(1);
});

test('the meeting dialog, with a file, is stored', SERVER_ONLY, async ({ page }) => {
  const mail = unique('other-meeting');
  await page.goto('/experts');
  await page.locator('[data-request-button="meeting"]').first().click();
  const dialog = page.getByRole('dialog');
  await fillRequest(dialog, m, mail, { file: { name: 'brief.pdf', buffer: PDF } });
  await dialog.getByRole('button', { name: m.RequestForm.send }).click();
  await expect(dialog.getByRole('heading', { name: m.RequestForm.successTitle })).toBeVisible();
  expect(storedSubmissions({ kind: 'meeting', contains: mail })).toHaveLength(1);
});

test('the service request page is stored', SERVER_ONLY, async ({ page }) => {
  const mail = unique('other-service');
  const service = services.services[1]!;
  await page.goto(`/request_to_service?service=${service.id}`);
  const form = page.locator('main form').last();
  await expect(form.getByRole('heading', { level: 2 })).toContainText(service.title.en);
  await fillRequest(form, m, mail);
  await form.getByRole('button', { name: m.RequestForm.send }).click();
  await expect(page.getByRole('heading', { name: m.RequestForm.successTitle })).toBeVisible();
  expect(storedSubmissions({ kind: 'service', contains: mail })[0]?.payload).toMatchObject({ serviceId: service.id });
});

test('the request on one page is stored', SERVER_ONLY, async ({ page }) => {
  const mail = unique('other-onepage');
  const f = m.RequestForm;
  await page.goto('/request_to_expert');
  const form = page.locator('form[data-form="meeting"][data-one-page]');
  await byLabel(form, f.targetExpert).selectOption(experts.experts[5]!.id);
  await byLabel(form, f.email).fill(mail);
  await byLabel(form, f.firstName).fill('Dana');
  await byLabel(form, f.lastName).fill('Serikova');
  await byLabel(form, f.contactLanguage).selectOption('en');
  await byLabel(form, f.industry).selectOption('energy');
  await byLabel(form, f.slotDate).fill(slotDay(20));
  await byLabel(form, f.slotFrom).fill('14:00');
  await byLabel(form, f.slotTo).fill('15:00');
  await form.getByRole('button', { name: f.send }).click();
  await expect(page.getByRole('heading', { name: f.successTitle })).toBeVisible();
  expect(storedSubmissions({ kind: 'meeting', contains: mail })[0]?.payload).toMatchObject({ expertId: experts.experts[5]!.id });
});

test('a page of another site is still refused', SERVER_ONLY, async ({ request }) => {
  const mail = unique('other-forged');
  const body = { name: 'Eve', email: mail, theme: 'other', comment: 'Posted from another site.' };
  const forged = await request.post('/api/support-messages', { data: body, headers: { Origin: 'https://evil.example' } });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toEqual({ error: 'forbiddenOrigin' });
  expect(storedSubmissions({ kind: 'support', contains: mail })).toHaveLength(0);
});

test('the support office signs in and opens its inbox at this address too', SERVER_ONLY, async ({ page }) => {
  const agent = await staffAccount('agent');
  await page.goto('/office');
  await expect(page).toHaveURL(/\/office\/sign-in$/);
  await signIn(page, agent);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Office.inbox.title);
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
});
