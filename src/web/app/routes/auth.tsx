import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LanguageSwitch } from '@web/components/language-switch.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { useAuthOptions } from '@web/features/auth/api/auth-options.ts';
import { LoginForm } from '@web/features/auth/components/login-form.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { afterSignInPath, safeNextPath } from '@web/lib/next-path.ts';
import { clearSessionExpired } from '@web/lib/session-expiry.ts';

// The welcome dialog is only needed after verification, so it is loaded on demand.
const loadTutorial = () => import('@web/features/tutorial/components/tutorial-dialog.tsx');
const TutorialDialog = lazy(() => loadTutorial().then((m) => ({ default: m.TutorialDialog })));

// The other forms load at the first interaction, off /auth's initial JavaScript.
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
const OidcCompleteForm = lazy(() =>
  import('@web/features/auth/components/oidc-complete-form.tsx').then((m) => ({
    default: m.OidcCompleteForm,
  })),
);

// Codes the university sign-in sends back to this page (src/server/modules/auth/oidc.ts).
const OIDC_ERRORS = [
  'auth.oidcFailed',
  'auth.oidcUnverified',
  'auth.oidcDomainNotAllowed',
  'auth.oidcSignupExpired',
  'auth.oidcTooMany',
] as const;
type OidcError = (typeof OIDC_ERRORS)[number];
const oidcErrorOf = (code: string | null): OidcError | null =>
  code === null ? null : (OIDC_ERRORS.find((c) => c === code) ?? 'auth.oidcFailed');
function preloadOtherForms() {
  for (const load of [loadRegister, loadVerify, loadForgot, loadReset]) void load();
}

/** Loaded at start-up, they kept a phone's main thread busy (docs/decisions/0072). */
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

type Mode =
  | { name: 'login'; email?: string }
  | { name: 'register' }
  | { name: 'verify-otp'; email: string }
  | { name: 'forgot-password'; email?: string }
  | { name: 'reset-password'; email: string }
  | { name: 'oidc-complete' };

export default function AuthRoute() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const params = new URLSearchParams(search);
  const [mode, setMode] = useState<Mode>(
    params.get('oidc') === 'complete' ? { name: 'oidc-complete' } : { name: 'login' },
  );
  const [oidcError, setOidcError] = useState(() => oidcErrorOf(params.get('oidcError')));
  const options = useAuthOptions();
  const oidcName = options?.oidc?.name ?? '';
  const [welcomeOpen, setWelcomeOpen] = useState(false);

  useEffect(() => onFirstInteraction(preloadOtherForms), []);
  useEffect(() => {
    if (mode.name === 'verify-otp') void loadTutorial();
  }, [mode.name]);

  const goToDashboard = () => {
    // Whatever was loaded before signing in (a failed profile load) belongs to nobody now.
    queryClient.clear();
    clearSessionExpired();
    navigate(afterSignInPath(search), { replace: true });
  };
  const leaveOidcSignup = useCallback((code: string) => {
    setOidcError(oidcErrorOf(code));
    setMode({ name: 'login' });
  }, []);

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      {/* Dark mode mirrors the palette (styles.css); dark: classes keep these deep colours. */}
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 p-12 text-white lg:flex lg:flex-col lg:justify-between dark:from-indigo-400 dark:via-violet-400 dark:to-fuchsia-400 dark:text-slate-950">
        <div className="text-2xl font-bold">{t('app.title')}</div>
        <div>
          <p className="text-4xl leading-tight font-bold">{t('app.tagline')}</p>
          <p className="mt-4 max-w-md text-lg text-indigo-100 dark:text-indigo-900">
            {t('auth.hero')}
          </p>
        </div>
        {/* Emoji rather than the icon set keeps /auth's first JavaScript within its budget. */}
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
              {oidcError && options && (
                <p
                  role="alert"
                  className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
                >
                  {t(oidcError, { name: oidcName })}
                </p>
              )}
              {mode.name === 'oidc-complete' && (
                <OidcCompleteForm
                  onSignedIn={(next) => {
                    queryClient.clear();
                    clearSessionExpired();
                    navigate(safeNextPath(next) ?? afterSignInPath(''), { replace: true });
                  }}
                  onExpired={leaveOidcSignup}
                  onBack={() => setMode({ name: 'login' })}
                />
              )}
              {mode.name === 'login' && (
                <LoginForm
                  oidc={options?.oidc ?? null}
                  passwordSignIn={options?.passwordSignIn ?? true}
                  next={safeNextPath(params.get('next'))}
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
