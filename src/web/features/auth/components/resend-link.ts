import type { UseMutateFunction } from '@tanstack/react-query';
import type { EmailOnlyInput } from '@contract/auth.ts';
import type { MessageAnswer } from '@contract/fields.ts';
import { CODE_RESEND_SECONDS } from '@contract/limits.ts';
import { useCountdown } from '@web/hooks/use-countdown.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { answerText } from '../lib/answer-text.ts';
import type { AuthLink } from './auth-form.tsx';

/** The server mails at most one code a minute (docs/rules/accounts.md). */
export function useResendLink(
  resend: { mutate: UseMutateFunction<MessageAnswer, Error, EmailOnlyInput>; isPending: boolean },
  email: () => string | null | Promise<string | null>,
): AuthLink {
  const { t } = useTranslation();
  const wait = useCountdown(CODE_RESEND_SECONDS);
  const sent = (answer: MessageAnswer) => {
    wait.restart();
    toast({ title: answerText(answer) });
  };
  return {
    label:
      wait.left > 0 ? t('auth.verify.resendIn', { seconds: wait.left }) : t('auth.verify.resend'),
    onClick: async () => {
      const to = await email();
      if (to !== null) resend.mutate({ email: to }, { onSuccess: sent });
    },
    disabled: resend.isPending || wait.left > 0,
  };
}
