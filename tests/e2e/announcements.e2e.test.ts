import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apply, createLeader, createSignedInUser } from '../support/factories.ts';
import {
  TOAST_AREA_NAME,
  expectToast,
  isolated,
  screenshot,
  useE2eApp,
  type ViewportName,
} from '../support/e2e.ts';
import { dialog, signedInPage } from './journey-support.ts';

// What a screen reader reads: the toast area's name and each toast's announcement carry no raw
// placeholder, and a confirmation naming a student's words is one sentence, the words isolated.

const { t, browser } = useE2eApp();

const WORDS = {
  en: {
    area: 'Notifications (F8)',
    announced: 'Notification Application withdrawn',
    withdraw: (title: string) => `Withdraw your application to ${title}`,
    confirm: (title: string) =>
      `Withdraw your application to "${isolated(title)}"? The team will no longer see it. You may apply again, until you have withdrawn from this idea 3 times.`,
    confirmButton: 'Withdraw',
    withdrawn: 'Application withdrawn',
  },
  ar: {
    area: 'الإشعارات (F8)',
    announced: 'إشعار تم سحب الطلب',
    withdraw: (title: string) => `سحب طلبك إلى ${title}`,
    confirm: (title: string) =>
      `هل تريد سحب طلبك إلى «${isolated(title)}»؟ لن يراه الفريق بعد الآن. يمكنك التقدم مرة أخرى ما لم تسحب طلبك من هذه الفكرة 3 مرات.`,
    confirmButton: 'سحب',
    withdrawn: 'تم سحب الطلب',
  },
} as const;

/** Every text the page adds from now on, as a screen reader's live regions would hear it. */
async function recordAddedText(page: Page) {
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver((records) => {
      for (const r of records) {
        // A text node is heard with the words beside it: its parent's whole text.
        const heard = [...r.addedNodes, ...(r.type === 'characterData' ? [r.target] : [])].map(
          (node) => (node.nodeType === Node.TEXT_NODE ? node.parentNode : node)?.textContent,
        );
        for (const text of heard) if (text) said.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { said: string[] }).said);
}

describe.each<ViewportName>(['phone', 'desktop'])('at %s size', (viewport) => {
  it.each(['en', 'ar'] as const)(
    'in %s, the withdraw confirmation is one sentence and its toast is announced plainly',
    async (lang) => {
      const W = WORDS[lang];
      const title = `Solar kiln ${viewport} ${lang}`;
      const owner = await createLeader(t, {}, { title });
      const student = await createSignedInUser(t);
      await apply(student.client, owner.idea.id);
      const { context, page } = await signedInPage(t, browser, viewport, student.user, lang);
      await page.goto('/dashboard');

      await page.getByRole('button', { name: W.withdraw(title) }).click();
      const description = dialog(page).getByText(W.confirm(title), { exact: true });
      await description.waitFor();
      // One text node: no fragments of the sentence in elements of their own around the title.
      expect(await description.evaluate((el) => el.childNodes.length)).toBe(1);
      await screenshot(page, `withdraw-confirm-${lang}`);

      const said = await recordAddedText(page);
      await dialog(page).getByRole('button', { name: W.confirmButton, exact: true }).click();
      await expectToast(page, W.withdrawn);
      const area = page.getByRole('region', { name: TOAST_AREA_NAME, includeHidden: true });
      expect(await area.getAttribute('aria-label')).toBe(W.area);
      await expect.poll(said).toContain(W.announced);
      expect((await said()).filter((text) => text.includes('{'))).toEqual([]);
      await context.close();
    },
  );
});
