// Imported by file, not through lucide-react's index, so the build sees that the dashboard shares
// EyeOff and keeps it out of /auth's own chunk (scripts/first-screen-chunks.ts).
import EyeIcon from 'lucide-react/icons/eye';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import { useState, type ComponentProps } from 'react';
import { Input } from '@web/components/ui/input.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/**
 * A password field with an eye button that shows what was typed and hides it again. A password
 * is English letters, digits and @ # _, so the box is left-to-right in both languages, and the
 * button sits at its end (the right) with the text kept clear of it.
 */
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
