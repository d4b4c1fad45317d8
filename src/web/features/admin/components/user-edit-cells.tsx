import { CheckIcon, XIcon } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  AdminUserEditSchema,
  type AdminUserEdit,
  type AdminUserEditInput,
} from '@contract/admin.ts';
import type { User } from '@contract/users.ts';
import { FormField } from '@web/components/form/form-field.tsx';
import { MajorSelect } from '@web/components/form/major-select.tsx';
import { PhoneInput } from '@web/components/form/phone-input.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { Td } from './table.tsx';
import { UserFlagCells } from './user-flag-cells.tsx';
import { useServerFieldErrors } from '@web/lib/api.ts';

/** The inputs sit in table cells, so they join the form by its id. */
export function UserEditCells({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<AdminUserEditInput, unknown, AdminUserEdit>({
    resolver: zodResolver(AdminUserEditSchema),
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      major: user.major as AdminUserEdit['major'],
    },
  });
  const update = useUpdateUser({
    onSuccess: () => {
      toast({ title: t('success.userUpdated', undefined, user.gender) });
      onDone();
    },
    meta: { errorFallback: 'error.updateUser' },
  });
  useServerFieldErrors(form, update.error);
  const formId = `edit-user-${user.id}`;
  // The cells are as wide as the table's fixed columns: the inputs fill them and scroll inside.
  const cell = { form, layout: 'cell', className: 'min-w-0' } as const;
  return (
    <>
      <Td>
        <FormField {...cell} name="name" id={`${formId}-name`} label={t('admin.col.name')}>
          {(field) => <Input look={{ height: 'h-11 sm:h-9' }} form={formId} {...field} />}
        </FormField>
      </Td>
      <Td>
        <FormField {...cell} name="email" id={`${formId}-email`} label={t('admin.col.email')}>
          {(field) => (
            <Input
              type="email"
              dir="ltr"
              look={{ height: 'h-11 sm:h-9' }}
              form={formId}
              {...field}
            />
          )}
        </FormField>
      </Td>
      <Td>
        <FormField {...cell} name="phone" id={`${formId}-phone`} label={t('admin.col.phone')}>
          {(field) => <PhoneInput look={{ height: 'h-11 sm:h-9' }} form={formId} {...field} />}
        </FormField>
      </Td>
      <Td>
        <FormField {...cell} name="major" id={`${formId}-major`} label={t('admin.col.major')}>
          {(field) => <MajorSelect look={{ height: 'h-11 sm:h-9' }} form={formId} {...field} />}
        </FormField>
      </Td>
      <UserFlagCells user={user} />
      <Td>
        <form
          id={formId}
          noValidate
          className="flex flex-wrap items-center gap-1.5"
          onSubmit={form.handleSubmit((values) => update.mutate({ id: user.id, changes: values }))}
        >
          <Button
            type="submit"
            size="sm"
            pending={update.isPending}
            pendingLabel={t('common.saving')}
            aria-label={t('admin.saveLabel', { name: user.name })}
          >
            <CheckIcon aria-hidden />
            {t('common.save')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onDone}
            aria-label={t('admin.cancelLabel', { name: user.name })}
          >
            <XIcon aria-hidden />
            {t('common.cancel')}
          </Button>
        </form>
      </Td>
    </>
  );
}
