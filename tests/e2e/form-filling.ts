import { expect, type Locator, type Page } from '@playwright/test';
import type { MESSAGES } from './site';
import { slotDay } from './storage';

/** How the end-to-end tests fill the site's forms, as a visitor does: by the labels they read. */
type Messages = (typeof MESSAGES)['en'];

/** A small PDF, attached as a visitor would attach a brief. */
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** An e-mail address no other test uses, to find the submission in storage. */
export const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.kz`;

/** A form control by its visible label, whatever follows it (the required mark, "(optional)"). */
export const byLabel = (scope: Locator | Page, text: string) =>
  scope.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?(\\s*\\(.*\\))?$`));

/** Fills the first two steps of a request form (dialog or page), with a file on step 2 when given: the time slots are on screen. */
export async function fillContactsAndDetails(scope: Locator, m: Messages, email: string, options: { file?: { name: string; buffer: Buffer } } = {}) {
  const f = m.RequestForm;
  await byLabel(scope, f.email).fill(email);
  await byLabel(scope, f.firstName).fill('Dana');
  await byLabel(scope, f.lastName).fill('Serikova');
  await byLabel(scope, f.contactLanguage).selectOption('ru');
  await byLabel(scope, f.industry).selectOption('it');
  await scope.getByRole('button', { name: f.next }).click();
  await byLabel(scope, f.budgetUsd).fill('4000');
  if (options.file) {
    await scope.locator('summary').filter({ hasText: f.additional }).click();
    await byLabel(scope, f.attachment).setInputFiles({ name: options.file.name, mimeType: 'application/pdf', buffer: options.file.buffer });
  }
  await scope.getByRole('button', { name: f.next }).click();
  // The last step opens clean: "Next" must not also send the form (it did, showing three errors).
  await expect(scope.getByRole('heading', { level: 3, name: f.summary })).toBeVisible();
  await expect(scope.getByRole('alert')).toHaveCount(0);
}

/** Fills the three steps of a request form (dialog or page), with a file on step 2 when given. */
export async function fillRequest(scope: Locator, m: Messages, email: string, options: { file?: { name: string; buffer: Buffer }; days?: number } = {}) {
  const f = m.RequestForm;
  await fillContactsAndDetails(scope, m, email, options);
  await byLabel(scope, f.slotDate).fill(slotDay(options.days ?? 10));
  await byLabel(scope, f.slotFrom).fill('10:00');
  await byLabel(scope, f.slotTo).fill('11:30');
}

/** Fills the one-page support form (`/contact_us`) as a visitor types it. */
export async function fillSupport(form: Locator, m: Messages, email: string, { name, theme, comment }: { name: string; theme: string; comment: string }) {
  await byLabel(form, m.SupportForm.name).fill(name);
  await byLabel(form, m.SupportForm.email).fill(email);
  await byLabel(form, m.SupportForm.theme).selectOption(theme);
  await byLabel(form, m.SupportForm.comment).fill(comment);
}

/** Fills the investor form (`/for_investors`) as a visitor types it. */
export async function fillInvestor(form: Locator, m: Messages, email: string, { name, amountUsd }: { name: string; amountUsd: string }) {
  await byLabel(form, m.InvestorForm.name).fill(name);
  await byLabel(form, m.InvestorForm.email).fill(email);
  await byLabel(form, m.InvestorForm.amountUsd).fill(amountUsd);
}
