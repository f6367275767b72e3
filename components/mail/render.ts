/** The mails' templates: each mail's two parts, HTML and the plain text that mail clients show without HTML. */

import { render } from '@react-email/render';
import { createElement } from 'react';
import type { MailTemplates, RenderedMail } from '@/lib/mail/mailer';
import { ConfirmationMail } from './ConfirmationMail';
import { ExpertMail } from './ExpertMail';
import { OfficeMail } from './OfficeMail';
import { PaymentLinkMail } from './PaymentLinkMail';
import { StatusMail } from './StatusMail';

async function both(element: React.ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

/** Handed to the mailer (lib/mail/mailer.ts) by instrumentation.ts: lib/ knows no component. */
export const mailTemplates: MailTemplates = {
  office: (view) => both(createElement(OfficeMail, { view })),
  confirmation: (view) => both(createElement(ConfirmationMail, { view })),
  paymentLink: (view) => both(createElement(PaymentLinkMail, { view })),
  status: (view) => both(createElement(StatusMail, { view })),
  expert: (view) => both(createElement(ExpertMail, { view })),
};
