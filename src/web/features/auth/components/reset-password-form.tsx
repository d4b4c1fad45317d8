import { useForm } from 'react-hook-form';
import type { ResetPasswordInput } from '@contract/auth.ts';
import { EmailInput } from '@web/components/form/email-input.tsx';
import { FormField } from '@web/components/form/form-field.tsx';
import { NewPasswordField } from '@web/components/form/text-field.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { resetPasswordResolver } from '../lib/resolvers.ts';
import { AuthCard } from './auth-card.tsx';
import { CodeInput } from './code-input.tsx';
import { answerText } from '../lib/answer-text.ts';

/** Reset-password mode: e-mail, code, new password, resend; success to login. */
export function ResetPasswordForm({
  defaultEmail = '',
  onReset,
  onBack,
}: {
  defaultEmail?: string;
  onReset: (email: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<ResetPasswordInput>({
    resolver: resetPasswordResolver.resolver,
    defaultValues: { email: defaultEmail, code: '', newPassword: '' },
  });
  const reset = useResetPassword({
    onSuccess: (answer, input) => {
      toast({ title: answerText(answer) });
      onReset(input.email);
    },
    meta: { errorFallback: 'error.reset' },
  });
  const resend = useForgotPassword({
    onSuccess: (answer) => toast({ title: answerText(answer) }),
    meta: { errorFallback: 'error.resend' },
  });

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
        <FormField form={form} name="email" id="reset-email" label={t('auth.field.email')}>
          {(field) => <EmailInput {...field} />}
        </FormField>
        <FormField form={form} name="code" id="reset-code" label={t('auth.field.resetCode')}>
          {(field) => <CodeInput {...field} />}
        </FormField>
        <NewPasswordField
          form={form}
          name="newPassword"
          id="reset-password"
          label={t('auth.field.newPassword')}
        />
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
