import { useState, type FormEvent } from 'react';
import { FormationSettingsSchema, type Formation } from '@contract/formation.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Label } from '@web/components/ui/label.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useUpdateFormation } from '../api/update-formation.ts';
import { fromLocalInput, toLocalInput } from '../lib/local-time.ts';
import { serverFieldErrors } from '@web/lib/api.ts';

export function FormationSettingsForm({ formation }: { formation: Formation }) {
  const { t, tv } = useTranslation();
  const [deadline, setDeadline] = useState(() => toLocalInput(formation.deadline));
  const [min, setMin] = useState(String(formation.target.min));
  const [max, setMax] = useState(String(formation.target.max));
  const save = useUpdateFormation({
    onSuccess: () => toast({ title: t('formation.saved') }),
    meta: { errorFallback: 'formation.saveFailed' },
  });
  // A refused save would say it twice, under the field and in a toast, so the contract checks here.
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const errors = checked ?? serverFieldErrors(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      deadline: fromLocalInput(deadline),
      target: { min: Number(min), max: Number(max) },
    };
    const parsed = FormationSettingsSchema.safeParse(values);
    if (!parsed.success) {
      setChecked(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), tv(i.message)])),
      );
      return;
    }
    setChecked(null);
    save.mutate(values);
  };
  const field = (id: string, label: string, input: React.ReactNode, error?: string) => (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {input}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
  const number = (id: string, value: string, set: (v: string) => void, error?: string) => (
    <Input
      id={id}
      type="number"
      inputMode="numeric"
      min={1}
      max={20}
      value={value}
      onChange={(e) => set(e.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    />
  );
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {field(
        'formation-deadline',
        t('formation.deadline'),
        <div className="flex flex-wrap gap-2">
          <Input
            id="formation-deadline"
            type="datetime-local"
            className="min-w-0 flex-1 sm:max-w-64"
            value={deadline}
            onChange={(e) => setDeadline(e.target.value)}
            aria-invalid={errors.deadline ? true : undefined}
            aria-describedby={errors.deadline ? 'formation-deadline-error' : undefined}
          />
          <Button type="button" variant="outline" onClick={() => setDeadline('')}>
            {t('formation.noDeadline')}
          </Button>
        </div>,
        errors.deadline,
      )}
      <fieldset className="grid grid-cols-2 gap-3 sm:max-w-md">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">
          {t('formation.targetSize')}
        </legend>
        {field(
          'formation-min',
          t('formation.min'),
          number('formation-min', min, setMin, errors['target.min']),
          errors['target.min'],
        )}
        {field(
          'formation-max',
          t('formation.max'),
          number('formation-max', max, setMax, errors['target.max']),
          errors['target.max'],
        )}
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('formation.save')}
        </Button>
      </div>
    </form>
  );
}
