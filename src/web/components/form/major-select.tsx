import type { ComponentProps } from 'react';
import { MAJORS } from '@contract/majors.ts';
import { NativeSelect } from '@web/components/ui/native-select.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/** Native: a phone's own picker and no positioning library on /auth. */
export function MajorSelect({
  placeholder,
  ...props
}: ComponentProps<typeof NativeSelect> & { placeholder?: string }) {
  const { major } = useTranslation();
  return (
    <NativeSelect {...props}>
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {MAJORS.map((m) => (
        <option key={m.key} value={m.key}>
          {major(m.key)}
        </option>
      ))}
    </NativeSelect>
  );
}
