import { useId, type ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { Field, fieldA11y, type FieldLayout } from '@web/components/ui/field.tsx';
import { useFormField } from './use-form-field.ts';

export type FormControlProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> = ControllerRenderProps<TValues, TName> & ReturnType<typeof fieldA11y>;

/** The control is rendered by `children`, so inputs, selects and checkboxes all fit. */
export function FormField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>({
  form,
  name,
  id,
  label,
  hint,
  layout,
  className,
  labelClassName,
  children,
}: {
  form: { control: Control<TValues, unknown, TOutput> };
  name: TName;
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  layout?: FieldLayout;
  className?: string;
  labelClassName?: string;
  children: (control: FormControlProps<TValues, TName>) => ReactNode;
}) {
  const { field, error } = useFormField(form.control, name);
  const madeId = useId();
  const controlId = id ?? madeId;
  return (
    <Field
      id={controlId}
      label={label}
      hint={hint}
      error={error}
      layout={layout}
      className={className}
      labelClassName={labelClassName}
    >
      {children({ ...field, ...fieldA11y(controlId, error, Boolean(hint)) })}
    </Field>
  );
}
