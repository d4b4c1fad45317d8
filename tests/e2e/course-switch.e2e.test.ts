import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createIdea,
  createSignedInUser,
  createUser,
  ideaInput,
  signIn,
} from '../support/factories.ts';
import { expectFocused, screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { expectAccessible } from './axe.ts';
import { signedInPage } from './journey-support.ts';
import { expectNoSidewaysScroll, expectTargets } from './tap-targets.ts';

// A student on two courses (docs/rules/courses.md) switches between them from the header: each
// course shows its own ideas only, the address carries the course, Back returns. At 1280 px and on
// phones, in English and Arabic, with a 60-character course name that must fit a 320 px screen.

const { t, browser } = useE2eApp({ env: { EMAIL_POLL_MS: '3600000' } });

const TEXT = {
  en: { switcher: /^Course/, browseStudents: 'Browse Students' },
  ar: { switcher: /^المقرر/, browseStudents: 'تصفح الطلاب' },
};

/** A name of 60 characters, one word, the longest a layout has to hold. */
const longName = (start: string) => `${start}${'x'.repeat(60)}`.slice(0, 60);

/** A second course with `students` on its roster, and an idea in it by another of them. */
async function secondCourse(students: Array<{ email: string; name: string }>) {
  const admin = await signIn(t, await createUser(t, { isAdmin: true, gender: 'female' }));
  const code = `SE ${randomUUID().slice(0, 6)}`;
  const course = await admin.post('/api/admin/courses', { code, name: longName('Design') });
  expect(course.status, course.text).toBe(201);
  const classmate = await createSignedInUser(t, { gender: 'female' });
  const csv = [
    'email,name,gender,major',
    ...[...students, classmate.user].map((s) => `${s.email},${s.name},female,CS`),
  ].join('\r\n');
  const roster = await admin.post(`/api/courses/${course.body.id}/roster`, csv, {
    'content-type': 'text/csv',
  });
  expect(roster.status, roster.text).toBe(200);
  const title = `Course idea ${randomUUID().slice(0, 6)}`;
  const idea = await classmate.client.post(
    `/api/courses/${course.body.id}/ideas`,
    ideaInput({ title, allowCrossMajor: true }),
  );
  expect(idea.status, idea.text).toBe(201);
  return { id: course.body.id as string, code, name: course.body.name as string, title };
}

const ideaCard = (page: Page, title: string) => page.locator('main').getByText(title);

const CASES: Array<['en' | 'ar', ViewportName]> = [
  ['en', 'desktop'],
  ['en', 'phone'],
  ['ar', 'desktop'],
  ['ar', 'phone'],
  ['ar', 'small'],
];

describe.each(CASES)('a student on two courses (%s, %s)', (lang, viewport) => {
  it('switches course from the header, each with its own ideas', { timeout: 120_000 }, async () => {
    const say = TEXT[lang];
    const student = await createUser(t, { gender: 'female' });
    const author = await createSignedInUser(t, { gender: 'female' });
    const defaultTitle = `Default idea ${randomUUID().slice(0, 6)}`;
    await createIdea(author.client, { title: defaultTitle, allowCrossMajor: true });
    const course = await secondCourse([student]);

    const { context, page } = await signedInPage(t, browser, viewport, student, lang);
    await page.goto('/browse-ideas');
    await ideaCard(page, defaultTitle).waitFor();
    const switcher = page.getByRole('banner').getByRole('combobox', { name: say.switcher });
    await switcher.waitFor();
    expect(await ideaCard(page, course.title).count()).toBe(0);

    await expectNoSidewaysScroll(page);
    if (viewport !== 'small') await expectTargets(page, viewport, 'header');

    if (viewport === 'desktop') {
      // By keyboard: the default course is first and chosen; the next one is a key away.
      // Each key waits for the highlight a reader would see: a key pressed before the list has
      // taken the focus goes to the closed button instead.
      await switcher.focus();
      await page.keyboard.press('Enter');
      await expectFocused(page.getByRole('option', { selected: true }));
      await page.keyboard.press('ArrowDown');
      await expectFocused(page.getByRole('option', { name: new RegExp(course.code) }));
      await page.keyboard.press('Enter');
    } else {
      await switcher.click();
      const option = page.getByRole('option', { name: new RegExp(course.code) });
      expect(await option.innerText()).toContain(course.name);
      await option.click();
    }
    await page.waitForURL(`**/courses/${course.id}/browse-ideas`);
    await ideaCard(page, course.title).waitFor();
    expect(await ideaCard(page, defaultTitle).count()).toBe(0);
    // Another course is a new screen: its heading takes the focus, as every screen's does.
    if (viewport === 'desktop') await expectFocused(page.getByRole('heading', { level: 1 }));
    // The whole name is there on hover and for a screen reader, however much of it is shown.
    expect(await switcher.getAttribute('title')).toBe(`${course.code} · ${course.name}`);
    expect(await switcher.innerText()).toContain(course.code);
    // Cut at the name's own end: its first letter shows, in Arabic too.
    const firstLetterShown = await switcher.evaluate((el) => {
      const name = el.querySelectorAll('bdi')[1]!;
      const letter = document.createRange();
      letter.setStart(name.firstChild!, 0);
      letter.setEnd(name.firstChild!, 1);
      const [at, box] = [letter.getBoundingClientRect(), el.getBoundingClientRect()];
      return at.left >= box.left - 1 && at.right <= box.right + 1;
    });
    expect(firstLetterShown).toBe(true);
    await expectNoSidewaysScroll(page);
    const box = (await switcher.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await screenshot(page, `course-switch-${lang}${viewport === 'small' ? '-320' : ''}`);
    await expectAccessible(page, `course switcher (${lang}, ${viewport})`);

    // The tabs stay in the course.
    await page
      .getByRole('navigation')
      .getByRole('link', { name: say.browseStudents, exact: true })
      .click();
    await page.waitForURL(`**/courses/${course.id}/browse-students`);
    await page.goBack();
    await page.waitForURL(`**/courses/${course.id}/browse-ideas`);
    await ideaCard(page, course.title).waitFor();

    // Back to the default course, at the specification's own address, with its ideas only.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/browse-ideas');
    await ideaCard(page, defaultTitle).waitFor();
    expect(await ideaCard(page, course.title).count()).toBe(0);
    await context.close();
  });
});

describe('a student on one course', () => {
  it('sees no course switcher', async () => {
    const student = await createUser(t, { gender: 'female' });
    const { context, page } = await signedInPage(t, browser, 'phone', student);
    const courses = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/courses');
    await page.goto('/dashboard');
    expect(await (await courses).json()).toHaveLength(1);
    await page.getByTestId('welcome').waitFor();
    expect(await page.getByRole('combobox', { name: TEXT.en.switcher }).count()).toBe(0);
    await context.close();
  });
});

describe('a student inside their second course', () => {
  it('publishes an idea there, which the default course never shows', async () => {
    const student = await createUser(t, { gender: 'female' });
    const course = await secondCourse([student]);
    const title = `Only here ${randomUUID().slice(0, 6)}`;
    const { context, page } = await signedInPage(t, browser, 'desktop', student);
    await page.goto(`/courses/${course.id}/dashboard`);
    await page.getByText('No ideas created yet. Create your first idea to get started!').waitFor();
    await page.getByRole('button', { name: 'Publish Your Idea' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Shared rides to campus for students of one course.');
    await form.getByRole('checkbox', { name: 'Computer Science' }).click();
    await form.getByRole('button', { name: 'Create New Idea' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('my-idea').getByRole('heading', { name: title }).waitFor();

    const client = await signIn(t, student);
    const inCourse = await client.get(`/api/courses/${course.id}/ideas/my`);
    expect(inCourse.body.map((i: { title: string }) => i.title)).toEqual([title]);
    expect((await client.get('/api/ideas/my')).body).toEqual([]);

    // Its Browse Ideas tab stays in the course, where the new idea is listed with the classmate's.
    await page.getByRole('navigation').getByRole('link', { name: 'Browse Ideas' }).click();
    await page.waitForURL(`**/courses/${course.id}/browse-ideas`);
    await ideaCard(page, title).waitFor();
    await ideaCard(page, course.title).waitFor();
    const listed = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/ideas');
    await page.goto('/browse-ideas');
    await listed;
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await ideaCard(page, title).count()).toBe(0);

    // Leading there is that course's status; leaving there leaves the default course's team be.
    await page.goto(`/courses/${course.id}/dashboard`);
    await page.getByTestId('team-status').filter({ hasText: 'Team Leader' }).waitFor();
    const mine = await createIdea(client);
    await page.goto(`/courses/${course.id}/my-team`);
    await page.getByRole('button', { name: 'Leave Team' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave Team' }).click();
    await page.getByRole('heading', { name: 'No Team Yet' }).waitFor();
    expect((await client.get(`/api/courses/${course.id}/ideas/my`)).body).toEqual([]);
    expect((await client.get('/api/teams/my')).body).toMatchObject({ ideaId: mine.id });
    await context.close();
  });
});

describe.each([
  ['en', 'desktop', 'Course not found', 'Go to Dashboard'],
  ['ar', 'phone', 'المقرر غير موجود', 'الذهاب إلى لوحة التحكم'],
] as const)('a link to a course one is not on (%s, %s)', (lang, viewport, notFound, home) => {
  it('says the course is not found and leads back, for an unknown id and another roster', async () => {
    const student = await createUser(t, { gender: 'female' });
    const other = await secondCourse([]);
    const { context, page } = await signedInPage(t, browser, viewport, student, lang);
    for (const courseId of [randomUUID(), other.id]) {
      await page.goto(`/courses/${courseId}/browse-ideas`);
      await page.getByText(notFound, { exact: true }).waitFor();
      // Not a screen of failed lists: the course's ideas were never asked for.
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await ideaCard(page, other.title).count()).toBe(0);
    }
    await expectAccessible(page, `course not found (${lang}, ${viewport})`);
    await page.getByRole('link', { name: home }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByTestId('welcome').waitFor();
    await context.close();
  });
});
