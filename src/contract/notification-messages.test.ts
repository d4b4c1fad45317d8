import { describe, expect, it } from 'vitest';
import { INVITATION_MARK } from './invitations.ts';
import {
  NOTIFICATION_MESSAGES,
  isNotificationCode,
  notificationText,
  templateParts,
} from './notification-messages.ts';

describe('notification templates', () => {
  it('cuts a template at its placeholders, the values as typed', () => {
    expect(
      templateParts("{name} applied to join '{ideaTitle}'.", {
        name: 'سارة',
        ideaTitle: 'Robots {name}',
      }),
    ).toEqual([
      { param: 'name', value: 'سارة' },
      { text: " applied to join '" },
      { param: 'ideaTitle', value: 'Robots {name}' },
      { text: "'." },
    ]);
    // A parameter the row lacks stays visible as its placeholder rather than vanishing.
    expect(templateParts('Hi {who}!', {})).toEqual([
      { text: 'Hi ' },
      { text: '{who}' },
      { text: '!' },
    ]);
  });

  it('knows its codes only', () => {
    expect(isNotificationCode('notification.applied')).toBe(true);
    expect(isNotificationCode('notification.nope')).toBe(false);
    expect(isNotificationCode('toString')).toBe(false);
    expect(isNotificationCode(null)).toBe(false);
  });

  it('fills the English the server stores, the invitations still saying Click to confirm', () => {
    expect(notificationText('notification.accepted', { ideaTitle: "Ali's boat" })).toBe(
      "Your application to join 'Ali's boat' was accepted! Click to confirm and join the team.",
    );
    // An accepted application and a leader's invitation from the directory are both invitations.
    const invitations = ['notification.accepted', 'notification.invited'];
    for (const code of invitations) {
      expect(NOTIFICATION_MESSAGES[code as keyof typeof NOTIFICATION_MESSAGES]).toContain(
        INVITATION_MARK,
      );
    }
    const others = Object.entries(NOTIFICATION_MESSAGES).filter(
      ([code]) => !invitations.includes(code),
    );
    for (const [code, text] of others) expect(text, code).not.toContain(INVITATION_MARK);
  });
});
