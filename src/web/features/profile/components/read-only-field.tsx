import { LockIcon } from 'lucide-react';
import { Field, fieldA11y } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

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
  dir?: 'ltr';
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={label} hint={t('profile.cannotChange')} className={className}>
      {/* Box and lock share a direction: the lock never covers an e-mail's first letter. */}
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
