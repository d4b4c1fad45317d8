import { describe, expect, it } from 'vitest';
import { loadConsoleWords, loadLanguage, translate, type Language } from '@web/lib/i18n/i18n.ts';
import { placementCounts } from './placement-counts.ts';

const undone = (lang: Language, students: number, newTeams: number) =>
  translate(
    'success.placementUndone',
    placementCounts((key, vars) => translate(key, vars, lang), lang, { students, newTeams }),
    lang,
  );

describe('the counts a placement speaks of', () => {
  it('says one student and one new team in the singular, in English and Arabic', async () => {
    await Promise.all([loadConsoleWords(), loadLanguage('ar')]);
    expect(undone('en', 1, 1)).toBe('Placement undone: 1 student, 1 new team');
    expect(undone('en', 12, 0)).toBe('Placement undone: 12 students, 0 new teams');
    expect(undone('ar', 1, 1)).toBe('تم التراجع عن التوزيع: طالب واحد، فريق جديد واحد');
    expect(undone('ar', 2, 2)).toBe('تم التراجع عن التوزيع: طالبان، فريقان جديدان');
    expect(undone('ar', 3, 0)).toBe('تم التراجع عن التوزيع: 3 طلاب، 0 فرق جديدة');
    expect(undone('ar', 11, 100)).toBe('تم التراجع عن التوزيع: 11 طالبًا، 100 فريق جديد');
  });
});
