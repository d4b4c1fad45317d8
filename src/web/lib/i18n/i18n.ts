import { useMemo, useSyncExternalStore } from 'react';
import {
  MESSAGES,
  describeWait,
  fillMessage,
  isMessageCode,
  validationMessage,
  type MessageCode,
} from '@contract/messages.ts';
import type { enApp } from './en-app.ts';
import { en } from './en.ts';

// The translation table (docs/decisions/0007-translations-split-for-the-auth-budget.md): English is
// the product's text, Arabic sets right-to-left. The choice is kept in localStorage, default
// English.
//
// Two parts, for the /auth JavaScript budget: en.ts (strings /auth may show) is always
// loaded; en-app.ts (the signed-in screens) is registered by app-strings.ts, which the signed-in
// layout imports. Arabic (ar.ts + ar-app.ts + ar-messages.ts) is loaded only when chosen.
// What the server says has a code of @contract/messages.ts (its English is there, its Arabic in
// ar-messages.ts); t() takes those codes like any key (docs/decisions/0023-message-codes.md).

export type Language = 'en' | 'ar';
export type MessageKey = keyof typeof en | keyof typeof enApp | MessageCode;
export type TranslateVars = Record<string, string | number>;

const LANGUAGE_STORAGE_KEY = 'teamup.language';

type Table = Partial<Record<MessageKey, string>>;
const tables: Record<Language, Table> = { en: { ...MESSAGES, ...en }, ar: {} };
const waits: Record<Language, (seconds: number) => string> = { en: describeWait, ar: describeWait };
let arabicLoading: Promise<void> | undefined;

/** Adds a part of the table (app-strings.ts registers the signed-in screens' English). */
export function addStrings(lang: Language, strings: Table) {
  Object.assign(tables[lang], strings);
}

/** Loads a language's table (a no-op for English and once loaded). */
export function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en') return Promise.resolve();
  arabicLoading ??= Promise.all([
    import('./ar.ts'),
    import('./ar-app.ts'),
    import('./ar-messages.ts'),
  ]).then(([core, app, said]) => {
    waits.ar = said.describeWaitAr;
    addStrings('ar', { ...core.ar, ...app.arApp, ...said.arMessages });
  });
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
 * Translates a key (or a server message code) in the current language, filling `{name}`
 * placeholders from vars; a `seconds` var also fills `{wait}` in that language's words.
 */
export function translate(key: MessageKey, vars?: TranslateVars, lang: Language = language) {
  const text = tables[lang][key] ?? tables.en[key] ?? key;
  return vars ? fillMessage(text, vars, waits[lang]) : text;
}

/** A server message in the reader's language by its code; `undefined` for an unknown code. */
export function translateCode(
  code: unknown,
  params?: TranslateVars,
  lang: Language = language,
): string | undefined {
  return isMessageCode(code) ? translate(code, params, lang) : undefined;
}

/**
 * A validation text of the contract's schemas (the client's own zod check gives text, not a
 * code) in the reader's language; any other text is shown as it is.
 */
export function translateValidation(text: string, lang: Language = language): string {
  const said = validationMessage(text);
  return said ? translate(said.code, said.params, lang) : text;
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

/** The current language and a `t()` bound to it; components re-render when it changes. */
export function useTranslation() {
  const lang = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  // One object per language, so `t` is stable enough for effect dependencies.
  return useMemo(
    () => ({
      lang,
      setLanguage,
      t: (key: MessageKey, vars?: TranslateVars) => translate(key, vars, lang),
      tv: (text: string) => translateValidation(text, lang),
      major: (key: string) => majorLabel(key, lang),
      dir: lang === 'ar' ? ('rtl' as const) : ('ltr' as const),
    }),
    [lang],
  );
}
