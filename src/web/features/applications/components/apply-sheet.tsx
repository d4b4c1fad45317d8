import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { ApplyFormSchema, type ApplyForm } from '@contract/applications.ts';
import { APPLICATION_MESSAGE_MAX } from '@contract/limits.ts';
import { FormActions } from '@web/components/form/form-actions.tsx';
import { FormField } from '@web/components/form/form-field.tsx';
import { TitledDialog } from '@web/components/titled-dialog.tsx';
import { Textarea } from '@web/components/ui/textarea.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { useServerFieldErrors } from '@web/lib/api.ts';

/**
 * The short sheet 'Apply to Join' opens: an optional motivation the idea's owner reads with the
 * application, a character count, and Send Application.
 */
export function ApplySheet({
  open,
  onOpenChange,
  ideaTitle,
  isSubmitting,
  serverError,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ideaTitle: string;
  isSubmitting: boolean;
  serverError: unknown;
  onSubmit: (values: ApplyForm) => void;
}) {
  const { t } = useTranslation();
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('apply.title')}
      description={
        <>
          <span className="block font-medium wrap-anywhere text-slate-900" dir="auto">
            {ideaTitle}
          </span>
          {t('apply.description')}
        </>
      }
      className="sm:max-w-lg"
    >
      {open && (
        <ApplyFormBody
          isSubmitting={isSubmitting}
          serverError={serverError}
          onSubmit={onSubmit}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </TitledDialog>
  );
}

function ApplyFormBody({
  isSubmitting,
  serverError,
  onSubmit,
  onCancel,
}: {
  isSubmitting: boolean;
  serverError: unknown;
  onSubmit: (values: ApplyForm) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<ApplyForm>({
    resolver: zodResolver(ApplyFormSchema),
    defaultValues: { message: '' },
  });
  useServerFieldErrors(form, serverError);
  const message = useWatch({ control: form.control, name: 'message' });
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField
        form={form}
        name="message"
        id="apply-message"
        label={t('apply.message')}
        hint={t('apply.count', { count: message.length, max: APPLICATION_MESSAGE_MAX })}
      >
        {(field) => (
          <Textarea
            rows={5}
            maxLength={APPLICATION_MESSAGE_MAX}
            placeholder={t('apply.messagePlaceholder')}
            {...field}
          />
        )}
      </FormField>
      <FormActions onCancel={onCancel} pending={isSubmitting} pendingLabel={t('browse.applying')}>
        {t('apply.send')}
      </FormActions>
    </form>
  );
}
