/**
 * Sending through the SMTP server of SMTP_URL with nodemailer. What the server answers decides
 * what the outbox does next: a 5xx is final (the address or the message is refused: trying
 * again cannot help), anything else (4xx, no connection, a timeout) is tried again later.
 */

import nodemailer from 'nodemailer';
import { PermanentDeliveryError } from '@/lib/submissions/outbox';

export type OutgoingMail = {
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** Derived from the submission and the channel, so a mail sent twice is recognisably the same one. */
  messageId: string;
  replyTo?: string | undefined;
  language: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  /** A calendar invitation (lib/meetings/invitation.ts): sent as the text/calendar part calendars act on, and as a file. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string } | undefined;
};

export type SendMail = (mail: OutgoingMail) => Promise<void>;

const TIMEOUT_MS = 15_000;

export function smtpSender(smtpUrl: string, from: string): SendMail {
  // Keys besides `url` apply where the URL's own query does not set them.
  // Pooled: one connection carries mail after mail instead of a handshake (and TLS) for each.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 2,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return async (mail) => {
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        replyTo: mail.replyTo,
        headers: { 'Content-Language': mail.language, 'Auto-Submitted': 'auto-generated' },
        attachments: mail.attachments,
        icalEvent: mail.calendar,
      });
    } catch (error) {
      const code = (error as { responseCode?: unknown }).responseCode;
      if (typeof code === 'number' && code >= 500 && code < 600)
        throw new PermanentDeliveryError(`SMTP ${code}: ${(error as Error).message}`, { cause: error });
      throw error;
    }
  };
}
