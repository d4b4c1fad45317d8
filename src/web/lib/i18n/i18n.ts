import { useMemo, useSyncExternalStore } from 'react';
import {
  MESSAGES,
  describeWait,
  fillMessage,
  isMessageCode,
  type MessageCode,
} from '@contract/messages.ts';
import { issueMessage } from '@contract/validation.ts';
import type { Gender } from '@contract/fields.ts';
import type { NotificationCode } from '@contract/notification-messages.ts';
import { en } from './en.ts';

// The translation tables (docs/decisions/0107-one-translation-table-per-language.md): one per
// language. English (en.ts) is the product's text and always loaded; Arabic (ar.ts) sets
// right-to-left and is loaded only when chosen. The choice is kept in localStorage, default
// English. What the server says has a code of @contract/messages.ts (its English is there, its
// Arabic in ar.ts); t() takes those codes like any key (docs/decisions/0023-message-codes.md).
//
// Arabic speaks to and about a person in that person's grammatical gender: ar-female.ts holds
// the feminine text of the keys that change, chosen by the signed-in reader's gender, or by the
// gender of the person a text is about where it can differ (docs/decisions/0084-gendered-arabic.md).

export type Language = 'en' | 'ar';
/** A notification code's English is the contract's table, read where notifications are shown. */
export type MessageKey = keyof typeof en | MessageCode | NotificationCode;
export type TranslateVars = Record<string, string | number>;

const LANGUAGE_STORAGE_KEY = 'teamup.language';

type Table = Partial<Record<MessageKey, string>>;
const tables: Record<Language, Table> = { en: { ...MESSAGES, ...en }, ar: {} };
/** The feminine text of the keys whose words follow a person's gender (Arabic only). */
const feminine: Record<Language, Table> = { en: {}, ar: {} };
const waits: Record<Language, (seconds: number) => string> = { en: describeWait, ar: describeWait };
let arabicLoading: Promise<void> | undefined;

/** Loads a language's table (a no-op for English and once loaded). */
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

/**
 * The reader's gender as the current language's text depends on it: English text does not, so
 * an English screen does not render again when the signed-in layout learns it.
 */
function getTextGender(): Gender | undefined {
  return language === 'ar' ? readerGender : undefined;
}

/** Sets the signed-in reader's gender (the signed-in layout, from the profile). */
export function setReaderGender(next: Gender | undefined) {
  if (next === readerGender) return;
  readerGender = next;
  listeners.forEach((l) => l());
}

/**
 * Translates a key (or a server message code) in the current language, filling `{name}`
 * placeholders from vars; a `seconds` var also fills `{wait}` in that language's words.
 * `gender` is the gender of the person the text speaks to or about: the reader unless given.
 */
export function translate(
  key: MessageKey,
  vars?: TranslateVars,
  lang: Language = language,
  gender: Gender | undefined = readerGender,
) {
  const female = gender === 'female' ? feminine[lang][key] : undefined;
  const text = female ?? tables[lang][key] ?? tables.en[key] ?? key;
  return vars ? fillMessage(text, vars, waits[lang]) : text;
}

/** A server message in the reader's language by its code; `undefined` for an unknown code. */
export function translateCode(
  code: unknown,
  params?: TranslateVars,
  lang: Language = language,
  gender: Gender | undefined = readerGender,
): string | undefined {
  return isMessageCode(code) ? translate(code, params, lang, gender) : undefined;
}

/**
 * A form's validation message (the message code the contract's schema gave the failed check) in
 * the reader's language.
 */
export function translateValidation(
  said: string,
  lang: Language = language,
  gender: Gender | undefined = readerGender,
): string {
  const { code, params } = issueMessage(said);
  return translate(code, params, lang, gender);
}

/** A major's display name in the current language; unknown keys are shown as they are. */
function majorLabel(key: string, lang: Language = language): string {
  const k = `major.${key}` as MessageKey;
  return k in tables.en ? translate(k, undefined, lang) : key;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The current language and a `t()` bound to it and to the reader's gender; components re-render
 * when either changes. `t(key, vars, about)` speaks of a person of gender `about` instead (an
 * admin's screens list students of both genders).
 */
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
