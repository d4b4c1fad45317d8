import { SearchIcon } from 'lucide-react';
import { MajorFilter } from '@web/components/major-filter.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Label } from '@web/components/ui/label.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import type { IdeaFilters as Filters } from '../api/get-ideas.ts';

/** Browse Ideas filters: keyword, major with 'All Majors', skills, tags. */
export function IdeaFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  return (
    <Card className="p-4" aria-label={t('browse.filters')}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-1.5">
          <Label htmlFor="filter-q">{t('browse.keyword')}</Label>
          <div className="relative">
            <SearchIcon
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <Input
              id="filter-q"
              type="search"
              className="ps-9"
              placeholder={t('browse.keywordPlaceholder')}
              value={value.q ?? ''}
              onChange={(e) => set({ q: e.target.value })}
            />
          </div>
        </div>
        <MajorFilter
          id="filter-major"
          label={t('browse.major')}
          value={value.major}
          onChange={(m) => set({ major: m })}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="filter-skills">{t('browse.skills')}</Label>
          <Input
            id="filter-skills"
            placeholder={t('browse.skillsPlaceholder')}
            value={value.skills ?? ''}
            onChange={(e) => set({ skills: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-tags">{t('browse.tags')}</Label>
          <Input
            id="filter-tags"
            placeholder={t('browse.tagsPlaceholder')}
            value={value.tags ?? ''}
            onChange={(e) => set({ tags: e.target.value })}
          />
        </div>
      </div>
    </Card>
  );
}
