import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { RosterImport } from '@contract/courses.ts';
import { Button } from '@web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Label } from '@web/components/ui/label.tsx';
import { serverMessage } from '@web/lib/api.ts';
import { translateCode, useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useImportRoster } from '../api/import-roster.ts';

interface Checked {
  csv: string;
  answer: RosterImport;
}

/**
 * A roster file is checked first (a dry run: its bad lines, and how many it would add and
 * invite) and saved only when the coordinator presses Import (docs/rules/courses.md).
 */
export function RosterImportCard({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const check = useImportRoster({});
  const save = useImportRoster({
    onSuccess: (answer) => {
      toast({ title: t('courses.import.done', { added: answer.added, invited: answer.invited }) });
      clear();
    },
    meta: { errorFallback: 'courses.import.failed' },
  });
  const clear = () => {
    setChecked(null);
    check.reset();
    if (fileInput.current) fileInput.current.value = '';
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setChecked(null);
    setUnreadable(false);
    check.reset();
    if (!file) return;
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      setUnreadable(true);
      return;
    }
    check.mutate(
      { courseId, csv, dryRun: true },
      { onSuccess: (answer) => setChecked({ csv, answer }) },
    );
  };
  const refused = unreadable
    ? t('courses.import.readFailed')
    : check.error
      ? serverMessage(check.error, t('courses.import.failed'))
      : null;
  const hintId = `${inputId}-hint`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('courses.import.title')}</CardTitle>
        <CardDescription id={hintId}>{t('courses.import.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={inputId}>{t('courses.import.file')}</Label>
          <Input
            ref={fileInput}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="min-w-0"
            aria-describedby={refused ? `${inputId}-error` : hintId}
            aria-invalid={refused ? true : undefined}
            disabled={check.isPending || save.isPending}
            onChange={(event) => void choose(event)}
          />
          {check.isPending && (
            <p role="status" className="text-sm text-muted-foreground">
              {t('courses.import.checking')}
            </p>
          )}
          {refused && (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
              {refused}
            </p>
          )}
        </div>
        {checked && (
          <CheckedRoster
            answer={checked.answer}
            saving={save.isPending}
            onImport={() => save.mutate({ courseId, csv: checked.csv, dryRun: false })}
            onCancel={clear}
          />
        )}
      </CardContent>
    </Card>
  );
}

function CheckedRoster({
  answer,
  saving,
  onImport,
  onCancel,
}: {
  answer: RosterImport;
  saving: boolean;
  onImport: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const nothing = answer.added === 0 && answer.invited === 0;
  return (
    <section
      aria-label={t('courses.import.checked')}
      data-testid="roster-preview"
      className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 className="font-semibold text-slate-900">{t('courses.import.checked')}</h3>
      <ul className="grid gap-1 text-sm text-slate-800">
        <li>{t('courses.import.toAdd', { count: answer.added })}</li>
        <li>{t('courses.import.toInvite', { count: answer.invited })}</li>
      </ul>
      {answer.errors.length > 0 && (
        <div className="min-w-0" role="alert">
          <p className="text-sm font-medium text-destructive">
            {t('courses.import.errors', { count: answer.errors.length })}
          </p>
          <ul className="mt-1 grid gap-1 text-sm" data-testid="roster-errors">
            {answer.errors.map((error) => (
              <li key={`${error.line}-${error.code}`} className="min-w-0 wrap-anywhere">
                <span className="font-medium">
                  {t('courses.import.line', { line: error.line })}
                </span>
                {': '}
                {translateCode(error.code, error.params) ?? error.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {nothing && <p className="text-sm text-muted-foreground">{t('courses.import.nothing')}</p>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={onImport}
          disabled={nothing}
          pending={saving}
          pendingLabel={t('courses.import.pending')}
        >
          {t('courses.import.submit')}
        </Button>
      </div>
    </section>
  );
}
