import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { VerifyOtpSchema, type VerifyOtpInput } from '@contract/auth.ts';
import { FormField } from '@web/components/form/form-field.tsx';
import { Isolated } from '@web/components/user-text.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { useResendOtp } from '../api/resend-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { AuthForm } from './auth-form.tsx';
import { CodeInput } from './code-input.tsx';
import { useResendLink } from './resend-link.ts';
import { useServerFieldErrors } from '@web/lib/api.ts';

export function VerifyOtpForm({
  email,
  onVerified,
  onTryAgain,
}: {
  email: string;
  onVerified: () => void;
  onTryAgain: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<VerifyOtpInput>({
    resolver: zodResolver(VerifyOtpSchema),
    defaultValues: { email, code: '' },
  });
  const verify = useVerifyOtp({
    onSuccess: () => onVerified(),
    meta: { errorFallback: 'error.verify', fieldErrorsInline: true },
  });
  // 'Invalid or expired code' stands under the code field, and only there.
  useServerFieldErrors(form, verify.error);
  const resend = useResendLink(
    useResendOtp({ meta: { errorFallback: 'error.resend' } }),
    () => email,
  );

  return (
    <AuthForm
      title={t('auth.verify.title')}
      subtitle={<Isolated text={t('auth.verify.subtitle', { email })} value={email} ltr />}
      links={[resend, { label: t('auth.verify.tryAgain'), onClick: onTryAgain }]}
      onSubmit={form.handleSubmit((values) => verify.mutate(values))}
      pending={verify.isPending}
      submitLabel={t('auth.verify.submit')}
      pendingLabel={t('auth.verify.submitting')}
    >
      <input type="hidden" {...form.register('email')} />
      <FormField form={form} name="code" id="otp-code" label={t('auth.field.code')}>
        {(field) => <CodeInput autoFocus {...field} />}
      </FormField>
    </AuthForm>
  );
}
