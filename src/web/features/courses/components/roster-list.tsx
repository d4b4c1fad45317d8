import { Trash2Icon } from 'lucide-react';
import type { RosterEntry } from '@contract/courses.ts';
import type { Gender } from '@contract/fields.ts';
import { ConfirmDialog } from '@web/components/confirm-dialog.tsx';
import { ListError } from '@web/components/list-error.tsx';
import { ListLoading } from '@web/components/list-loading.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { EmailText, isolate } from '@web/components/user-text.tsx';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useRoster } from '../api/get-roster.ts';
import { useRemoveFromRoster } from '../api/remove-from-roster.ts';

/** The course's students, then the e-mails invited that have not registered, each removable. */
export function RosterList({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const roster = useRoster(courseId);
  if (roster.isPending) return <ListLoading label={t('courses.roster.loading')} rows={3} />;
  if (roster.isError) {
    return (
      <ListError
        text={t('courses.roster.loadFailed')}
        onRetry={() => void roster.refetch()}
        retrying={roster.isFetching}
      />
    );
  }
  const { members, invited } = roster.data;
  return (
    <>
      <RosterSection
        courseId={courseId}
        testId="roster-members"
        title={t('courses.members', { count: members.length })}
        empty={t('courses.noMembers')}
        entries={members}
        removeBody="courses.remove.body"
      />
      <RosterSection
        courseId={courseId}
        testId="roster-invited"
        title={t('courses.invited', { count: invited.length })}
        empty={t('courses.noInvited')}
        entries={invited}
        removeBody="courses.remove.invitedBody"
      />
    </>
  );
}

function RosterSection({
  courseId,
  testId,
  title,
  empty,
  entries,
  removeBody,
}: {
  courseId: string;
  testId: string;
  title: string;
  empty: string;
  entries: RosterEntry[];
  removeBody: MessageKey;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {entries.map((entry) => (
              <RosterRow key={entry.id} courseId={courseId} entry={entry} removeBody={removeBody} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RosterRow({
  courseId,
  entry,
  removeBody,
}: {
  courseId: string;
  entry: RosterEntry;
  removeBody: MessageKey;
}) {
  const { t, major } = useTranslation();
  // Spoken of in their own gender (docs/ui.md, "Arabic in the reader's gender").
  const gender = entry.gender as Gender;
  const remove = useRemoveFromRoster({
    onSuccess: () => toast({ title: t('roster.removed') }),
    meta: { errorFallback: 'courses.remove.failed' },
  });
  return (
    <li className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p dir="auto" className="font-medium wrap-anywhere text-slate-900">
          {entry.name}
        </p>
        <p className="text-sm text-muted-foreground">
          <EmailText email={entry.email} /> · {major(entry.major)}
        </p>
      </div>
      <ConfirmDialog
        trigger={
          <Button
            variant="outlineDestructive"
            size="sm"
            aria-label={t('courses.removeLabel', { name: isolate(entry.name) })}
            pending={remove.isPending}
            pendingLabel={t('pending.removing')}
          >
            <Trash2Icon aria-hidden />
            {t('courses.remove')}
          </Button>
        }
        title={t('courses.remove.title', { name: isolate(entry.name) }, gender)}
        description={<p>{t(removeBody, undefined, gender)}</p>}
        confirmLabel={t('courses.remove')}
        onConfirm={() => remove.mutate({ courseId, id: entry.id })}
      />
    </li>
  );
}
