import { useProfile } from '@web/features/profile/api/get-profile.ts';
import { ProfileForm } from '@web/features/profile/components/profile-form.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { PageHeading } from './page-heading.tsx';

export default function ProfileRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <>
      <PageHeading title={t('page.profile')} subtitle={t('profile.subtitle')} />
      {/* A new user (after saving) remounts the form, whose defaults are the loaded user. */}
      {profile.data && <ProfileForm key={profile.data.id} user={profile.data} />}
    </>
  );
}
