import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LanguageSwitch } from '@web/components/language-switch.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { LoginForm } from '@web/features/auth/components/login-form.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { afterSignInPath } from '@web/lib/next-path.ts';
import { clearSessionExpired } from '@web/lib/session-expiry.ts';

// The welcome dialog is only needed after verification, so it is loaded on demand.
const loadTutorial = () => import('@web/features/tutorial/components/tutorial-dialog.tsx');
const TutorialDialog = lazy(() => loadTutorial().then((m) => ({ default: m.TutorialDialog })));

// Sign-in is the first screen; the other four forms load at the user's first interaction (so a
// switch of mode finds them loaded) and stay out of /auth's initial JavaScript.
const loadRegister = () => import('@web/features/auth/components/register-form.tsx');
const loadVerify = () => import('@web/features/auth/components/verify-otp-form.tsx');
const loadForgot = () => import('@web/features/auth/components/forgot-password-form.tsx');
const loadReset = () => import('@web/features/auth/components/reset-password-form.tsx');
const RegisterForm = lazy(() => loadRegister().then((m) => ({ default: m.RegisterForm })));
const VerifyOtpForm = lazy(() => loadVerify().then((m) => ({ default: m.VerifyOtpForm })));
const ForgotPasswordForm = lazy(() =>
  loadForgot().then((m) => ({ default: m.ForgotPasswordForm })),
);
const ResetPasswordForm = lazy(() => loadReset().then((m) => ({ default: m.ResetPasswordForm })));
function preloadOtherForms() {
  for (const load of [loadRegister, loadVerify, loadForgot, loadReset]) void load();
}

/**
 * Runs `start` once, at the user's first touch, click, key or focus on the page: nothing the
 * sign-in form does not draw is needed before then, and loading it while the page starts up
 * kept a phone's main thread busy (docs/decisions/0072-first-screen-chunks.md). A tap starts it
 * at touch-down, before the click that needs it.
 */
function onFirstInteraction(start: () => void) {
  const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
  const once = () => {
    stop();
    start();
  };
  const stop = () => events.forEach((e) => window.removeEventListener(e, once, true));
  events.forEach((e) => window.addEventListener(e, once, { capture: true, passive: true }));
  return stop;
}

// The five /auth modes and their transitions.
type Mode =
  | { name: 'login'; email?: string }
  | { name: 'register' }
  | { name: 'verify-otp'; email: string }
  | { name: 'forgot-password'; email?: string }
  | { name: 'reset-password'; email: string };

export default function AuthRoute() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>({ name: 'login' });
  const [welcomeOpen, setWelcomeOpen] = useState(false);

  // The other forms load when the user first interacts, off the load.
  useEffect(() => onFirstInteraction(preloadOtherForms), []);
  useEffect(() => {
    if (mode.name === 'verify-otp') void loadTutorial();
  }, [mode.name]);

  // The page that sent the visitor here (`?next=`, only this app's own pages), else the dashboard.
  const goToDashboard = () => {
    // Whatever was loaded before signing in (a failed profile load) belongs to nobody now.
    queryClient.clear();
    clearSessionExpired();
    navigate(afterSignInPath(search), { replace: true });
  };

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      {/* In dark mode the palette is mirrored (styles.css); the dark: classes name the mirrored
          steps of the light colours, so the panel keeps its deep colours and white text. */}
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 p-12 text-white lg:flex lg:flex-col lg:justify-between dark:from-indigo-400 dark:via-violet-400 dark:to-fuchsia-400 dark:text-slate-950">
        <div className="text-2xl font-bold">{t('app.title')}</div>
        <div>
          <p className="text-4xl leading-tight font-bold">{t('app.tagline')}</p>
          <p className="mt-4 max-w-md text-lg text-indigo-100 dark:text-indigo-900">
            {t('auth.hero')}
          </p>
        </div>
        {/* Publish, browse, team up; emoji rather than the icon set keeps /auth's first
            JavaScript within its budget. */}
        <div className="flex gap-3 text-3xl" aria-hidden>
          {['💡', '🔎', '🤝'].map((symbol) => (
            <span
              key={symbol}
              className="grid size-14 place-items-center rounded-2xl bg-white/15 dark:bg-slate-950/15"
            >
              {symbol}
            </span>
          ))}
        </div>
      </aside>
      <main className="flex flex-col bg-slate-50">
        <div className="flex items-center justify-between px-4 py-3 lg:justify-end">
          <div className="lg:hidden">
            <h1 className="text-xl font-bold text-primary">{t('app.title')}</h1>
            <p className="text-xs text-muted-foreground">{t('app.tagline')}</p>
          </div>
          <LanguageSwitch />
        </div>
        <div className="flex flex-1 items-start justify-center px-4 pb-10 sm:items-center">
          <Card className="w-full max-w-md p-6 sm:p-8" data-mode={mode.name}>
            <Suspense
              fallback={
                <p className="py-8 text-center text-sm text-muted-foreground">{t('app.loading')}</p>
              }
            >
              {mode.name === 'login' && (
                <LoginForm
                  key={mode.email ?? ''}
                  defaultEmail={mode.email}
                  onSignedIn={goToDashboard}
                  onRequiresVerification={(email) => setMode({ name: 'verify-otp', email })}
                  onForgotPassword={() => setMode({ name: 'forgot-password' })}
                  onRegister={() => setMode({ name: 'register' })}
                />
              )}
              {mode.name === 'register' && (
                <RegisterForm
                  onRequiresVerification={(email) => setMode({ name: 'verify-otp', email })}
                  onSignedIn={goToDashboard}
                  onBack={() => setMode({ name: 'login' })}
                />
              )}
              {mode.name === 'verify-otp' && (
                <VerifyOtpForm
                  email={mode.email}
                  onVerified={() => setWelcomeOpen(true)}
                  onTryAgain={() => setMode({ name: 'register' })}
                />
              )}
              {mode.name === 'forgot-password' && (
                <ForgotPasswordForm
                  defaultEmail={mode.email}
                  onSent={(email) => setMode({ name: 'reset-password', email })}
                  onBack={() => setMode({ name: 'login' })}
                />
              )}
              {mode.name === 'reset-password' && (
                <ResetPasswordForm
                  defaultEmail={mode.email}
                  onReset={(email) => setMode({ name: 'login', email })}
                  onBack={() => setMode({ name: 'login' })}
                />
              )}
            </Suspense>
          </Card>
        </div>
      </main>
      {/* After verification the tutorial is the welcome dialog; closing it goes to the dashboard. */}
      {welcomeOpen && (
        <Suspense fallback={null}>
          <TutorialDialog
            open={welcomeOpen}
            onOpenChange={(open) => {
              setWelcomeOpen(open);
              if (!open) goToDashboard();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
