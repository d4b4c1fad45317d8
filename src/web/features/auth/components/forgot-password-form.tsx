import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EmailOnlySchema, type EmailOnlyInput } from '@contract/auth.ts';
import { EmailInput } from '@web/components/form/email-input.tsx';
import { FormField } from '@web/components/form/form-field.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthForm } from './auth-form.tsx';
import { answerText } from '../lib/answer-text.ts';

export function ForgotPasswordForm({
  defaultEmail = '',
  onSent,
  onBack,
}: {
  defaultEmail?: string;
  onSent: (email: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<EmailOnlyInput>({
    resolver: zodResolver(EmailOnlySchema),
    defaultValues: { email: defaultEmail },
  });
  const send = useForgotPassword({
    onSuccess: (answer, input) => {
      toast({ title: answerText(answer) });
      onSent(input.email);
    },
    meta: { errorFallback: 'error.sendReset' },
  });

  return (
    <AuthForm
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      links={[{ label: t('auth.backToLogin'), onClick: onBack }]}
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      pending={send.isPending}
      submitLabel={t('auth.forgot.submit')}
      pendingLabel={t('auth.forgot.submitting')}
    >
      <FormField form={form} name="email" id="forgot-email" label={t('auth.field.email')}>
        {(field) => <EmailInput placeholder={t('auth.placeholder.email')} {...field} />}
      </FormField>
    </AuthForm>
  );
}
