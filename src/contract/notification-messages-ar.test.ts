import { describe, expect, it } from 'vitest';
import { arNotifications } from './notification-messages-ar.ts';
import { isNotificationCode, templateParts } from './notification-messages.ts';

describe('notifications in Arabic', () => {
  it('renders the Arabic with the title and name intact', () => {
    const parts = templateParts(arNotifications['notification.applied'], {
      name: 'Sara',
      ideaTitle: 'Solar boat',
    });
    expect(parts).toEqual([
      { text: 'طلب انضمام جديد من ' },
      { param: 'name', value: 'Sara' },
      { text: ' إلى «' },
      { param: 'ideaTitle', value: 'Solar boat' },
      { text: '».' },
    ]);
    for (const code of Object.keys(arNotifications)) expect(isNotificationCode(code)).toBe(true);
  });
});
