// Per-icon imports keep EyeOff out of /auth's own chunk (scripts/first-screen-chunks.ts).
import EyeIcon from 'lucide-react/icons/eye';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import { useState, type ComponentProps } from 'react';
import { Input } from '@web/components/ui/input.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/** A password is English letters, digits and @ # _: the box is left-to-right in both languages. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div dir="ltr" className="relative">
      <Input {...props} type={shown ? 'text' : 'password'} dir="ltr" className="pe-11" />
      <button
        type="button"
        aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
        aria-controls={props.id}
        onClick={() => setShown((was) => !was)}
        className="absolute end-0 top-0 grid size-11 cursor-pointer place-items-center rounded-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-ring sm:size-10"
      >
        {shown ? (
          <EyeOffIcon className="size-4" aria-hidden />
        ) : (
          <EyeIcon className="size-4" aria-hidden />
        )}
      </button>
    </div>
  );
}
