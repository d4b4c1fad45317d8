import type { ComponentProps } from 'react';
import { NativeSelect } from '@web/components/ui/native-select.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/** Native, as MajorSelect: a phone's own picker; nothing chosen until the person chooses. */
export function GenderSelect(props: ComponentProps<typeof NativeSelect>) {
  const { t } = useTranslation();
  return (
    <NativeSelect {...props}>
      <option value="" disabled>
        {t('auth.placeholder.gender')}
      </option>
      <option value="male">{t('auth.gender.male')}</option>
      <option value="female">{t('auth.gender.female')}</option>
    </NativeSelect>
  );
}
