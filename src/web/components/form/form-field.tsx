import { useId, type ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { Field, fieldA11y, type FieldLayout } from '@web/components/ui/field.tsx';
import { useFormField } from './use-form-field.ts';

/** What the control receives: react-hook-form's field props plus id and aria wiring. */
export type FormControlProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> = ControllerRenderProps<TValues, TName> & ReturnType<typeof fieldA11y>;

/**
 * One form field: the label bound to the control, the hint, and the field's validation message
 * translated, with aria-invalid and aria-describedby on the control. The control is rendered by
 * `children`, so inputs, textareas, selects and checkboxes all fit:
 *
 *   <FormField form={form} name="email" id="login-email" label={t('auth.field.email')}>
 *     {(field) => <Input type="email" {...field} />}
 *   </FormField>
 */
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
  /** The control's id; a unique one is made when the page does not need to name it. */
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
