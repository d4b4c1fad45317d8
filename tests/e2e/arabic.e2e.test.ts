import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTeam, createUser } from '../support/factories.ts';
import {
  expectToast,
  isolated,
  newPage,
  screenshot,
  useE2eApp,
  type ViewportName,
} from '../support/e2e.ts';
import { expectAccessible } from './axe.ts';
import { alertText, dialog, signedInPage } from './journey-support.ts';

// The whole interface in Arabic with dir=rtl: every signed-in screen (and the
// others) translated and accessible, with actions and validation messages in Arabic.

const { t, browser } = useE2eApp();

async function expectRtl(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
}

/** English words of the spec that must not be left on an Arabic screen. */
const ENGLISH_LEFTOVERS = [
  'Browse Students',
  'My Profile',
  'Save Changes',
  'Cannot be changed',
  'Leave Team',
  'Team Leader',
  'Total Users',
  'Make Admin',
  'Anonymous Student',
  'Contact:',
];

async function expectNoEnglish(page: Page) {
  const text = await page.evaluate(() => document.body.innerText);
  for (const word of ENGLISH_LEFTOVERS) expect(text, word).not.toContain(word);
}

describe.each<ViewportName>(['phone', 'desktop'])('Arabic at %s size', (viewport) => {
  it(
    'shows every screen right-to-left, translated and accessible',
    { timeout: 120_000 },
    async () => {
      const gender = viewport === 'phone' ? 'female' : 'male';
      // The words that follow the gender of the reader (and of everyone they see, the same).
      const she = gender === 'female';
      const { leader, member } = await createTeam(t, {
        gender,
        idea: { title: `مشروع ${viewport}`, description: 'تطبيق لمواقف السيارات في الحرم الجامعي' },
      });
      const admin = await createUser(t, { gender, isAdmin: true, name: `مشرف ${viewport}` });
      await createUser(t, {
        gender,
        name: `طالبة ${viewport}`,
        appearInList: true,
        showName: false,
        bio: 'أحب تصميم واجهات المستخدم وتطوير تطبيقات الجوال',
        skills: 'Figma,React,Flutter,Dart',
      });

      // The directory: anonymous card, banner, Make Me Visible with the Arabic toast.
      const a = await signedInPage(t, browser, viewport, admin, 'ar');
      await a.page.goto('/browse-students');
      await a.page.getByRole('heading', { name: 'تصفح الطلاب', level: 1 }).waitFor();
      await expectRtl(a.page);
      await a.page
        .getByText(she ? 'طالبة مجهولة الاسم' : 'طالب مجهول الاسم')
        .first()
        .waitFor();
      await a.page.getByText('التواصل:').first().waitFor();
      await expectNoEnglish(a.page);
      await expectAccessible(a.page, 'browse-students');
      await screenshot(a.page, 'browse-students-ar');
      await a.page.getByRole('button', { name: 'أظهرني في الدليل' }).click();
      await expectToast(
        a.page,
        she ? 'أنتِ الآن ظاهرة في دليل الطلاب!' : 'أنت الآن ظاهر في دليل الطلاب!',
      );
      await a.page.getByRole('button', { name: 'أخفني' }).waitFor();
      await a.page
        .getByRole('button', { name: /عرض التفاصيل/ })
        .first()
        .click();
      await dialog(a.page).getByText('أحب تصميم واجهات المستخدم وتطوير تطبيقات الجوال').waitFor();
      await expectAccessible(a.page, 'student-details');
      await screenshot(a.page, 'student-details-ar');
      await a.page.keyboard.press('Escape');

      // My Profile: read-only labels and a validation message in Arabic.
      await a.page.getByRole('link', { name: 'ملفي الشخصي' }).click();
      await a.page.getByRole('heading', { name: 'ملفي الشخصي', level: 1 }).waitFor();
      expect(await a.page.getByText('لا يمكن تغييره', { exact: true }).count()).toBe(3);
      await a.page.getByRole('textbox', { name: 'رقم الجوال' }).fill('123');
      await a.page.getByRole('button', { name: 'حفظ التغييرات' }).click();
      await alertText(a.page, 'يجب أن يتكون رقم الجوال من 10 أرقام ويبدأ بـ 05').waitFor();
      await expectNoEnglish(a.page);
      await expectAccessible(a.page, 'profile');
      await screenshot(a.page, 'profile-ar');

      // My Team (none for the admin), then the Admin console; the unsaved phone asks first.
      await a.page.getByRole('link', { name: 'فريقي' }).click();
      const discard = a.page.getByRole('alertdialog', {
        name: she ? 'هل تريدين تجاهل تغييراتك؟' : 'هل تريد تجاهل تغييراتك؟',
      });
      await expectNoEnglish(a.page);
      await discard.getByRole('button', { name: 'تجاهل' }).click();
      await a.page.getByRole('heading', { name: 'لا يوجد فريق بعد' }).waitFor();
      await expectAccessible(a.page, 'my-team-empty');
      await screenshot(a.page, 'my-team-empty-ar');
      await a.page.getByRole('link', { name: 'الإدارة' }).click();
      await a.page.getByText('إجمالي المستخدمين').waitFor();
      await a.page
        .getByRole('button', { name: she ? 'تعيينها مشرفة' : 'تعيينه مشرفًا' })
        .first()
        .waitFor();
      await expectNoEnglish(a.page);
      await expectAccessible(a.page, 'admin-users');
      await screenshot(a.page, 'admin-users-ar');
      await a.page.getByRole('tab', { name: 'الأفكار' }).click();
      await a.page.getByText(`مشروع ${viewport}`).first().waitFor();
      await a.page.getByText('نشطة', { exact: true }).first().waitFor();
      await expectAccessible(a.page, 'admin-ideas');
      await screenshot(a.page, 'admin-ideas-ar');
      await a.page.getByRole('tab', { name: 'الفرق', exact: true }).click();
      await a.page
        .getByText(she ? 'القائدة' : 'القائد', { exact: true })
        .first()
        .waitFor();
      await expectAccessible(a.page, 'admin-teams');
      await screenshot(a.page, 'admin-teams-ar');
      await a.context.close();

      // The leader's team, in Arabic, with the leader's warning in the leave dialog.
      const l = await signedInPage(t, browser, viewport, leader.user, 'ar');
      await l.page.goto('/my-team');
      await l.page.getByRole('heading', { name: `مشروع ${viewport}` }).waitFor();
      await expectRtl(l.page);
      await l.page.getByText(she ? 'قائدة الفريق' : 'قائد الفريق').waitFor();
      await l.page.getByText('الأعضاء: 2').waitFor();
      await expectNoEnglish(l.page);
      await expectAccessible(l.page, 'my-team-leader');
      await screenshot(l.page, 'my-team-leader-ar');
      await l.page.getByRole('button', { name: `إزالة ${member.user.name} من الفريق` }).click();
      await dialog(l.page)
        .getByText(`إزالة ${isolated(member.user.name)} من الفريق؟`)
        .waitFor();
      await l.page.keyboard.press('Escape');
      await l.page.getByRole('button', { name: 'مغادرة الفريق' }).click();
      await dialog(l.page).getByText('مغادرتك تحلّ الفريق وتحذف فكرتك', { exact: false }).waitFor();
      await expectAccessible(l.page, 'leave-team-leader-confirm');
      await screenshot(l.page, 'leave-team-leader-confirm-ar');
      await l.page.keyboard.press('Escape');

      // The rest of the app is right-to-left too.
      for (const path of ['/dashboard', '/browse-ideas']) {
        await l.page.goto(path);
        await l.page.getByRole('heading', { level: 1 }).waitFor();
        await expectRtl(l.page);
      }
      await l.context.close();
    },
  );
});

