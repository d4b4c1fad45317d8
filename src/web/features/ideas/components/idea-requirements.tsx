import type { Idea } from '@contract/ideas.ts';
import { MAX_BADGES } from '@contract/limits.ts';
import { splitList } from '@contract/text.ts';
import { BadgeList } from '@web/components/badge-list.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

export function IdeaRequirements({ idea, compact = false }: { idea: Idea; compact?: boolean }) {
  const { t, major } = useTranslation();
  const max = compact ? MAX_BADGES : undefined;
  const tags = splitList(idea.tags);
  const majors = splitList(idea.requiredMajors).map(major);
  const skills = splitList(idea.requiredSkills);
  return (
    <dl className="grid gap-3 text-sm">
      {tags.length > 0 && (
        <div className="grid gap-1">
          <dt className="sr-only">{t('browse.tagsLabel')}</dt>
          <dd>
            <BadgeList items={tags} max={max} label={t('browse.tagsLabel')} />
          </dd>
        </div>
      )}
      <div className="grid gap-1">
        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('browse.requiredMajors')}
        </dt>
        <dd>
          {majors.length > 0 ? (
            <BadgeList
              items={majors}
              max={max}
              variant="secondary"
              label={t('browse.requiredMajors')}
            />
          ) : (
            <span className="text-slate-500">{t('browse.any')}</span>
          )}
        </dd>
      </div>
      {skills.length > 0 && (
        <div className="grid gap-1">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('browse.requiredSkills')}
          </dt>
          <dd>
            <BadgeList
              items={skills}
              max={max}
              variant="outline"
              label={t('browse.requiredSkills')}
            />
          </dd>
        </div>
      )}
    </dl>
  );
}
