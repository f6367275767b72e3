/** A mail's two parts from its template: HTML, and the plain text that mail clients show without HTML. */

import { render } from '@react-email/render';
import { createElement } from 'react';
import { ConfirmationMail } from '@/components/mail/ConfirmationMail';
import { OfficeMail } from '@/components/mail/OfficeMail';
import { PaymentLinkMail } from '@/components/mail/PaymentLinkMail';
import type { ConfirmationView, OfficeMailView, PaymentLinkView } from './compose';

export type RenderedMail = { html: string; text: string };

async function both(element: React.ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

export const renderOfficeMail = (view: OfficeMailView) => both(createElement(OfficeMail, { view }));
export const renderConfirmation = (view: ConfirmationView) => both(createElement(ConfirmationMail, { view }));
export const renderPaymentLink = (view: PaymentLinkView) => both(createElement(PaymentLinkMail, { view }));
