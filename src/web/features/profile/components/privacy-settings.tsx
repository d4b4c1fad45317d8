import { Controller, type Control } from 'react-hook-form';
import type { ProfileForm } from '@contract/profile.ts';
import { Checkbox } from '@web/components/ui/checkbox.tsx';
import { Label } from '@web/components/ui/label.tsx';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';

function PrivacyOption({
  control,
  name,
  label,
  hint,
}: {
  control: Control<ProfileForm>;
  name: 'appearInList' | 'showName' | 'showPhone';
  label: MessageKey;
  hint: MessageKey;
}) {
  const { t } = useTranslation();
  const id = `profile-${name}`;
  return (
    <div className="flex items-start gap-3">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox
            id={id}
            className="mt-0.5"
            checked={field.value}
            onCheckedChange={(on) => field.onChange(on === true)}
            onBlur={field.onBlur}
            aria-describedby={`${id}-hint`}
          />
        )}
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="cursor-pointer">
          {t(label)}
        </Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t(hint)}
        </p>
      </div>
    </div>
  );
}

/**
 * Spec section 2, My Profile: appear in the directory; when on, also show my name and show my
 * phone number; the e-mail is always visible.
 */
export function PrivacySettings({
  control,
  appearInList,
}: {
  control: Control<ProfileForm>;
  appearInList: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <PrivacyOption
        control={control}
        name="appearInList"
        label="profile.appearInList"
        hint="profile.appearInListHint"
      />
      {appearInList && (
        <div className="grid gap-4 border-s-2 border-primary-soft ps-5">
          <PrivacyOption
            control={control}
            name="showName"
            label="profile.showName"
            hint="profile.showNameHint"
          />
          <PrivacyOption
            control={control}
            name="showPhone"
            label="profile.showPhone"
            hint="profile.showPhoneHint"
          />
        </div>
      )}
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {t('profile.emailAlwaysVisible')}
      </p>
    </div>
  );
}