describe('messages from the server in Arabic', () => {
  it('shows a failed sign-in and a reset request in Arabic, by their codes', async () => {
    const user = await createUser(t, { gender: 'female' });
    const { context, page } = await newPage(browser, t, 'phone');
    await context.addInitScript(() => localStorage.setItem('teamup.language', 'ar'));
    await page.goto('/auth');
    await page.getByLabel('البريد الإلكتروني').fill(user.email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill('Wrong-pass1!');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expectToast(page, 'البريد الإلكتروني أو كلمة المرور غير صحيحة');

    await page.getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
    await page.getByLabel('البريد الإلكتروني').fill(user.email);
    await page.getByRole('button', { name: 'إرسال رمز الاستعادة' }).click();
    await expectToast(
      page,
      'إذا كان هناك حساب بهذا البريد، فقد أُرسل إليه رمز لاستعادة كلمة المرور.',
    );
    expect(await page.getByText('If an account exists', { exact: false }).count()).toBe(0);
    await context.close();
  });

  it("shows 'Registration successful…' in Arabic, with the address intact", async () => {
    const { context, page } = await newPage(browser, t, 'phone');
    await context.addInitScript(() => localStorage.setItem('teamup.language', 'ar'));
    const email = `ar-register-${Date.now()}@uni.test`;
    await page.goto('/auth');
    await page.getByRole('button', { name: 'إنشاء حساب' }).first().click();
    await page.getByLabel('الاسم الكامل').fill('نورة');
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill('Start_123');
    await page.getByLabel('الجنس').selectOption('female');
    await page.getByLabel('رقم الجوال').fill('0551234567');
    await page.getByLabel('التخصص').selectOption('SWE');
    // An empty field reads right-to-left with its Arabic placeholder; English typed into it
    // takes its own direction.
    const skills = page.getByLabel(/المهارات/);
    const direction = () => skills.evaluate((el) => getComputedStyle(el).direction);
    expect(await direction()).toBe('rtl');
    await skills.fill('React, Figma');
    expect(await direction()).toBe('ltr');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expectToast(page, `تم التسجيل بنجاح. أرسلنا رمز تحقق من 6 أرقام إلى ${email}.`);
    expect(await page.getByText('Registration successful', { exact: false }).count()).toBe(0);
    await context.close();
  });
});
