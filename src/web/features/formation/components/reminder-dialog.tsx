import { useState } from 'react';
import { BellRingIcon } from 'lucide-react';
import { REMINDER_NOTE_MAX } from '@contract/limits.ts';
import { ListError } from '@web/components/list-error.tsx';
import { ListLoading } from '@web/components/list-loading.tsx';
import { TitledDialog } from '@web/components/titled-dialog.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { DialogFooter } from '@web/components/ui/dialog.tsx';
import { Field, fieldA11y } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { serverFieldErrors } from '@web/lib/api.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useReminderPreview } from '../api/get-reminder-preview.ts';
import { useSendReminders } from '../api/send-reminders.ts';

const NOTE_ID = 'reminder-note';

/** Who will be told is read when it opens, by the query the send uses (docs/rules/formation.md). */
export function ReminderDialog({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const preview = useReminderPreview(open);
  const remind = useSendReminders({
    onSuccess: ({ told }) => {
      toast({ title: t('formation.reminded', { count: told }) });
      setOpen(false);
      setNote('');
      onSent();
    },
    meta: { errorFallback: 'formation.remindFailed', fieldErrorsInline: true },
  });
  const noteError = serverFieldErrors(remind.error).note;
  const students = preview.data?.withoutTeam.students ?? [];
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) remind.reset();
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} className="max-sm:w-full">
        <BellRingIcon aria-hidden />
        {t('formation.remind')}
      </Button>
      <TitledDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('formation.remindTitle')}
        description={
          preview.data
            ? students.length > 0
              ? t('formation.remindWho', { count: preview.data.withoutTeam.count })
              : t('formation.remindNone')
            : ''
        }
        data-testid="reminder-dialog"
      >
        {preview.isPending ? (
          <ListLoading label={t('formation.remindLoading')} rows={2} />
        ) : !preview.data ? (
          <ListError
            text={t('formation.remindListFailed')}
            onRetry={() => void preview.refetch()}
            retrying={preview.isFetching}
          />
        ) : (
          <form
            className="grid gap-4"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              remind.mutate({ note: note.trim() || undefined });
            }}
          >
            {students.length > 0 && (
              <ul
                aria-label={t('formation.remindList')}
                // Scrolls by itself, so a whole course does not push the note and Send away.
                className="grid max-h-48 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 text-sm"
                tabIndex={0}
                data-testid="reminder-recipients"
              >
                {students.map((s) => (
                  // The e-mail tells apart two students of one name.
                  <li key={s.id} className="grid min-w-0 wrap-anywhere">
                    <span dir="auto">{s.name}</span>
                    <span className="text-xs text-muted-foreground" dir="ltr">
                      {s.email}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Field
              id={NOTE_ID}
              label={t('formation.remindNote')}
              hint={t('formation.remindNoteHint', { max: REMINDER_NOTE_MAX })}
              error={noteError}
            >
              <Input
                {...fieldA11y(NOTE_ID, noteError, true)}
                value={note}
                maxLength={REMINDER_NOTE_MAX}
                dir="auto"
                onChange={(e) => setNote(e.target.value)}
              />
            </Field>
            <DialogFooter className="mt-0">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                disabled={students.length === 0 || remind.isPending}
                pending={remind.isPending}
                pendingLabel={t('formation.remindSending')}
              >
                {t('formation.remindSend')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </TitledDialog>
    </>
  );
}
