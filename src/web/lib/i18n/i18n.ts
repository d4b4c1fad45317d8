import { useMemo, useSyncExternalStore } from 'react';
import {
  MESSAGES,
  MOMENT_PARAMS,
  describeWait,
  fillMessage,
  isMessageCode,
  type MessageCode,
} from '@contract/messages.ts';
import { issueMessage } from '@contract/validation.ts';
import type { Gender } from '@contract/fields.ts';
import type { NotificationCode } from '@contract/notification-messages.ts';
import { formatMoment } from '../format.ts';
import type { enConsole } from './en-console.ts';
import { en } from './en.ts';

// See docs/decisions/0107-one-translation-table-per-language.md and 0084-gendered-arabic.md.

export type Language = 'en' | 'ar';
/** A notification code's English is the contract's table, read where notifications are shown. */
export type MessageKey = keyof typeof en | keyof typeof enConsole | MessageCode | NotificationCode;
export type TranslateVars = Record<string, string | number>;

const LANGUAGE_STORAGE_KEY = 'teamup.language';

type Table = Partial<Record<MessageKey, string>>;
const tables: Record<Language, Table> = { en: { ...MESSAGES, ...en }, ar: {} };
const feminine: Record<Language, Table> = { en: {}, ar: {} };
const waits: Record<Language, (seconds: number) => string> = { en: describeWait, ar: describeWait };
let arabicLoading: Promise<void> | undefined;

export function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en') return Promise.resolve();
  arabicLoading ??= Promise.all([import('./ar.ts'), import('./ar-female.ts')]).then(
    ([arabic, female]) => {
      waits.ar = arabic.describeWaitAr;
      Object.assign(tables.ar, arabic.ar);
      Object.assign(feminine.ar, female.arFemale);
    },
  );
  return arabicLoading;
}

let consoleLoading: Promise<void> | undefined;

/** The console's English, fetched with the console's screens (their Arabic is in ar.ts). */
export function loadConsoleWords(): Promise<void> {
  consoleLoading ??= import('./en-console.ts').then(({ enConsole }) => {
    Object.assign(tables.en, enConsole);
  });
  return consoleLoading;
}

function readStoredLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'ar' ? 'ar' : 'en';
  } catch {
    return 'en';
  }
}

let language: Language = readStoredLanguage();
/** The signed-in reader's gender; unknown before sign-in, where the texts avoid the choice. */
let readerGender: Gender | undefined;
const listeners = new Set<() => void>();

/** Sets lang and dir on <html> so the whole layout mirrors in Arabic. */
export function applyLanguageToDocument(lang: Language = language) {
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
}

export function getLanguage(): Language {
  return language;
}

export async function setLanguage(next: Language) {
  await loadLanguage(next);
  language = next;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  applyLanguageToDocument(next);
  listeners.forEach((l) => l());
}

/** English does not depend on gender, so an English screen does not re-render when it is learnt. */
function getTextGender(): Gender | undefined {
  return language === 'ar' ? readerGender : undefined;
}

export function setReaderGender(next: Gender | undefined) {
  if (next === readerGender) return;
  readerGender = next;
  listeners.forEach((l) => l());
}

function withMoments(vars: TranslateVars, lang: Language): TranslateVars {
  const moments = MOMENT_PARAMS.filter((name) => typeof vars[name] === 'string');
  if (moments.length === 0) return vars;
  const filled = { ...vars };
  for (const name of moments) filled[name] = formatMoment(String(vars[name]), lang);
  return filled;
}

/** `gender` is the person the text speaks to or about: the reader unless given. */
export function translate(
  key: MessageKey,
  vars?: TranslateVars,
  lang: Language = language,
  gender: Gender | undefined = readerGender,
) {
  const female = gender === 'female' ? feminine[lang][key] : undefined;
  const text = female ?? tables[lang][key] ?? tables.en[key] ?? key;
  return vars ? fillMessage(text, withMoments(vars, lang), waits[lang]) : text;
}

export function translateCode(
  code: unknown,
  params?: TranslateVars,
  lang: Language = language,
  gender: Gender | undefined = readerGender,
): string | undefined {
  return isMessageCode(code) ? translate(code, params, lang, gender) : undefined;
}

export function translateValidation(
  said: string,
  lang: Language = language,
  gender: Gender | undefined = readerGender,
): string {
  const { code, params } = issueMessage(said);
  return translate(code, params, lang, gender);
}

function majorLabel(key: string, lang: Language = language): string {
  const k = `major.${key}` as MessageKey;
  return k in tables.en ? translate(k, undefined, lang) : key;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `about` speaks of another person: an admin's screens list students of both genders. */
/** The key of `count`'s plural form in `lang`; `other` where a form has no text of its own. */
export const pluralKey = (
  keys: Partial<Record<Intl.LDMLPluralRule, MessageKey>> & { other: MessageKey },
  count: number,
  lang: Language,
): MessageKey => keys[new Intl.PluralRules(lang).select(count)] ?? keys.other;

export function useTranslation() {
  const lang = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const gender = useSyncExternalStore(subscribe, getTextGender, getTextGender);
  // One object per language and reader, so `t` is stable enough for effect dependencies.
  return useMemo(
    () => ({
      lang,
      setLanguage,
      t: (key: MessageKey, vars?: TranslateVars, about: Gender | undefined = gender) =>
        translate(key, vars, lang, about),
      tv: (text: string) => translateValidation(text, lang, gender),
      major: (key: string) => majorLabel(key, lang),
      dir: lang === 'ar' ? ('rtl' as const) : ('ltr' as const),
    }),
    [lang, gender],
  );
}
