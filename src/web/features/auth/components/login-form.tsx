import { useForm } from 'react-hook-form';
import type { LoginInput } from '@contract/auth.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Field, fieldA11y } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { ApiError, serverMessage } from '@web/lib/api.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toastError } from '@web/lib/toast.ts';
import { useLogin } from '../api/login.ts';
import { loginResolver } from '../schemas.ts';
import { AuthCard } from './auth-card.tsx';

/** Login mode (spec section 2): e-mail and password, links to forgot-password and register. */
export function LoginForm({
  defaultEmail = '',
  onSignedIn,
  onRequiresVerification,
  onForgotPassword,
  onRegister,
}: {
  defaultEmail?: string;
  onSignedIn: () => void;
  onRequiresVerification: (email: string) => void;
  onForgotPassword: () => void;
  onRegister: () => void;
}) {
  const { t, tm } = useTranslation();
  const form = useForm<LoginInput>({
    resolver: loginResolver.resolver,
    defaultValues: { email: defaultEmail, password: '' },
  });
  const login = useLogin({
    onSuccess: () => onSignedIn(),
    onError: (error, input) => {
      // A login of an unverified account moves to verify-otp for that e-mail (issue 4).
      if (error instanceof ApiError && error.json?.requiresVerification === true) {
        onRequiresVerification(input.email);
        return;
      }
      toastError(serverMessage(error, t('error.login')), t('common.error'));
    },
  });
  const errors = form.formState.errors;
  const emailError = errors.email?.message && tm(errors.email.message);
  const passwordError = errors.password?.message && tm(errors.password.message);

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Button type="button" variant="link" onClick={onRegister}>
            {t('auth.login.register')}
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => login.mutate(values))}
      >
        <Field id="login-email" label={t('auth.field.email')} error={emailError}>
          <Input
            type="email"
            dir="ltr"
            autoComplete="email"
            placeholder={t('auth.placeholder.email')}
            {...fieldA11y('login-email', emailError)}
            {...form.register('email')}
          />
        </Field>
        <Field id="login-password" label={t('auth.field.password')} error={passwordError}>
          <Input
            type="password"
            autoComplete="current-password"
            {...fieldA11y('login-password', passwordError)}
            {...form.register('password')}
          />
        </Field>
        <div className="-mt-2 flex justify-end">
          <Button type="button" variant="link" className="text-sm" onClick={onForgotPassword}>
            {t('auth.login.forgot')}
          </Button>
        </div>
        <Button type="submit" size="lg" disabled={login.isPending}>
          {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
