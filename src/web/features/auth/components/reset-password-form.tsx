import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ResetPasswordSchema, type ResetPasswordInput } from '@contract/auth.ts';
import { EmailInput } from '@web/components/form/email-input.tsx';
import { FormField } from '@web/components/form/form-field.tsx';
import { NewPasswordField } from '@web/components/form/text-field.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthForm } from './auth-form.tsx';
import { CodeInput } from './code-input.tsx';
import { useResendLink } from './resend-link.ts';
import { answerText } from '../lib/answer-text.ts';
import { useServerFieldErrors } from '@web/lib/api.ts';

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
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { email: defaultEmail, code: '', newPassword: '' },
  });
  const reset = useResetPassword({
    onSuccess: (answer, input) => {
      toast({ title: answerText(answer) });
      onReset(input.email);
    },
    meta: { errorFallback: 'error.reset', fieldErrorsInline: true },
  });
  // 'Invalid or expired code' stands under the code field, and only there.
  useServerFieldErrors(form, reset.error);
  const resend = useResendLink(
    useForgotPassword({ meta: { errorFallback: 'error.resend' } }),
    async () => ((await form.trigger('email')) ? form.getValues('email') : null),
  );

  return (
    <AuthForm
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      links={[resend, { label: t('auth.backToLogin'), onClick: onBack }]}
      onSubmit={form.handleSubmit((values) => reset.mutate(values))}
      pending={reset.isPending}
      submitLabel={t('auth.reset.submit')}
      pendingLabel={t('auth.reset.submitting')}
    >
      <FormField form={form} name="email" label={t('auth.field.email')}>
        {(field) => <EmailInput {...field} />}
      </FormField>
      <FormField form={form} name="code" label={t('auth.field.resetCode')}>
        {(field) => <CodeInput {...field} />}
      </FormField>
      <NewPasswordField form={form} name="newPassword" label={t('auth.field.newPassword')} />
    </AuthForm>
  );
}
