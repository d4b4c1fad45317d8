import {
  pluralKey,
  type Language,
  type MessageKey,
  type TranslateVars,
} from '@web/lib/i18n/i18n.ts';

// "1 student", "2 new teams", and Arabic's six forms: the counts a placement speaks of.

const STUDENTS: Record<Intl.LDMLPluralRule, MessageKey> = {
  zero: 'placement.count.students.zero',
  one: 'placement.count.students.one',
  two: 'placement.count.students.two',
  few: 'placement.count.students.few',
  many: 'placement.count.students.many',
  other: 'placement.count.students.other',
};

const NEW_TEAMS: Record<Intl.LDMLPluralRule, MessageKey> = {
  zero: 'placement.count.newTeams.zero',
  one: 'placement.count.newTeams.one',
  two: 'placement.count.newTeams.two',
  few: 'placement.count.newTeams.few',
  many: 'placement.count.newTeams.many',
  other: 'placement.count.newTeams.other',
};

/** `{students}` and `{newTeams}` as words, for the messages that name both. */
export function placementCounts(
  t: (key: MessageKey, vars?: TranslateVars) => string,
  lang: Language,
  counts: { students: number; newTeams: number },
): { students: string; newTeams: string } {
  return {
    students: t(pluralKey(STUDENTS, counts.students, lang), { count: counts.students }),
    newTeams: t(pluralKey(NEW_TEAMS, counts.newTeams, lang), { count: counts.newTeams }),
  };
}
