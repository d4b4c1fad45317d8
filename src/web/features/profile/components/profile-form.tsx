import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { ProfileFormSchema, type ProfileForm as ProfileFormValues } from '@contract/profile.ts';
import type { User } from '@contract/users.ts';
import { useDiscardGuard, useLeavePageGuard } from '@web/components/discard-guard.tsx';
import { FormActions } from '@web/components/form/form-actions.tsx';
import { FormField } from '@web/components/form/form-field.tsx';
import { PhoneField } from '@web/components/form/phone-input.tsx';
import { ListField } from '@web/components/form/text-field.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Textarea } from '@web/components/ui/textarea.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { PrivacySettings } from './privacy-settings.tsx';
import { ReadOnlyField } from './read-only-field.tsx';

const profileFormValues = (user: User): ProfileFormValues => ({
  name: user.name,
  phone: user.phone,
  bio: user.bio,
  skills: user.skills,
  appearInList: user.appearInList,
  showName: user.showName,
  showPhone: user.showPhone,
  emailNotifications: user.emailNotifications,
});

export function ProfileForm({ user }: { user: User }) {
  const { t, major } = useTranslation();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: profileFormValues(user),
  });
  const update = useUpdateProfile({
    onSuccess: (saved) => {
      form.reset(profileFormValues(saved));
      toast({ title: t('success.profileUpdated') });
    },
    meta: { errorFallback: 'error.updateProfile' },
  });
  const appearInList = useWatch({ control: form.control, name: 'appearInList' });

  const onSubmit = form.handleSubmit((values) => update.mutate(values));
  const { isDirty } = form.formState;
  const guard = useDiscardGuard(isDirty);
  useLeavePageGuard(isDirty, guard.ask);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <Card>
        <CardHeader>
          <CardTitle>{t('profile.personalInfo')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField form={form} name="name" id="profile-name" label={t('auth.field.name')}>
              {(field) => <Input autoComplete="name" {...field} />}
            </FormField>
            <PhoneField form={form} id="profile-phone" autoComplete="tel" />
          </div>
          <FormField form={form} name="bio" id="profile-bio" label={t('auth.field.bio')}>
            {(field) => <Textarea rows={4} placeholder={t('auth.placeholder.bio')} {...field} />}
          </FormField>
          <ListField
            form={form}
            name="skills"
            label={t('auth.field.skills')}
            placeholder={t('auth.placeholder.skills')}
          />
          <div className="grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-2">
            <ReadOnlyField
              id="profile-email"
              label={t('auth.field.email')}
              value={user.email}
              dir="ltr"
              className="sm:col-span-2"
            />
            <ReadOnlyField
              id="profile-major"
              label={t('auth.field.major')}
              value={major(user.major)}
            />
            <ReadOnlyField
              id="profile-gender"
              label={t('profile.gender')}
              value={t(user.gender === 'female' ? 'auth.gender.female' : 'auth.gender.male')}
            />
          </div>
        </CardContent>
      </Card>
      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('profile.privacy')}</CardTitle>
            <CardDescription>{t('profile.privacyDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <PrivacySettings form={form} appearInList={appearInList} />
          </CardContent>
        </Card>
        <FormActions
          onCancel={() => form.reset(profileFormValues(user))}
          cancelDisabled={update.isPending}
          pending={update.isPending}
          pendingLabel={t('common.saving')}
        >
          {t('profile.save')}
        </FormActions>
      </div>
      {guard.dialog}
    </form>
  );
}
