import {
  DEFAULT_PLACEMENT_WEIGHTS,
  PLACEMENT_WEIGHT_MAX,
  type PlacementWeights,
} from '@contract/placement.ts';
import { Field, fieldA11y } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';

/** What the coordinator typed in each weight's box. */
export type WeightInputs = Record<keyof PlacementWeights, string>;

const LABELS: Record<keyof PlacementWeights, MessageKey> = {
  majors: 'placement.weight.majors',
  skills: 'placement.weight.skills',
  evenSizes: 'placement.weight.evenSizes',
  avoidIsolating: 'placement.weight.avoidIsolating',
};
const KEYS = Object.keys(LABELS) as (keyof PlacementWeights)[];

export const defaultWeightInputs = (): WeightInputs =>
  Object.fromEntries(
    KEYS.map((key) => [key, String(DEFAULT_PLACEMENT_WEIGHTS[key])]),
  ) as WeightInputs;

const isWeight = (text: string) =>
  /^\d{1,2}$/.test(text.trim()) && Number(text) <= PLACEMENT_WEIGHT_MAX;

/** The weights to send, or null while one of them is not a whole number from 0 to 10. */
export function weightsOf(inputs: WeightInputs): PlacementWeights | null {
  if (!KEYS.every((key) => isWeight(inputs[key]))) return null;
  return Object.fromEntries(KEYS.map((key) => [key, Number(inputs[key])])) as PlacementWeights;
}

/** How much the proposal weighs each criterion after the students' choices (docs/rules/placement.md). */
export function PlacementWeightsFields({
  value,
  onChange,
}: {
  value: WeightInputs;
  onChange: (next: WeightInputs) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('placement.weights')}</legend>
      <p className="text-xs text-muted-foreground">{t('placement.weightsHint')}</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {KEYS.map((key) => {
          const id = `placement-weight-${key}`;
          const error = isWeight(value[key]) ? undefined : t('validation.weight');
          return (
            <Field key={key} id={id} label={t(LABELS[key])} error={error}>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={PLACEMENT_WEIGHT_MAX}
                step={1}
                value={value[key]}
                onChange={(event) => onChange({ ...value, [key]: event.target.value })}
                {...fieldA11y(id, error)}
              />
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
