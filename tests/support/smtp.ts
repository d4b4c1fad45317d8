import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

interface CapturedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The plain-text part (or the whole body of a one-part mail), decoded as UTF-8. */
  text: string;
  /** The HTML part, decoded, when there is one. */
  html: string | null;
  /** The first 6-digit number in the body, when there is one. */
  code: string | null;
}

/**
 * A real SMTP server on a free port that keeps every message it receives (tests read codes from
 * it).
 */
export async function startSmtpCapture(options: { answerDelayMs?: number } = {}) {
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
        const parts = mimeParts(raw);
        const keep = () => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw: `${head}\n\n${body}`,
            subject: decodeWords(/^Subject: (.*(?:\r?\n[ \t].*)*)$/im.exec(head)?.[1] ?? ''),
            text: parts.find((p) => p.type.startsWith('text/plain'))?.body ?? body,
            html: parts.find((p) => p.type.startsWith('text/html'))?.body ?? null,
            code: /\b(\d{6})\b/.exec(body)?.[1] ?? null,
          });
          waiters.splice(0).forEach((w) => w());
          callback();
        };
        // A slow mail server: the message is kept, and acknowledged, only after the delay.
        if (options.answerDelayMs) setTimeout(keep, options.answerDelayMs);
        else keep();
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

const headerOf = (head: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)$`, 'im')
    .exec(head)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ');

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes: number[] = [];
    const text = body.replace(/=\r?\n/g, '');
    for (let i = 0; i < text.length; i++) {
      const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
      if (/^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** The leaf parts of a MIME message (one for a one-part mail), each decoded as UTF-8. */
function mimeParts(raw: string): Array<{ type: string; body: string }> {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const type = headerOf(head, 'Content-Type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return [
      {
        type: type.toLowerCase(),
        body: decodeBody(body, headerOf(head, 'Content-Transfer-Encoding') ?? ''),
      },
    ];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => mimeParts(part.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
}

/** A header's encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    )
    .trim();
}
