import { EyeIcon, EyeOffIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import type { AdminIdea, AdminIdeaSort } from '@contract/admin.ts';
import { splitList } from '@contract/text.ts';
import { ConfirmButton } from '@web/components/confirm-dialog.tsx';
import { InfiniteList } from '@web/components/infinite-list.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { EmailText, Isolated, isolate } from '@web/components/user-text.tsx';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useDeleteIdea } from '../api/delete-idea.ts';
import { useAdminIdeas } from '../api/get-admin-lists.ts';
import { useSetIdeaHidden } from '../api/update-idea.ts';
import { AdminFilters, GENDER_FILTER, type AdminFilter } from './admin-filters.tsx';
import { AdminSearch, useAdminSearch } from './admin-search.tsx';
import { useAdminSort } from './admin-sort.ts';
import { AdminTable, Td } from './table.tsx';

const COLUMNS: MessageKey[] = [
  'admin.col.title',
  'admin.col.creator',
  'admin.col.requiredMajors',
  'admin.col.status',
  'admin.col.visibility',
  'admin.col.actions',
];

function IdeaActions({ idea }: { idea: AdminIdea }) {
  const { t } = useTranslation();
  const toggle = useSetIdeaHidden({
    onSuccess: () => toast({ title: t('success.ideaVisibility') }),
    meta: { errorFallback: 'error.updateIdea' },
  });
  const remove = useDeleteIdea({
    onSuccess: () => toast({ title: t('ideas.deleted') }),
    meta: { errorFallback: 'error.deleteIdea' },
  });
  return (
    // Never squeezed: a cut 'Delete' reads 'Delet' (the table scrolls instead when too narrow).
    <div className="flex items-center gap-1.5 whitespace-nowrap [&>*]:shrink-0">
      <Button
        variant="outline"
        size="sm"
        pending={toggle.isPending}
        pendingLabel={t('pending.updating')}
        aria-label={t(idea.isHidden ? 'admin.showIdeaLabel' : 'admin.hideIdeaLabel', {
          title: idea.title,
        })}
        onClick={() => toggle.mutate({ id: idea.id, isHidden: !idea.isHidden })}
      >
        {idea.isHidden ? <EyeIcon aria-hidden /> : <EyeOffIcon aria-hidden />}
        {t(idea.isHidden ? 'admin.showIdea' : 'admin.hideIdea')}
      </Button>
      <ConfirmButton
        icon={<Trash2Icon aria-hidden />}
        label={t('common.delete')}
        ariaLabel={t('admin.deleteLabel', { name: idea.title })}
        pending={remove.isPending}
        pendingLabel={t('pending.deleting')}
        title={t('admin.deleteIdeaTitle')}
        description={t('admin.deleteIdeaConfirm', { title: isolate(idea.title) })}
        onConfirm={() => remove.mutate(idea.id)}
      />
    </div>
  );
}

const SORTS: Partial<Record<MessageKey, AdminIdeaSort>> = {
  'admin.col.title': 'title',
  'admin.col.status': 'status',
  'admin.col.visibility': 'visibility',
};
const FILTERS: AdminFilter[] = [GENDER_FILTER];

export function IdeasTable() {
  const { t, major, lang } = useTranslation();
  const search = useAdminSearch();
  const { order, toggle } = useAdminSort();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const query = useAdminIdeas(search.q, { ...filters, ...order });
  const separator = lang === 'ar' ? '، ' : ', ';
  return (
    <>
      <AdminSearch
        id="admin-search-ideas"
        label={t('admin.searchIdeas')}
        placeholder={t('admin.searchIdeasPlaceholder')}
        value={search.text}
        onChange={search.setText}
      />
      <AdminFilters id="admin-ideas" filters={FILTERS} value={filters} onChange={setFilters} />
      <InfiniteList query={query} more="button" errorText={t('admin.loadFailed')}>
        {(ideas) => (
          <AdminTable
            label={t('admin.ideasTable')}
            columns={COLUMNS}
            sorts={SORTS}
            order={order}
            onSort={toggle}
            emptyText={
              search.q ? (
                <Isolated text={t('admin.noIdeasMatch', { q: search.q })} value={search.q} />
              ) : (
                t('admin.noIdeas')
              )
            }
            rows={ideas.map((idea) => {
              const majors = splitList(idea.requiredMajors);
              return (
                <tr key={idea.id} data-testid="admin-idea-row" className="hover:bg-slate-50/60">
                  <Td className="font-medium text-slate-900">
                    <div className="max-w-64 wrap-anywhere" dir="auto">
                      {idea.title}
                    </div>
                  </Td>
                  <Td>
                    <div className="max-w-64 wrap-anywhere text-slate-900" dir="auto">
                      {idea.creator.name}
                    </div>
                    <div className="max-w-64 text-xs text-muted-foreground">
                      <EmailText email={idea.creator.email} />
                    </div>
                  </Td>
                  <Td className="max-w-64 whitespace-normal">
                    {majors.length ? majors.map((m) => major(m)).join(separator) : t('admin.any')}
                  </Td>
                  <Td>
                    <Badge variant={idea.isActive ? 'success' : 'secondary'}>
                      {t(idea.isActive ? 'admin.active' : 'admin.inactive')}
                    </Badge>
                  </Td>
                  <Td>
                    <Badge variant={idea.isHidden ? 'warning' : 'success'}>
                      {/* «فكرة» is a feminine noun: the badge agrees with it. */}
                      {t(idea.isHidden ? 'admin.hidden' : 'admin.visible', undefined, 'female')}
                    </Badge>
                  </Td>
                  <Td>
                    <IdeaActions idea={idea} />
                  </Td>
                </tr>
              );
            })}
          />
        )}
      </InfiniteList>
    </>
  );
}
