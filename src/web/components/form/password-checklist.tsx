import { CheckIcon, CircleIcon } from 'lucide-react';
import { checkPassword } from '@contract/password-rules.ts';
import { cn } from '@web/lib/cn.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/** Each item's text is keyed by its state, so a screen reader hears the whole line ('Met: ...'). */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  return (
    <ul
      id={id}
      aria-live="polite"
      data-testid="password-checklist"
      className="grid gap-1 text-xs sm:grid-cols-2"
    >
      {checkPassword(password).map(({ rule, met }) => (
        <li
          key={rule}
          data-rule={rule}
          data-met={met}
          className={cn('flex items-start gap-1.5', met ? 'text-emerald-700' : 'text-slate-600')}
        >
          {met ? (
            <CheckIcon className="mt-px size-3.5 shrink-0" aria-hidden />
          ) : (
            <CircleIcon className="mt-px size-3.5 shrink-0" aria-hidden />
          )}
          <span key={String(met)}>
            <span className="sr-only">
              {met ? t('auth.password.met') : t('auth.password.unmet')}{' '}
            </span>
            {t(`auth.password.${rule}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
