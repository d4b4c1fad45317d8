import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from './mailer.ts';

describe('mail without SMTP_URL', () => {
  it('is printed to the log as one readable line, code included, marked as development mail', async () => {
    const lines: string[] = [];
    const logger = {
      info: (_obj: unknown, msg: string) => lines.push(msg),
    } as unknown as FastifyBaseLogger;
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'TeamUp <no-reply@localhost>',
      logger,
    });
    await mailer.send({
      to: 'sara@uni.test',
      subject: 'Your TeamUp verification code',
      text: 'Hello,\n\n  123456\n\nBye',
    });
    expect(lines).toEqual([
      '[development mail, not sent] To: sara@uni.test | Subject: Your TeamUp verification code | Hello, 123456 Bye',
    ]);
  });
});
