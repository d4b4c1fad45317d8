import { useProfile } from '@web/features/profile/api/get-profile.ts';
import { ProfileForm } from '@web/features/profile/components/profile-form.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { PageHeading } from './page-heading.tsx';

/** My Profile. */
export default function ProfileRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <>
      <PageHeading title={t('page.profile')} subtitle={t('profile.subtitle')} />
      {/* The signed-in layout draws no screen before the profile is in, so it is here. The form's
          defaults are the loaded user; a new user (after saving) remounts it. */}
      {profile.data && <ProfileForm key={profile.data.id} user={profile.data} />}
    </>
  );
}
