import {
  CircleHelpIcon,
  GraduationCapIcon,
  LayoutDashboardIcon,
  LightbulbIcon,
  LogOutIcon,
  ShieldIcon,
  UserRoundIcon,
  UsersIcon,
  UsersRoundIcon,
  type LucideIcon,
} from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { User } from '@contract/users.ts';
import { LanguageSwitch } from '@web/components/language-switch.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Isolated } from '@web/components/user-text.tsx';
import { useLogout } from '@web/features/auth/api/logout.ts';
import { useMyCourses } from '@web/features/courses/api/get-my-courses.ts';
import { CourseSwitcher } from '@web/features/courses/components/course-switcher.tsx';
import { useUnreadCount } from '@web/features/notifications/api/get-unread-count.ts';
import { UnreadBadge } from '@web/features/notifications/components/unread-badge.tsx';
import { cn } from '@web/lib/cn.ts';
import { useCourseId } from '@web/lib/course.ts';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import {
  courseConsolePage,
  isCourseConsolePage,
  PAGES,
  pageInCourse,
  type SignedInPage,
} from '@web/lib/pages.ts';
import { toast } from '@web/lib/toast.ts';

const TABS: ReadonlyArray<{
  href: SignedInPage;
  label: MessageKey;
  icon: LucideIcon;
  adminOnly?: boolean;
}> = [
  { href: PAGES.dashboard, label: 'nav.dashboard', icon: LayoutDashboardIcon },
  { href: PAGES.browseIdeas, label: 'nav.browseIdeas', icon: LightbulbIcon },
  { href: PAGES.browseStudents, label: 'nav.browseStudents', icon: UsersIcon },
  { href: PAGES.myTeam, label: 'nav.myTeam', icon: UsersRoundIcon },
  { href: PAGES.profile, label: 'nav.myProfile', icon: UserRoundIcon },
  { href: PAGES.admin, label: 'nav.admin', icon: ShieldIcon, adminOnly: true },
];

/** On a phone the tabs are a bottom bar in thumb's reach (docs/ui.md, "Navigation on a phone"). */
export function NavBar({ user, onOpenTutorial }: { user: User; onOpenTutorial: () => void }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  // What still needs the user, on the Dashboard tab of every screen; the event stream reloads it.
  const unread = useUnreadCount().data?.unread ?? 0;
  // A coordinator's console is a tab of its own; an admin reaches every course from Admin.
  const coordinated = useMyCourses().data?.find((c) => c.role === 'coordinator');
  // Inside another course than the default, its pages keep the course in their paths.
  const courseId = useCourseId();
  const inCourse = (href: SignedInPage): string =>
    href === PAGES.admin ? href : pageInCourse(href, courseId);
  const tabs = [
    ...TABS.filter((tab) => !tab.adminOnly || user.isAdmin).map((tab) => ({
      ...tab,
      href: inCourse(tab.href),
      active: location === inCourse(tab.href),
    })),
    ...(coordinated && !user.isAdmin
      ? [
          {
            href: courseConsolePage(coordinated.id),
            label: 'nav.courses' as const,
            icon: GraduationCapIcon,
            active: isCourseConsolePage(location),
          },
        ]
      : []),
  ];
  const logout = useLogout({
    onSuccess: (answer) => {
      // Signed in through the university: its own sign-out page ends that session too.
      if (answer.endSessionUrl) return window.location.assign(answer.endSessionUrl);
      toast({ title: t('auth.loggedOut') });
      navigate(PAGES.auth);
    },
    meta: { errorFallback: 'error.logout' },
  });

  return (
    // No backdrop filter here: it would make the header the frame of the fixed bottom tab bar.
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-1 px-4 pt-2 sm:pt-3">
        <Link
          href={inCourse(PAGES.dashboard)}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg"
        >
          <span
            className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary text-lg font-bold text-white"
            aria-hidden
          >
            T
          </span>
          <span className="min-w-0">
            <span className="block text-lg leading-tight font-bold text-slate-900">
              {t('app.title')}
            </span>
            <span className="block text-xs text-muted-foreground max-sm:hidden">
              {t('app.tagline')}
            </span>
          </span>
        </Link>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            onClick={onOpenTutorial}
            aria-label={t('nav.openTutorial')}
            title={t('nav.openTutorial')}
          >
            <CircleHelpIcon className="size-5!" aria-hidden />
          </Button>
          <LanguageSwitch compact />
          <Button
            variant="outline"
            size="sm"
            className="max-sm:size-11 max-sm:border-transparent max-sm:px-0 max-sm:shadow-none"
            onClick={() => logout.mutate()}
            pending={logout.isPending}
            pendingLabel={
              <>
                <LogOutIcon className="rtl:-scale-x-100" aria-hidden />
                <span className="max-sm:sr-only">{t('pending.loggingOut')}</span>
              </>
            }
          >
            <LogOutIcon className="rtl:-scale-x-100" aria-hidden />
            <span className="max-sm:sr-only">{t('nav.logout')}</span>
          </Button>
        </div>
        {/* A long name is cut at its own end, not the line's: a Latin name's start in Arabic. */}
        <p
          className="w-full pb-2 text-sm text-slate-600 max-sm:flex sm:pb-0 sm:wrap-anywhere"
          title={t('nav.welcome', { name: user.name })}
          data-testid="welcome"
        >
          <Isolated
            text={t('nav.welcome', { name: user.name })}
            value={user.name}
            valueClassName="max-sm:min-w-0 max-sm:truncate"
          />
        </p>
        <CourseSwitcher />
      </div>
      <nav
        aria-label={t('nav.main')}
        className="mx-auto max-w-6xl sm:px-2 max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:border-t max-sm:border-slate-200 max-sm:bg-white max-sm:pb-[env(safe-area-inset-bottom)]"
      >
        <ul className="flex sm:-mb-px sm:gap-1 sm:px-2">
          {tabs.map((tab) => {
            const { active } = tab;
            const Icon = tab.icon;
            const badge = tab.label === 'nav.dashboard' ? unread : 0;
            return (
              <li key={tab.href} className="max-sm:flex-1 sm:min-w-0">
                <Link
                  href={tab.href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex font-medium transition-colors',
                    'max-sm:min-h-14 max-sm:flex-col max-sm:items-center max-sm:justify-center max-sm:gap-0.5 max-sm:px-0.5 max-sm:text-center max-sm:text-[11px] max-sm:leading-tight',
                    'sm:border-b-2 sm:px-3 sm:py-2.5 sm:text-sm sm:whitespace-nowrap',
                    active
                      ? 'text-primary sm:border-primary'
                      : 'text-slate-600 hover:text-slate-900 sm:border-transparent sm:hover:border-slate-300',
                  )}
                >
                  <span className="relative sm:hidden">
                    <Icon className="size-5 shrink-0" aria-hidden />
                    {/* On a phone, over the icon's top corner, clear of the label below it. */}
                    <UnreadBadge count={badge} className="absolute -end-3 -top-1.5" />
                  </span>
                  <span className="sm:inline-flex sm:items-center sm:gap-1.5">
                    {t(tab.label)}
                    <UnreadBadge count={badge} className="max-sm:hidden" />
                    {/* The name is the visible text (badge included) and this word. */}
                    {badge > 0 && <span className="sr-only">{t('nav.unreadLabel')}</span>}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}
