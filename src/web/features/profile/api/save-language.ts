import { useEffect } from 'react';
import { ENDPOINTS } from '@contract/endpoints.ts';
import type { Language } from '@contract/profile.ts';
import type { User } from '@contract/users.ts';
import { mutationHook } from '@web/lib/api.ts';
import { keyOf } from '@web/lib/query-keys.ts';

// The student's e-mails come in the language they read the app in: when it differs from the
// profile's (switched while signed in, or on another device), the profile is told, quietly.
const useSaveLanguage = mutationHook(
  ENDPOINTS.profile.update,
  (language: Language) => ({ body: { language } }),
  (queryClient, user) => queryClient.setQueryData(keyOf(ENDPOINTS.profile.get), user),
);

export function useLanguageFollowsProfile(user: User | undefined, lang: Language) {
  const { mutate, isPending } = useSaveLanguage();
  const saved = user?.language;
  useEffect(() => {
    if (saved && saved !== lang && !isPending) mutate(lang);
  }, [saved, lang, isPending, mutate]);
}
