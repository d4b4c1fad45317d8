import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

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
          // JSON logs would show the body's line breaks as \n.
          `[development mail, not sent] To: ${mail.to} | Subject: ${mail.subject} | ${mail.text
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .join(' ')}`,
        );
      },
    };
  }
  // A mail server that never answers must not hold a request or the outbox's row locks for minutes.
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
