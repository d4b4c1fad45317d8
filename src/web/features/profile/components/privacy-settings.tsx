import type { Control } from 'react-hook-form';
import type { ProfileForm } from '@contract/profile.ts';
import { FormField } from '@web/components/form/form-field.tsx';
import { Checkbox } from '@web/components/ui/checkbox.tsx';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';

type ProfileFormHandle = { control: Control<ProfileForm> };

function PrivacyOption({
  form,
  name,
  label,
  hint,
}: {
  form: ProfileFormHandle;
  name: 'appearInList' | 'showName' | 'showPhone' | 'emailNotifications';
  label: MessageKey;
  hint: MessageKey;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      form={form}
      name={name}
      id={`profile-${name}`}
      label={t(label)}
      hint={t(hint)}
      layout="inline"
      labelClassName="cursor-pointer"
    >
      {({ value, onChange, ...field }) => (
        <Checkbox
          {...field}
          className="mt-0.5"
          checked={value}
          onCheckedChange={(on) => onChange(on === true)}
        />
      )}
    </FormField>
  );
}

/** The rules: docs/rules/roles-and-visibility.md and docs/rules/accounts.md. */
export function PrivacySettings({
  form,
  appearInList,
}: {
  form: ProfileFormHandle;
  appearInList: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <PrivacyOption
        form={form}
        name="appearInList"
        label="profile.appearInList"
        hint="profile.appearInListHint"
      />
      {appearInList && (
        <div className="grid gap-4 border-s-2 border-primary-soft ps-5">
          <PrivacyOption
            form={form}
            name="showName"
            label="profile.showName"
            hint="profile.showNameHint"
          />
          <PrivacyOption
            form={form}
            name="showPhone"
            label="profile.showPhone"
            hint="profile.showPhoneHint"
          />
        </div>
      )}
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {t('profile.emailAlwaysVisible')}
      </p>
      <div className="border-t border-slate-100 pt-4">
        <PrivacyOption
          form={form}
          name="emailNotifications"
          label="profile.emailNotifications"
          hint="profile.emailNotificationsHint"
        />
      </div>
    </div>
  );
}
