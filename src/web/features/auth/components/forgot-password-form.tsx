import { useForm } from 'react-hook-form';
import type { EmailOnlyInput } from '@contract/auth.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Field, fieldA11y } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { serverMessage } from '@web/lib/api.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast, toastError } from '@web/lib/toast.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { emailOnlyResolver } from '../schemas.ts';
import { AuthCard } from './auth-card.tsx';

/** Forgot-password mode (spec section 2): on success, to reset-password. */
export function ForgotPasswordForm({
  defaultEmail = '',
  onSent,
  onBack,
}: {
  defaultEmail?: string;
  onSent: (email: string) => void;
  onBack: () => void;
}) {
  const { t, tm } = useTranslation();
  const form = useForm<EmailOnlyInput>({
    resolver: emailOnlyResolver.resolver,
    defaultValues: { email: defaultEmail },
  });
  const send = useForgotPassword({
    onSuccess: (answer, input) => {
      toast({ title: answer.message });
      onSent(input.email);
    },
    onError: (error) => toastError(serverMessage(error, t('error.sendReset')), t('common.error')),
  });
  const emailError = form.formState.errors.email?.message;
  const shownError = emailError && tm(emailError);

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Button type="button" variant="link" onClick={onBack}>
          {t('auth.backToLogin')}
        </Button>
      }
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => send.mutate(values))}
      >
        <Field id="forgot-email" label={t('auth.field.email')} error={shownError}>
          <Input
            type="email"
            dir="ltr"
            autoComplete="email"
            placeholder={t('auth.placeholder.email')}
            {...fieldA11y('forgot-email', shownError)}
            {...form.register('email')}
          />
        </Field>
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
