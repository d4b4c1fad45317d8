import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import type { User } from '@contract/users.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { TitledDialog } from '@web/components/titled-dialog.tsx';
import { LoginForm } from '@web/features/auth/components/login-form.tsx';
import { callEndpoint } from '@web/lib/api.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { reopenLiveUpdates } from '@web/lib/live-updates.ts';
import { authPathFor, DEFAULT_AFTER_SIGN_IN } from '@web/lib/next-path.ts';
import { clearSessionExpired } from '@web/lib/session-expiry.ts';

/**
 * Sign in again over the page when the session has ended: the screen and every form on it stay
 * as they were, so the student sends again what was refused
 * (docs/decisions/0081-sign-in-again-over-the-page.md). Closed without signing in, the page
 * stays too; its next call asks again.
 */
export default function ReauthDialog({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const here = location + (search ? `?${search}` : '');

  const signedIn = async () => {
    const now = await callEndpoint(ENDPOINTS.profile.get).catch(() => null);
    clearSessionExpired();
    if (now?.id !== user.id) {
      // Another account: what this screen shows and holds belongs to the former one.
      queryClient.clear();
      navigate(DEFAULT_AFTER_SIGN_IN, { replace: true });
      return;
    }
    // What failed while signed out loads again; the rest is still the student's own.
    void queryClient.invalidateQueries({ predicate: (q) => q.state.status === 'error' });
    reopenLiveUpdates();
  };
  // Registering or a new password happen on /auth, which comes back here afterwards.
  const toAuth = () => {
    clearSessionExpired();
    queryClient.clear();
    navigate(authPathFor(here), { replace: true });
  };

  return (
    <TitledDialog
      onOpenChange={(open) => !open && clearSessionExpired()}
      title={t('reauth.title')}
      description={t('reauth.description')}
      className="sm:max-w-md"
      // The e-mail is the account's already: the password is what is asked.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById('login-password')?.focus();
      }}
    >
      <LoginForm
        defaultEmail={user.email}
        withHeading={false}
        onSignedIn={() => void signedIn()}
        onRequiresVerification={toAuth}
        onForgotPassword={toAuth}
        onRegister={toAuth}
      />
    </TitledDialog>
  );
}
