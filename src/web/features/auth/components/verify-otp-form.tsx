import { useForm } from 'react-hook-form';
import type { VerifyOtpInput } from '@contract/auth.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Field, fieldA11y } from '@web/components/ui/field.tsx';
import { serverMessage } from '@web/lib/api.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast, toastError } from '@web/lib/toast.ts';
import { useResendOtp } from '../api/resend-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { verifyOtpResolver } from '../schemas.ts';
import { AuthCard } from './auth-card.tsx';
import { CodeInput } from './code-input.tsx';

/** Verify-otp mode (spec section 2): the 6-digit code, resend, and 'Try again' to register. */
export function VerifyOtpForm({
  email,
  onVerified,
  onTryAgain,
}: {
  email: string;
  onVerified: () => void;
  onTryAgain: () => void;
}) {
  const { t, tm } = useTranslation();
  const form = useForm<VerifyOtpInput>({
    resolver: verifyOtpResolver.resolver,
    defaultValues: { email, code: '' },
  });
  const verify = useVerifyOtp({
    onSuccess: () => onVerified(),
    onError: (error) => toastError(serverMessage(error, t('error.verify')), t('common.error')),
  });
  const resend = useResendOtp({
    onSuccess: (answer) => toast({ title: answer.message }),
    onError: (error) => toastError(serverMessage(error, t('error.resend')), t('common.error')),
  });
  const codeError = form.formState.errors.code?.message;
  const shownError = codeError && tm(codeError);

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
        <Field id="otp-code" label={t('auth.field.code')} error={shownError}>
          <CodeInput autoFocus {...fieldA11y('otp-code', shownError)} {...form.register('code')} />
        </Field>
        <Button type="submit" size="lg" disabled={verify.isPending}>
          {verify.isPending ? t('auth.verify.submitting') : t('auth.verify.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
