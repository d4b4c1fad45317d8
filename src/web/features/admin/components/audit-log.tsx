import { DownloadIcon } from 'lucide-react';
import type { AuditAction, AuditEntry } from '@contract/admin.ts';
import { urlOf } from '@contract/endpoint.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { InfiniteList, type InfinitePages } from '@web/components/infinite-list.tsx';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { formatDate } from '@web/lib/format.ts';
import type { MessageKey } from '@web/lib/i18n/i18n.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/** Each action in words; {actor}, {user} and {title} are filled from the row. */
const SAID: Record<AuditAction, MessageKey> = {
  set_formation: 'admin.audit.setFormation',
  send_formation_reminders: 'admin.audit.sendReminders',
  propose_placement: 'admin.audit.proposePlacement',
  apply_placement: 'admin.audit.applyPlacement',
  undo_placement: 'admin.audit.undoPlacement',
  add_member: 'admin.audit.addMember',
  remove_member: 'admin.audit.removeMember',
  grant_admin: 'admin.audit.grantAdmin',
  revoke_admin: 'admin.audit.revokeAdmin',
  update_user: 'admin.audit.updateUser',
  delete_user: 'admin.audit.deleteUser',
  hide_idea: 'admin.audit.hideIdea',
  show_idea: 'admin.audit.showIdea',
  delete_idea: 'admin.audit.deleteIdea',
  import_roster: 'admin.audit.importRoster',
  remove_from_roster: 'admin.audit.removeFromRoster',
};

/** The users' own words kept in their own direction inside the sentence (first-strong isolate). */
const isolate = (text: string) => `\u2068${text}\u2069`;

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, lang } = useTranslation();
  const gone = t('admin.audit.gone');
  const said =
    entry.action === 'add_member' && entry.details.majorOverridden === true
      ? 'admin.audit.addMemberOverride'
      : entry.action === 'remove_from_roster' && entry.details.invitation === true
        ? 'admin.audit.removeRosterInvitation'
        : SAID[entry.action];
  const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' });
  return (
    <li className="grid gap-0.5 border-b border-slate-100 py-2 text-sm last:border-0">
      <span className="wrap-anywhere text-slate-900" data-testid="audit-row">
        {t(said, {
          actor: isolate(entry.actor?.name ?? gone),
          user: isolate(entry.user?.name ?? gone),
          title: isolate(entry.idea?.title ?? gone),
        })}
      </span>
      <time dateTime={entry.createdAt} className="text-muted-foreground">
        {formatDate(entry.createdAt, lang)} {time.format(new Date(entry.createdAt))}
      </time>
    </li>
  );
}

export function AuditLog({ query }: { query: InfinitePages<AuditEntry> }) {
  const { t } = useTranslation();
  return (
    <Card className="grid gap-3 p-5">
      <a
        href={urlOf(ENDPOINTS.admin.exportAudit)}
        download
        className={buttonVariants({
          variant: 'outline',
          size: 'sm',
          className: 'justify-self-start',
        })}
      >
        <DownloadIcon aria-hidden />
        {t('admin.export.audit')}
      </a>
      <InfiniteList
        query={query}
        more="button"
        errorText={t('admin.loadFailed')}
        emptyText={t('admin.noAudit')}
      >
        {(entries) => (
          <ul>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </InfiniteList>
    </Card>
  );
}
