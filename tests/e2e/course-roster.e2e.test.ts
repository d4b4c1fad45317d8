import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, newEmail, signIn } from '../support/factories.ts';
import { expectToast, screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { alertText, dialog, signedInPage } from './journey-support.ts';
import { expectNoSidewaysScroll, expectTargets } from './tap-targets.ts';

// A coordinator imports a roster (docs/rules/courses.md): reached from the navigation, the file
// is checked first and its bad line shown by number, in the reader's language, while nothing is
// saved; Import then saves it. At 1280 px and on phones, in English and Arabic, with 60-character
// names that must not push a 320 px screen sideways.

const { t, browser } = useE2eApp({ env: { EMAIL_POLL_MS: '3600000' } });

const TEXT = {
  en: {
    tab: 'Courses',
    file: 'CSV file',
    badLine: 'Line 3: Unknown major',
    toAdd: 'Students to add: 1',
    toInvite: 'Emails to invite to register: 1',
    hint: 'nothing is saved until you press Import.',
    import: 'Import',
    done: 'Roster imported: 1 added, 1 invited',
    remove: 'Remove',
    removeBody: 'Their pending applications in this course are closed',
  },
  ar: {
    tab: 'المقررات',
    file: 'ملف CSV',
    badLine: 'السطر 3: تخصص غير معروف',
    toAdd: 'طلاب سيُضافون: 1',
    toInvite: 'عناوين ستُدعى إلى التسجيل: 1',
    // The coordinator is a woman: the Arabic speaks to her as one.
    hint: 'حتى تضغطي «استيراد».',
    import: 'استيراد',
    done: 'تم استيراد القائمة: أُضيف 1، ودُعي 1',
    remove: 'إزالة',
    // The student removed is a woman too: spoken of as one.
    removeBody: 'تُغلق طلباتها المعلّقة في هذا المقرر',
  },
};

/** A name of 60 characters, one word, the longest a layout has to hold. */
const longName = (start: string) => `${start}${'x'.repeat(60)}`.slice(0, 60);

async function courseWithCoordinator(coordinatorName: string) {
  const admin = await createUser(t, { isAdmin: true, gender: 'female' });
  const client = await signIn(t, admin);
  const code = `CS ${randomUUID().slice(0, 6)}`;
  const course = await client.post('/api/admin/courses', { code, name: longName('Senior') });
  expect(course.status, course.text).toBe(201);
  const coordinator = await createUser(t, { gender: 'female', name: coordinatorName });
  const appointed = await client.post(`/api/admin/courses/${course.body.id}/coordinators`, {
    email: coordinator.email,
  });
  expect(appointed.status, appointed.text).toBe(200);
  return { courseId: course.body.id as string, coordinator, admin: client };
}

const CASES: Array<['en' | 'ar', ViewportName]> = [
  ['en', 'desktop'],
  ['en', 'phone'],
  ['ar', 'desktop'],
  ['ar', 'phone'],
  ['ar', 'small'],
];

describe.each(CASES)("a coordinator's roster import (%s, %s)", (lang, viewport) => {
  it('shows the bad line before saving, then imports the rest', { timeout: 120_000 }, async () => {
    const say = TEXT[lang];
    const { courseId, coordinator, admin } = await courseWithCoordinator(longName('Coord'));
    const known = await createUser(t, { gender: 'female', name: longName('Known') });
    const invited = newEmail('roster');
    const csv = [
      'email,name,gender,major',
      `${known.email},${known.name},female,CS`,
      `${newEmail()},Bad Major,female,Underwater Basketry`,
      `${invited},${longName('Invited')},female,Software Engineering`,
    ].join('\r\n');

    const { context, page } = await signedInPage(t, browser, viewport, coordinator, lang);
    await page.goto('/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: say.tab }).click();
    await page.waitForURL(`**/courses/${courseId}/console`);
    await expect.poll(() => page.getByText(say.hint).count()).toBeGreaterThan(0);

    await page.getByLabel(say.file).setInputFiles({
      name: 'roster.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const preview = page.getByTestId('roster-preview');
    await preview.waitFor();
    await alertText(page, say.badLine).waitFor();
    expect(await preview.innerText()).toContain(say.toAdd);
    expect(await preview.innerText()).toContain(say.toInvite);
    // Checked, not saved: the roster is still empty.
    const before = await admin.get(`/api/courses/${courseId}/roster`);
    expect(before.body).toEqual({ members: [], invited: [] });
    await screenshot(page, `course-roster-checked-${lang}${viewport === 'small' ? '-320' : ''}`);
    await expectNoSidewaysScroll(page);
    if (viewport !== 'small') await expectTargets(page, viewport);

    await preview.getByRole('button', { name: say.import, exact: true }).click();
    await expectToast(page, say.done);
    await page.getByTestId('roster-members').getByText(known.name).waitFor();
    await page.getByTestId('roster-invited').getByText(invited).waitFor();
    const after = await admin.get(`/api/courses/${courseId}/roster`);
    expect(after.body.members.map((m: { email: string }) => m.email)).toEqual([known.email]);
    expect(after.body.invited.map((m: { email: string }) => m.email)).toEqual([invited]);
    await expectNoSidewaysScroll(page);

    // Removing asks first, speaking of the student in her gender.
    await page
      .getByTestId('roster-members')
      .getByRole('button', { name: new RegExp(`^${say.remove}`) })
      .click();
    expect(await dialog(page).innerText()).toContain(say.removeBody);
    await screenshot(page, `course-roster-remove-${lang}${viewport === 'small' ? '-320' : ''}`);
    await dialog(page).getByRole('button', { name: say.remove, exact: true }).click();
    await expect
      .poll(async () => (await admin.get(`/api/courses/${courseId}/roster`)).body.members)
      .toEqual([]);

    // The course is in the URL: Back from another page comes back to its console.
    await page.goto('/profile');
    await page.goBack();
    await page.waitForURL(`**/courses/${courseId}/console`);
    await page.getByTestId('roster-invited').getByText(invited).waitFor();
    await context.close();
  });
});

describe('the admin console', () => {
  it('creates a course, appoints its coordinator by e-mail and lists them', async () => {
    const admin = await createUser(t, { isAdmin: true, gender: 'female' });
    const coordinator = await createUser(t, { gender: 'male', name: longName('Appointed') });
    const code = `EE ${randomUUID().slice(0, 6)}`;
    const { context, page } = await signedInPage(t, browser, 'phone', admin);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Courses' }).click();
    await page.getByLabel('Code').fill(code);
    await page.getByLabel('Name', { exact: true }).fill(longName('Capstone'));
    await page.getByRole('button', { name: 'Create course' }).click();
    await expectToast(page, 'Course created');
    const card = page.getByRole('listitem').filter({ hasText: code });
    await card.getByText('No coordinator yet').waitFor();
    await card.getByLabel('Appoint a coordinator by email').fill(coordinator.email);
    await card.getByRole('button', { name: 'Appoint', exact: true }).click();
    await card.getByText(coordinator.name).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'admin-courses');
    await card.getByRole('link', { name: 'Open console' }).click();
    await page.waitForURL('**/courses/*/console');
    await page.getByRole('heading', { name: new RegExp(code) }).waitFor();
    await context.close();
  });
});

describe("a course's console", () => {
  it('is not found for a student, who has no Courses tab', async () => {
    const { courseId } = await courseWithCoordinator('Coordinator');
    const student = await createUser(t, { gender: 'female' });
    const { context, page } = await signedInPage(t, browser, 'desktop', student);
    await page.goto(`/courses/${courseId}/console`);
    await page.getByText('Course not found').waitFor();
    expect(await page.getByLabel('CSV file').count()).toBe(0);
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Courses' }).count()).toBe(
      0,
    );
    await context.close();
  });
});
