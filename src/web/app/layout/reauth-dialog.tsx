import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import type { User } from '@contract/users.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { TitledDialog } from '@web/components/titled-dialog.tsx';
import { useAuthOptions } from '@web/features/auth/api/auth-options.ts';
import { LoginForm } from '@web/features/auth/components/login-form.tsx';
import { callEndpoint } from '@web/lib/api.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { reopenLiveUpdates } from '@web/lib/live-updates.ts';
import { authPathFor, DEFAULT_AFTER_SIGN_IN, safeNextPath } from '@web/lib/next-path.ts';
import { clearSessionExpired } from '@web/lib/session-expiry.ts';

/** The screen and its forms stay (docs/decisions/0080-return-to-the-page-after-sign-in.md). */
export default function ReauthDialog({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const here = location + (search ? `?${search}` : '');
  const options = useAuthOptions();

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
        // The university's button leaves the page and comes back to it signed in.
        oidc={options?.oidc ?? null}
        passwordSignIn={options?.passwordSignIn ?? true}
        next={safeNextPath(here)}
        onSignedIn={() => void signedIn()}
        onRequiresVerification={toAuth}
        onForgotPassword={toAuth}
        onRegister={toAuth}
      />
    </TitledDialog>
  );
}
