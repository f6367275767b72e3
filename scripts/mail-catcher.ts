/**
 * A mail catcher for local work and the tests: an SMTP server that accepts every mail, keeps it
 * in memory (and, from the command line, as an .eml file) and prints who it is for and its subject.
 *
 *   npm run mail:catcher                      # SMTP on 127.0.0.1:1025, files under data/mail
 *   SMTP_URL=smtp://127.0.0.1:1025 OFFICE_EMAIL=office@example.org npm start
 *
 * The tests start it in-process (startMailCatcher) and can make it refuse mail with a given code.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { raw: Buffer; parsed: ParsedMail; to: string[]; messageId: string | undefined; subject: string; text: string; html: string };

export type MailCatcher = {
  port: number;
  mails: CaughtMail[];
  /** Answer every RCPT TO with this SMTP code (421, 450, 550…) until set back to undefined. */
  refuse: (code: number | undefined) => void;
  waitFor: (check: (mails: CaughtMail[]) => boolean, timeoutMs?: number) => Promise<void>;
  stop: () => Promise<void>;
};

type Options = { port?: number; host?: string; dir?: string; log?: (line: string) => void };

export async function startMailCatcher({ port = 0, host = '127.0.0.1', dir, log }: Options = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  let refusal: number | undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusal === undefined) return callback();
      const error = Object.assign(new Error(refusal >= 500 ? 'mailbox unavailable' : 'try again later'), { responseCode: refusal });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        void simpleParser(raw).then((parsed) => {
          const mail: CaughtMail = {
            raw,
            parsed,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            messageId: parsed.messageId,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          mails.push(mail);
          if (dir) writeFileSync(join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mails.length}.eml`), raw);
          log?.(`mail: ${mail.to.join(', ')}: ${mail.subject}`);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    mails,
    refuse: (code) => {
      refusal = code;
    },
    waitFor: async (check, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!check(mails)) {
        if (Date.now() > deadline) throw new Error(`mail catcher: timed out; ${mails.length} mails: ${mails.map((mail) => mail.subject).join(' | ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.MAIL_CATCHER_PORT ?? 1025);
  const dir = process.env.MAIL_CATCHER_DIR ?? join(process.env.DATA_DIR ?? 'data', 'mail');
  const catcher = await startMailCatcher({ port, dir, log: (line) => console.log(line) });
  console.log(`mail catcher: SMTP on 127.0.0.1:${catcher.port}, files under ${dir}. Start the site with SMTP_URL=smtp://127.0.0.1:${catcher.port}`);
}
