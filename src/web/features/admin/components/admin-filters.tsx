import { Label } from '@web/components/ui/label.tsx';
import { NativeSelect } from '@web/components/ui/native-select.tsx';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';

export interface AdminFilter {
  key: string;
  label: MessageKey;
  options: Array<[value: string, label: MessageKey]>;
}

export const GENDER_FILTER: AdminFilter = {
  key: 'gender',
  label: 'admin.col.gender',
  options: [
    ['male', 'auth.gender.male'],
    ['female', 'auth.gender.female'],
  ],
};

export function AdminFilters({
  id,
  filters,
  value,
  onChange,
}: {
  id: string;
  filters: AdminFilter[];
  value: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-3 flex flex-wrap gap-3">
      {filters.map((f) => (
        <div key={f.key} className="grid min-w-36 gap-1">
          <Label htmlFor={`${id}-${f.key}`}>{t(f.label)}</Label>
          <NativeSelect
            id={`${id}-${f.key}`}
            value={value[f.key] ?? ''}
            onChange={(e) => onChange({ ...value, [f.key]: e.target.value })}
          >
            <option value="">{t('admin.filter.all')}</option>
            {f.options.map(([v, label]) => (
              <option key={v} value={v}>
                {t(label)}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
    </div>
  );
}
