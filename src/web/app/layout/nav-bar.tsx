import { CircleHelpIcon, LogOutIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { User } from '@contract/users.ts';
import { LanguageSwitch } from '@web/components/language-switch.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Isolated } from '@web/components/user-text.tsx';
import { useLogout } from '@web/features/auth/api/logout.ts';
import { cn } from '@web/lib/cn.ts';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';

const TABS: ReadonlyArray<{ href: string; label: MessageKey; adminOnly?: boolean }> = [
  { href: '/dashboard', label: 'nav.dashboard' },
  { href: '/browse-ideas', label: 'nav.browseIdeas' },
  { href: '/browse-students', label: 'nav.browseStudents' },
  { href: '/my-team', label: 'nav.myTeam' },
  { href: '/profile', label: 'nav.myProfile' },
  { href: '/admin', label: 'nav.admin', adminOnly: true },
];

/** The navigation bar of every signed-in screen. */
export function NavBar({ user, onOpenTutorial }: { user: User; onOpenTutorial: () => void }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const logout = useLogout({
    onSuccess: () => {
      toast({ title: t('auth.loggedOut') });
      navigate('/auth');
    },
    meta: { errorFallback: 'error.logout' },
  });

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-1 px-4 pt-3">
        <Link href="/dashboard" className="flex min-w-0 flex-1 items-center gap-2 rounded-lg">
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
            <span className="block text-xs text-muted-foreground">{t('app.tagline')}</span>
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
            className="max-sm:size-10 max-sm:border-transparent max-sm:px-0 max-sm:shadow-none"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <LogOutIcon className="rtl:-scale-x-100" aria-hidden />
            <span className="max-sm:sr-only">{t('nav.logout')}</span>
          </Button>
        </div>
        <p className="w-full text-sm wrap-anywhere text-slate-600" data-testid="welcome">
          <Isolated text={t('nav.welcome', { name: user.name })} value={user.name} />
        </p>
      </div>
      <nav aria-label={t('nav.main')} className="mx-auto max-w-6xl px-2">
        <ul className="-mb-px flex gap-1 overflow-x-auto px-2 [scrollbar-width:none]">
          {TABS.filter((tab) => !tab.adminOnly || user.isAdmin).map((tab) => {
            const active = location === tab.href;
            return (
              <li key={tab.href} className="shrink-0">
                <Link
                  href={tab.href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                    active
                      ? 'border-primary text-primary'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                  )}
                >
                  {t(tab.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}
