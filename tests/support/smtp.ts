import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The first 6-digit number in the body, when there is one. */
  code: string | null;
}

/**
 * A real SMTP server on a free port that keeps every message it receives (tests read codes from
 * it).
 */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
        const body = decodeQuotedPrintable(rest.join('\n\n'));
        const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: `${head}\n\n${body}`,
          subject,
          code: /\b(\d{6})\b/.exec(body)?.[1] ?? null,
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (email: string) => mails.filter((m) => m.to.includes(email.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    /** Waits until `email` has received more than `after` messages and returns the newest. */
    async nextMail(email: string, after = mailsTo(email).length - 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (mailsTo(email).length <= after) {
        if (Date.now() > deadline) throw new Error(`no mail to ${email} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return mailsTo(email).at(-1)!;
    },
    /** The code of the newest mail to `email` (waits for it when none has come yet). */
    async lastCode(email: string) {
      const mail = mailsTo(email).at(-1) ?? (await this.nextMail(email, 0));
      if (!mail.code) throw new Error(`the last mail to ${email} has no code`);
      return mail.code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
