import { useMemo, useSyncExternalStore } from 'react';
import type { enApp } from './en-app.ts';
import { en } from './en.ts';

// The translation table (spec section 1; issue 5): English is the spec's text, Arabic sets
// right-to-left. The choice is kept in localStorage, default English.
//
// Two parts, for the /auth JavaScript budget (issue 4): en.ts (strings /auth may show) is always
// loaded; en-app.ts (the signed-in screens) is registered by app-strings.ts, which the signed-in
// layout imports. Arabic (ar.ts + ar-app.ts) is loaded only when chosen.

export type Language = 'en' | 'ar';
export type MessageKey = keyof typeof en | keyof typeof enApp;
export type TranslateVars = Record<string, string | number>;

export const LANGUAGE_STORAGE_KEY = 'teamup.language';

type Table = Partial<Record<MessageKey, string>>;
const tables: Record<Language, Table> = { en: { ...en }, ar: {} };
let arabicLoading: Promise<void> | undefined;
let keyByEnglish: Map<string, MessageKey> | undefined;

/** Adds a part of the table (app-strings.ts registers the signed-in screens' English). */
export function addStrings(lang: Language, strings: Table) {
  Object.assign(tables[lang], strings);
  keyByEnglish = undefined;
}

/** Loads a language's table (a no-op for English and once loaded). */
export function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en') return Promise.resolve();
  arabicLoading ??= Promise.all([import('./ar.ts'), import('./ar-app.ts')]).then(([core, app]) =>
    addStrings('ar', { ...core.ar, ...app.arApp }),
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

/** Translates a key in the current language, filling `{name}` placeholders from vars. */
export function translate(key: MessageKey, vars?: TranslateVars, lang: Language = language) {
  const text = tables[lang][key] ?? tables.en[key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) =>
    vars[name] === undefined ? m : String(vars[name]),
  );
}

/** Translates an English message (a contract validation message) when the table has it. */
export function translateMessage(message: string, lang: Language = language): string {
  keyByEnglish ??= new Map(
    (Object.entries(tables.en) as Array<[MessageKey, string]>).map(([k, v]) => [v, k]),
  );
  const key = keyByEnglish.get(message);
  return key ? translate(key, undefined, lang) : message;
}

/** A major's display name in the current language; unknown keys are shown as they are. */
export function majorLabel(key: string, lang: Language = language): string {
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
      tm: (message: string) => translateMessage(message, lang),
      major: (key: string) => majorLabel(key, lang),
      dir: lang === 'ar' ? ('rtl' as const) : ('ltr' as const),
    }),
    [lang],
  );
}
