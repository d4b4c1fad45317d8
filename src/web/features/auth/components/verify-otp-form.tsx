import { useForm } from 'react-hook-form';
import type { VerifyOtpInput } from '@contract/auth.ts';
import { FormField } from '@web/components/form/form-field.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useResendOtp } from '../api/resend-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { verifyOtpResolver } from '../lib/resolvers.ts';
import { AuthCard } from './auth-card.tsx';
import { CodeInput } from './code-input.tsx';
import { answerText } from '../lib/answer-text.ts';

/** Verify-otp mode: the 6-digit code, resend, and 'Try again' to register. */
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
    resolver: verifyOtpResolver.resolver,
    defaultValues: { email, code: '' },
  });
  const verify = useVerifyOtp({
    onSuccess: () => onVerified(),
    meta: { errorFallback: 'error.verify' },
  });
  const resend = useResendOtp({
    onSuccess: (answer) => toast({ title: answerText(answer) }),
    meta: { errorFallback: 'error.resend' },
  });

  return (
    <AuthCard
      title={t('auth.verify.title')}
      subtitle={t('auth.verify.subtitle', { email })}
      footer={
        <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
          <Button
            type="button"
            variant="link"
            disabled={resend.isPending}
            onClick={() => resend.mutate({ email })}
          >
            {t('auth.verify.resend')}
          </Button>
          <Button type="button" variant="link" onClick={onTryAgain}>
            {t('auth.verify.tryAgain')}
          </Button>
        </div>
      }
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => verify.mutate(values))}
      >
        <input type="hidden" {...form.register('email')} />
        <FormField form={form} name="code" id="otp-code" label={t('auth.field.code')}>
          {(field) => <CodeInput autoFocus {...field} />}
        </FormField>
        <Button type="submit" size="lg" disabled={verify.isPending}>
          {verify.isPending ? t('auth.verify.submitting') : t('auth.verify.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
