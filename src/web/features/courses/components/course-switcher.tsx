import { GraduationCapIcon } from 'lucide-react';
import { useId } from 'react';
import { useLocation } from 'wouter';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { useMyCourses } from '../api/get-my-courses.ts';
import { courseOfPath, pathOfCourse } from '../lib/course-switch.ts';

/** The reader's courses, for anyone in more than one (docs/rules/courses.md). */
export function CourseSwitcher() {
  const { t } = useTranslation();
  const labelId = useId();
  const valueId = useId();
  const [location, navigate] = useLocation();
  const courses = useMyCourses().data ?? [];
  const shown = courseOfPath(courses, location);
  const current = courses.find((c) => c.id === shown);
  if (courses.length < 2) return null;

  return (
    <div className="flex w-full min-w-0 items-center gap-2 pb-2 sm:max-w-md">
      <span id={labelId} className="flex shrink-0 items-center gap-1.5 text-sm text-slate-600">
        <GraduationCapIcon className="size-4" aria-hidden />
        <span className="max-sm:sr-only">{t('courses.switch')}</span>
      </span>
      <Select
        value={shown ?? ''}
        onValueChange={(id) => {
          const path = pathOfCourse(courses, id, location);
          if (!path) return;
          navigate(path);
        }}
      >
        <SelectTrigger
          aria-labelledby={`${labelId} ${valueId}`}
          title={current ? `${current.code} · ${current.name}` : undefined}
          className="h-11 min-w-0 flex-1 sm:h-9"
          data-testid="course-switcher"
        >
          <SelectValue id={valueId}>
            {/* A long name is cut at its own end, not the line's: a Latin name's start in Arabic. */}
            {current && (
              <span className="flex min-w-0 gap-1">
                <bdi className="shrink-0">{current.code}</bdi>
                <span className="shrink-0">·</span>
                <bdi className="min-w-0 truncate">{current.name}</bdi>
              </span>
            )}
          </SelectValue>
        </SelectTrigger>
        <SelectContent>
          {courses.map((c) => (
            <SelectItem key={c.id} value={c.id}>
              <bdi>{c.code}</bdi> · <bdi>{c.name}</bdi>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
