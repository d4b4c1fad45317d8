import {
  FilterBar,
  TextFilter,
  type ActiveFilter,
  type FilterProps,
} from '@web/components/filter-bar.tsx';
import { MajorFilter } from '@web/components/major-filter.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import type { IdeaFilters as Filters } from '../api/get-ideas.ts';

export const NO_IDEA_FILTERS: Filters = { q: '', major: '', skills: '', tags: '' };

export function IdeaFilters({ summary, ...props }: FilterProps<Filters> & { summary?: string }) {
  const { t, major } = useTranslation();
  const { value } = props;
  const active: Array<ActiveFilter<Filters>> = [];
  if (value.major)
    active.push({ key: 'major', label: t('browse.major'), text: major(value.major) });
  if (value.skills?.trim()) {
    active.push({ key: 'skills', label: t('browse.skills'), text: value.skills.trim() });
  }
  if (value.tags?.trim()) {
    active.push({ key: 'tags', label: t('browse.tags'), text: value.tags.trim() });
  }
  return (
    <FilterBar
      {...props}
      empty={NO_IDEA_FILTERS}
      label={t('browse.filters')}
      className="sm:grid-cols-2 lg:grid-cols-4"
      active={active}
      summary={summary}
      search={(set) => (
        <TextFilter
          id="filter-q"
          label={t('browse.keyword')}
          placeholder={t('browse.keywordPlaceholder')}
          search
          value={value.q}
          onChange={(q) => set({ q })}
        />
      )}
    >
      {(set) => (
        <>
          <MajorFilter
            id="filter-major"
            label={t('browse.major')}
            value={value.major}
            onChange={(m) => set({ major: m })}
          />
          <TextFilter
            id="filter-skills"
            label={t('browse.skills')}
            placeholder={t('browse.skillsPlaceholder')}
            value={value.skills}
            onChange={(skills) => set({ skills })}
          />
          <TextFilter
            id="filter-tags"
            label={t('browse.tags')}
            placeholder={t('browse.tagsPlaceholder')}
            value={value.tags}
            onChange={(tags) => set({ tags })}
          />
        </>
      )}
    </FilterBar>
  );
}
