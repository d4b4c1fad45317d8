import { useForm } from 'react-hook-form';
import type { ResetPasswordInput } from '@contract/auth.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Field, fieldA11y } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { serverMessage } from '@web/lib/api.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast, toastError } from '@web/lib/toast.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { resetPasswordResolver } from '../schemas.ts';
import { AuthCard } from './auth-card.tsx';
import { CodeInput } from './code-input.tsx';

/** Reset-password mode (spec section 2): e-mail, code, new password, resend; success to login. */
export function ResetPasswordForm({
  defaultEmail = '',
  onReset,
  onBack,
}: {
  defaultEmail?: string;
  onReset: (email: string) => void;
  onBack: () => void;
}) {
  const { t, tm } = useTranslation();
  const form = useForm<ResetPasswordInput>({
    resolver: resetPasswordResolver.resolver,
    defaultValues: { email: defaultEmail, code: '', newPassword: '' },
  });
  const reset = useResetPassword({
    onSuccess: (answer, input) => {
      toast({ title: answer.message });
      onReset(input.email);
    },
    onError: (error) => toastError(serverMessage(error, t('error.reset')), t('common.error')),
  });
  const resend = useForgotPassword({
    onSuccess: (answer) => toast({ title: answer.message }),
    onError: (error) => toastError(serverMessage(error, t('error.resend')), t('common.error')),
  });
  const e = form.formState.errors;
  const emailError = e.email?.message && tm(e.email.message);
  const codeError = e.code?.message && tm(e.code.message);
  const passwordError = e.newPassword?.message && tm(e.newPassword.message);

  const resendCode = async () => {
    if (await form.trigger('email')) resend.mutate({ email: form.getValues('email') });
  };

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={
        <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
          <Button type="button" variant="link" disabled={resend.isPending} onClick={resendCode}>
            {t('auth.verify.resend')}
          </Button>
          <Button type="button" variant="link" onClick={onBack}>
            {t('auth.backToLogin')}
          </Button>
        </div>
      }
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => reset.mutate(values))}
      >
        <Field id="reset-email" label={t('auth.field.email')} error={emailError}>
          <Input
            type="email"
            dir="ltr"
            autoComplete="email"
            {...fieldA11y('reset-email', emailError)}
            {...form.register('email')}
          />
        </Field>
        <Field id="reset-code" label={t('auth.field.resetCode')} error={codeError}>
          <CodeInput {...fieldA11y('reset-code', codeError)} {...form.register('code')} />
        </Field>
        <Field
          id="reset-password"
          label={t('auth.field.newPassword')}
          hint={t('auth.passwordHint')}
          error={passwordError}
        >
          <Input
            type="password"
            autoComplete="new-password"
            {...fieldA11y('reset-password', passwordError, true)}
            {...form.register('newPassword')}
          />
        </Field>
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
