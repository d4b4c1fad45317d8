import { LockIcon } from 'lucide-react';
import { Field, fieldA11y } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/** A profile value that cannot change after registration, labelled 'Cannot be changed'. */
export function ReadOnlyField({
  id,
  label,
  value,
  dir,
  className,
}: {
  id: string;
  label: string;
  value: string;
  /** 'ltr' for a value that reads left-to-right in either language (the e-mail). */
  dir?: 'ltr';
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={label} hint={t('profile.cannotChange')} className={className}>
      {/* The box and the lock share one direction, so the lock sits at the end the text leaves
          free (padding-inline-end), not over an e-mail's first letter in Arabic. */}
      <div className="relative" dir={dir}>
        <Input
          {...fieldA11y(id, undefined, true)}
          dir={dir}
          value={value}
          readOnly
          look={{ colours: 'bg-slate-100 text-slate-700' }}
          className="pe-9"
        />
        <LockIcon
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
      </div>
    </Field>
  );
}
