import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LoginSchema, type LoginInput } from '@contract/auth.ts';
import { EmailInput } from '@web/components/form/email-input.tsx';
import { FormField } from '@web/components/form/form-field.tsx';
import { PasswordInput } from '@web/components/form/password-input.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { AUTH_ENDPOINTS } from '@contract/auth.ts';
import { ApiError, endpointSource } from '@web/lib/api.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toastMutationError } from '@web/lib/query-client.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from './auth-card.tsx';
import { OidcButton } from './oidc-button.tsx';

/** `withHeading` false: inside a dialog that has its own title. */
export function LoginForm({
  defaultEmail = '',
  withHeading = true,
  onSignedIn,
  onRequiresVerification,
  onForgotPassword,
  onRegister,
  oidc = null,
  passwordSignIn = true,
  next = null,
}: {
  /** The university's sign-in, when the server has one (docs/rules/accounts.md). */
  oidc?: { name: string } | null;
  passwordSignIn?: boolean;
  next?: string | null;
  defaultEmail?: string;
  withHeading?: boolean;
  onSignedIn: () => void;
  onRequiresVerification: (email: string) => void;
  onForgotPassword: () => void;
  onRegister: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const login = useLogin({
    onSuccess: () => onSignedIn(),
    onError: (error, input) => {
      if (error instanceof ApiError && error.answer?.requiresVerification === true) {
        onRequiresVerification(input.email);
        return;
      }
      toastMutationError(
        error,
        { errorFallback: 'error.login' },
        endpointSource(AUTH_ENDPOINTS.login),
      );
    },
  });

  return (
    <AuthCard
      title={withHeading ? t('auth.login.title') : undefined}
      subtitle={t('auth.login.subtitle')}
      footer={
        passwordSignIn && (
          <>
            {t('auth.login.noAccount')}{' '}
            <Button type="button" variant="link" onClick={onRegister}>
              {t('auth.login.register')}
            </Button>
          </>
        )
      }
    >
      {oidc && (
        <div className="mb-4 grid gap-4">
          <OidcButton name={oidc.name} next={next} />
          {passwordSignIn && (
            <p className="flex items-center gap-3 text-xs text-muted-foreground before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
              {t('auth.oidc.or')}
            </p>
          )}
        </div>
      )}
      {passwordSignIn && (
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => login.mutate(values))}
        >
          <FormField form={form} name="email" id="login-email" label={t('auth.field.email')}>
            {(field) => <EmailInput placeholder={t('auth.placeholder.email')} {...field} />}
          </FormField>
          <FormField
            form={form}
            name="password"
            id="login-password"
            label={t('auth.field.password')}
          >
            {(field) => <PasswordInput autoComplete="current-password" {...field} />}
          </FormField>
          <div className="-mt-2 flex justify-end">
            <Button type="button" variant="link" className="text-sm" onClick={onForgotPassword}>
              {t('auth.login.forgot')}
            </Button>
          </div>
          <Button
            type="submit"
            size="lg"
            pending={login.isPending}
            pendingLabel={t('auth.login.submitting')}
          >
            {t('auth.login.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
