import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  RosterStudentSchema,
  type RosterImport,
  type RosterStudent,
  type RosterStudentInput,
} from '@contract/courses.ts';
import { EmailInput } from '@web/components/form/email-input.tsx';
import { FormField } from '@web/components/form/form-field.tsx';
import { GenderSelect } from '@web/components/form/gender-select.tsx';
import { MajorSelect } from '@web/components/form/major-select.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { translateCode, useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useImportRoster } from '../api/import-roster.ts';
import { rosterOfOne } from '../lib/roster-csv.ts';

const EMPTY = {
  email: '',
  name: '',
  gender: '' as RosterStudentInput['gender'],
  major: '' as RosterStudentInput['major'],
};

/** One student added by hand: a roster of one line, answered as the import answers it. */
export function AddStudentForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const form = useForm<RosterStudentInput, unknown, RosterStudent>({
    resolver: zodResolver(RosterStudentSchema),
    defaultValues: EMPTY,
  });
  // A line the roster refuses (a gender that differs from the account's) is said under the form.
  const [refused, setRefused] = useState<string | null>(null);
  const add = useImportRoster({
    onSuccess: (answer: RosterImport) => {
      const error = answer.errors[0];
      if (error) {
        setRefused(translateCode(error.code, error.params) ?? error.message);
        return;
      }
      setRefused(null);
      toast({
        title: t(
          answer.added > 0
            ? 'courses.add.added'
            : answer.invited > 0
              ? 'courses.add.invited'
              : 'courses.add.already',
        ),
      });
      form.reset(EMPTY);
    },
    meta: { errorFallback: 'courses.add.failed' },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('courses.add.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={form.handleSubmit((student) =>
            add.mutate({ courseId, csv: rosterOfOne(student), dryRun: false }),
          )}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        >
          <FormField form={form} name="email" id="roster-email" label={t('auth.field.email')}>
            {(field) => <EmailInput autoComplete="off" {...field} />}
          </FormField>
          <FormField form={form} name="name" id="roster-name" label={t('auth.field.name')}>
            {(field) => <Input autoComplete="off" {...field} />}
          </FormField>
          <FormField form={form} name="gender" id="roster-gender" label={t('auth.field.gender')}>
            {(field) => <GenderSelect {...field} />}
          </FormField>
          <FormField form={form} name="major" id="roster-major" label={t('auth.field.major')}>
            {(field) => <MajorSelect placeholder={t('auth.placeholder.major')} {...field} />}
          </FormField>
          {refused && (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {refused}
            </p>
          )}
          <div className="sm:col-span-2 sm:flex sm:justify-end">
            <Button
              type="submit"
              className="w-full sm:w-auto"
              pending={add.isPending}
              pendingLabel={t('courses.add.pending')}
            >
              {t('courses.add.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
