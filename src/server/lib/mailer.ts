import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text` (notification e-mails). */
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each e-mail is printed to the log,
 * code included, marked as development mail.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.logger.info(
          { devMail: true, to: mail.to, subject: mail.subject },
          // One readable line: JSON logs would show the body's line breaks as \n.
          `[development mail, not sent] To: ${mail.to} | Subject: ${mail.subject} | ${mail.text
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .join(' ')}`,
        );
      },
    };
  }
  // Bounded waits: a mail server that accepts connections but never answers must not hold a
  // request (codes) or the outbox worker's row locks for nodemailer's default minutes.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
