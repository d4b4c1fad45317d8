import { MAJORS } from '@contract/majors.ts';
import { Label } from '@web/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

const ALL = 'all';

export function MajorFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (major: string) => void;
}) {
  const { t, major } = useTranslation();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? '' : v)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          <SelectItem value={ALL}>{t('browse.allMajors')}</SelectItem>
          {MAJORS.map((m) => (
            <SelectItem key={m.key} value={m.key}>
              {major(m.key)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
