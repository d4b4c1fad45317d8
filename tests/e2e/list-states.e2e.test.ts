import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.ts';
import { useE2eApp } from '../support/e2e.ts';
import { signedInPage } from './journey-support.ts';

// Every list of the app tells loading, failure and emptiness apart on a phone: a skeleton while
// it loads, a message with Retry when it failed (never the empty text), and the empty text once
// it has loaded with nothing in it (docs/decisions/0024-client-behaviour-once.md).

const { t, browser } = useE2eApp();

interface ListCase {
  name: string;
  path: string;
  /** The list's API call (a Playwright URL glob). */
  api: string;
  /** Where on the page the list is. */
  scope: (page: Page) => Locator;
  /** A tab to open first (the admin console). */
  tab?: string;
  failed: string;
  empty: string;
}

const section = (heading: string) => (page: Page) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
const main = (page: Page) => page.locator('main');

const STUDENT_LISTS: ListCase[] = [
  {
    name: 'Browse Ideas',
    path: '/browse-ideas',
    api: '**/api/ideas?*',
    scope: main,
    failed: "Couldn't load this list. Check your connection and try again.",
    empty: 'No ideas found. Try adjusting your filters.',
  },
  {
    name: 'Browse Students',
    path: '/browse-students',
    api: '**/api/students?*',
    scope: main,
    failed: "Couldn't load this list. Check your connection and try again.",
    empty: 'No students found. Try adjusting your filters.',
  },
  {
    name: 'My Idea',
    path: '/dashboard',
    api: '**/api/ideas/my',
    scope: section('My Idea'),
    failed: "Couldn't load your idea.",
    empty: 'No ideas created yet. Create your first idea to get started!',
  },
  {
    name: 'Notifications',
    path: '/dashboard',
    api: '**/api/notifications?*',
    scope: (page) => page.getByTestId('notifications-panel'),
    failed: "Couldn't load your notifications.",
    empty: '📬 No new notifications',
  },
  {
    name: 'My Team',
    path: '/my-team',
    api: '**/api/teams/my',
    scope: main,
    failed: "Couldn't load your team.",
    empty: 'No Team Yet',
  },
];

const ADMIN_LISTS: ListCase[] = [
  {
    name: 'Admin › Ideas',
    path: '/admin',
    tab: 'Ideas',
    api: '**/api/admin/ideas?*',
    scope: main,
    failed: 'Failed to load data',
    empty: 'No ideas yet.',
  },
  {
    name: 'Admin › Teams',
    path: '/admin',
    tab: 'Teams',
    api: '**/api/admin/teams?*',
    scope: main,
    failed: 'Failed to load data',
    empty: 'No teams yet.',
  },
];

/**
 * Holds the list's first answer to see the skeleton, then fails it: the failure with Retry and
 * not the empty text; once the server answers, Retry shows the empty list.
 */
async function expectThreeStates(page: Page, list: ListCase) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(list.api, async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Something went wrong. Please try again."}',
    });
  });
  await page.goto(list.path);
  if (list.tab) await page.getByRole('tab', { name: list.tab }).click();
  const scope = list.scope(page);
  const empty = scope.getByText(list.empty, { exact: true });

  const skeleton = scope.getByTestId('list-skeleton');
  await skeleton.waitFor();
  expect(await skeleton.textContent(), list.name).toBe('Loading...');
  expect(await empty.count(), `${list.name} loading`).toBe(0);

  release();
  const failure = scope.getByRole('alert').filter({ hasText: list.failed });
  await failure.waitFor();
  expect(await empty.count(), `${list.name} failed`).toBe(0);
  expect(await skeleton.count(), `${list.name} failed`).toBe(0);

  await page.unroute(list.api);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await empty.waitFor();
  expect(await failure.count(), `${list.name} empty`).toBe(0);
}

describe('every list on a phone', () => {
  it(
    'shows a skeleton while loading, the failure with Retry, then the empty text',
    { timeout: 180_000 },
    async () => {
      const student = await createUser(t, { gender: 'female' });
      for (const list of STUDENT_LISTS) {
        const { context, page } = await signedInPage(t, browser, 'phone', student);
        await expectThreeStates(page, list);
        await context.close();
      }
      const admin = await createUser(t, { gender: 'male', isAdmin: true });
      for (const list of ADMIN_LISTS) {
        const { context, page } = await signedInPage(t, browser, 'phone', admin);
        await expectThreeStates(page, list);
        await context.close();
      }
    },
  );
});
