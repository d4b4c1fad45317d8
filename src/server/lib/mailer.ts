import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
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
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
