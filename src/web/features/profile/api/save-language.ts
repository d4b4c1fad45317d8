import { useEffect } from 'react';
import { ENDPOINTS } from '@contract/endpoints.ts';
import type { Language } from '@contract/profile.ts';
import type { User } from '@contract/users.ts';
import { mutationHook } from '@web/lib/api.ts';
import { keyOf } from '@web/lib/query-keys.ts';

// E-mails follow the language the app is read in, so a different one updates the profile quietly.
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
