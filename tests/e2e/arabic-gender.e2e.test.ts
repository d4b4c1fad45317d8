import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apply,
  confirm,
  createLeader,
  createSignedInUser,
  createUser,
  decide,
} from '../support/factories.ts';
import { expectToast, isolated, screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { expectAccessible } from './axe.ts';
import { dialog, signedInPage } from './journey-support.ts';

// Arabic speaks to a student in her or his grammatical gender, and of the students she or he
// sees in theirs (the same, by gender separation): a woman and a man read the same screens, at
// phone and desktop size, and each sees the exact forms of their gender. The screens are in the
// dark colour scheme, so Browse Students, My Profile and My Team are checked by axe in dark too
// (docs/decisions/0084-gendered-arabic.md, 0085-dark-mode-by-swapped-palette.md).

const { t, browser } = useE2eApp();

type Gender = 'female' | 'male';

/** What each reads, word for word; `title` and `name` are the users' own words. */
const WORDS = {
  female: {
    publish: 'انشري فكرتك',
    noIdea: 'لم تنشئي أي فكرة بعد. أنشئي فكرتك الأولى للبدء!',
    invitation: (title: string) =>
      `تم قبول طلبك للانضمام إلى «${title}»! انقري للتأكيد والانضمام إلى الفريق.`,
    join: 'انضمّي إلى الفريق',
    accepted: 'مدعوّة - انضمّي أو ارفضي',
    declineConfirm:
      'ستُبلَّغ قائدة الفريق بأنكِ رفضتِ الدعوة، ولن تستطيع دعوتكِ إلى هذا الفريق مرة أخرى.',
    withdrawConfirm: (title: string) =>
      `هل تريدين سحب طلبك إلى «${title}»؟ لن يراه الفريق بعد الآن. يمكنكِ التقدم مرة أخرى ما لم تسحبي طلبك من هذه الفكرة 3 مرات.`,
    anonymous: 'طالبة مجهولة الاسم',
    hiddenBanner: 'أنتِ مخفية حاليًا من دليل الطلاب، ولا تستطيع الطالبات الأخريات العثور عليك.',
    nowVisible: 'أنتِ الآن ظاهرة في دليل الطلاب!',
    showNameHint: 'عند إيقافه تظهرين باسم «طالبة مجهولة الاسم».',
    memberJoined: (name: string, title: string) => `انضمّت ${name} إلى فريقك في «${title}».`,
    leader: 'قائدة الفريق',
    member: 'عضوة',
    removeConfirm: (name: string) =>
      `هل أنتِ متأكدة أنك تريدين إزالة ${name} من الفريق؟ لن تتمكن من الانضمام إليه مرة أخرى.`,
  },
  male: {
    publish: 'انشر فكرتك',
    noIdea: 'لم تنشئ أي فكرة بعد. أنشئ فكرتك الأولى للبدء!',
    invitation: (title: string) =>
      `تم قبول طلبك للانضمام إلى «${title}»! انقر للتأكيد والانضمام إلى الفريق.`,
    join: 'انضم إلى الفريق',
    accepted: 'مدعوّ - انضمّ أو ارفض',
    declineConfirm: 'سيُبلَّغ قائد الفريق بأنك رفضت الدعوة، ولن يستطيع دعوتك إلى هذا الفريق مرة أخرى.',
    withdrawConfirm: (title: string) =>
      `هل تريد سحب طلبك إلى «${title}»؟ لن يراه الفريق بعد الآن. يمكنك التقدم مرة أخرى ما لم تسحب طلبك من هذه الفكرة 3 مرات.`,
    anonymous: 'طالب مجهول الاسم',
    hiddenBanner: 'أنت مخفي حاليًا من دليل الطلاب، ولا يستطيع الطلاب الآخرون العثور عليك.',
    nowVisible: 'أنت الآن ظاهر في دليل الطلاب!',
    showNameHint: 'عند إيقافه تظهر باسم «طالب مجهول الاسم».',
    memberJoined: (name: string, title: string) => `انضمّ ${name} إلى فريقك في «${title}».`,
    leader: 'قائد الفريق',
    member: 'عضو',
    removeConfirm: (name: string) =>
      `هل أنت متأكد أنك تريد إزالة ${name} من الفريق؟ لن يتمكن من الانضمام إليه مرة أخرى.`,
  },
} satisfies Record<Gender, unknown>;

async function darkPage(page: Page) {
  await page.emulateMedia({ colorScheme: 'dark' });
}

describe.each<[Gender, ViewportName]>([
  ['female', 'phone'],
  ['female', 'desktop'],
  ['male', 'phone'],
  ['male', 'desktop'],
])('Arabic to a %s student at %s size', (gender, viewport) => {
  it(
    'speaks to them and of the students they see in their gender',
    { timeout: 120_000 },
    async () => {
      const W = WORDS[gender];
      const tag = `${gender} ${viewport}`;
      const title = `مشروع ${tag}`;
      const readerName = `${gender === 'female' ? 'ريم' : 'ريان'} ${viewport}`;
      await createUser(t, { gender, appearInList: true, showName: false, name: `مجهول ${tag}` });
      const owner = await createLeader(
        t,
        { gender, name: `Owner ${tag}` },
        { title, allowCrossMajor: true },
      );
      const reader = await createSignedInUser(t, { gender, name: readerName });
      const application = await apply(reader.client, owner.idea.id);
      await decide(owner.client, application.id, 'accepted');
      // A pending application too: an invitation is answered, not withdrawn.
      const pendingTitle = `مشروع آخر ${tag}`;
      const other = await createLeader(
        t,
        { gender, name: `Other ${tag}` },
        { title: pendingTitle, allowCrossMajor: true },
      );
      await apply(reader.client, other.idea.id);

      // The dashboard: the empty idea panel, the invitation and its button, My Applications.
      const r = await signedInPage(t, browser, viewport, reader.user, 'ar');
      await darkPage(r.page);
      await r.page.goto('/dashboard');
      await r.page.getByRole('button', { name: W.publish, exact: true }).waitFor();
      await r.page.getByText(W.noIdea, { exact: true }).waitFor();
      await r.page.getByText(W.invitation(title)).first().waitFor();
      await r.page
        .getByTestId('invitation')
        .getByRole('button', { name: W.join, exact: true })
        .waitFor();
      await r.page.getByText(W.accepted, { exact: true }).waitFor();
      await expectAccessible(r.page, `dashboard-ar-${gender}-dark`);
      await screenshot(r.page, `dashboard-ar-${gender}-dark`);
      await r.page.getByRole('button', { name: `سحب طلبك إلى ${pendingTitle}` }).click();
      await dialog(r.page)
        .getByText(W.withdrawConfirm(isolated(pendingTitle)), { exact: true })
        .waitFor();
      await r.page.keyboard.press('Escape');
      await dialog(r.page).waitFor({ state: 'hidden' });
      await r.page.getByTestId('invitation').getByRole('button', { name: 'رفض' }).click();
      await dialog(r.page).getByText(W.declineConfirm, { exact: true }).waitFor();
      await r.page.keyboard.press('Escape');
      await dialog(r.page).waitFor({ state: 'hidden' });

      // Browse Students: the nameless student, the banner, and the toast of Make Me Visible.
      await r.page.goto('/browse-students');
      await r.page.getByText(W.anonymous, { exact: true }).first().waitFor();
      await r.page.getByText(W.hiddenBanner, { exact: true }).waitFor();
      await expectAccessible(r.page, `browse-students-ar-${gender}-dark`);
      await screenshot(r.page, `browse-students-ar-${gender}-dark`);
      await r.page.getByRole('button', { name: 'أظهرني في الدليل' }).click();
      await expectToast(r.page, W.nowVisible);

      // My Profile, now listed: the hint of Show my name.
      await r.page.goto('/profile');
      await r.page.getByText(W.showNameHint, { exact: true }).waitFor();
      await expectAccessible(r.page, `profile-ar-${gender}-dark`);
      await screenshot(r.page, `profile-ar-${gender}-dark`);
      await r.context.close();

      // The reader joins; the leader is told in the joiner's gender and sees both roles in it.
      await confirm(reader.client, application.id);
      const o = await signedInPage(t, browser, viewport, owner.user, 'ar');
      await darkPage(o.page);
      await o.page.goto('/dashboard');
      await o.page.getByText(W.memberJoined(readerName, title)).first().waitFor();
      await o.page.goto('/my-team');
      await o.page.getByRole('heading', { name: title }).waitFor();
      await o.page.getByText(W.leader, { exact: true }).first().waitFor();
      await o.page.getByText(W.member, { exact: true }).first().waitFor();
      await expectAccessible(o.page, `my-team-ar-${gender}-dark`);
      await screenshot(o.page, `my-team-ar-${gender}-dark`);
      await o.page.getByRole('button', { name: `إزالة ${readerName} من الفريق` }).click();
      await dialog(o.page)
        .getByText(W.removeConfirm(isolated(readerName)), { exact: true })
        .waitFor();
      await o.page.keyboard.press('Escape');
      await o.context.close();
    },
  );
});
