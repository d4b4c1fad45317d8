import { LockIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PHONE_LENGTH } from '@contract/limits.ts';
import type { ProfileForm as ProfileFormValues } from '@contract/profile.ts';
import type { User } from '@contract/users.ts';
import { Button } from '@web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card.tsx';
import { Field, fieldA11y } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Textarea } from '@web/components/ui/textarea.tsx';
import { serverMessage } from '@web/lib/api.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast, toastError } from '@web/lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { PrivacySettings } from './privacy-settings.tsx';
import { profileResolver } from './profile-resolver.ts';

export const profileFormValues = (user: User): ProfileFormValues => ({
  name: user.name,
  phone: user.phone,
  bio: user.bio,
  skills: user.skills,
  appearInList: user.appearInList,
  showName: user.showName,
  showPhone: user.showPhone,
});

function ReadOnlyField({
  id,
  label,
  value,
  className,
}: {
  id: string;
  label: string;
  value: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={label} hint={t('profile.cannotChange')} className={className}>
      <div className="relative">
        <Input
          {...fieldA11y(id, undefined, true)}
          value={value}
          readOnly
          className="bg-slate-100 pe-9 text-slate-700"
        />
        <LockIcon
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
      </div>
    </Field>
  );
}

/**
 * My Profile (spec section 2): editable name, phone, bio, skills; e-mail, major and gender
 * read-only ('Cannot be changed'); privacy settings; Cancel resets, Save Changes submits.
 */
export function ProfileForm({ user }: { user: User | null | undefined }) {
  const { t, tm, major } = useTranslation();
  const form = useForm<ProfileFormValues>({
    resolver: profileResolver.resolver,
    defaultValues: user ? profileFormValues(user) : undefined,
  });
  const update = useUpdateProfile({
    onSuccess: (saved) => {
      form.reset(profileFormValues(saved));
      toast({ title: t('success.profileUpdated') });
    },
    onError: (error) =>
      toastError(serverMessage(error, t('error.updateProfile')), t('common.error')),
  });
  const appearInList = useWatch({ control: form.control, name: 'appearInList' });
  useEffect(() => profileResolver.preload(), []);

  // Spec section 5: without a loaded user there is nothing to update: 'User not found'.
  if (!user) {
    return (
      <p role="alert" className="text-destructive">
        {t('error.userNotFound')}
      </p>
    );
  }

  const e = form.formState.errors;
  const err = (m: string | undefined) => (m ? tm(m) : undefined);
  const errors = {
    name: err(e.name?.message),
    phone: err(e.phone?.message),
    bio: err(e.bio?.message),
    skills: err(e.skills?.message),
  };
  const onSubmit = form.handleSubmit((values) => update.mutate(values));

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card>
        <CardHeader>
          <CardTitle>{t('profile.personalInfo')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="profile-name" label={t('auth.field.name')} error={errors.name}>
              <Input
                autoComplete="name"
                {...fieldA11y('profile-name', errors.name)}
                {...form.register('name')}
              />
            </Field>
            <Field
              id="profile-phone"
              label={t('auth.field.phone')}
              hint={t('auth.phoneHint')}
              error={errors.phone}
            >
              <Input
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                dir="ltr"
                maxLength={PHONE_LENGTH}
                placeholder={t('auth.placeholder.phone')}
                {...fieldA11y('profile-phone', errors.phone, true)}
                {...form.register('phone')}
              />
            </Field>
          </div>
          <Field id="profile-bio" label={t('auth.field.bio')} error={errors.bio}>
            <Textarea
              rows={4}
              placeholder={t('auth.placeholder.bio')}
              {...fieldA11y('profile-bio', errors.bio)}
              {...form.register('bio')}
            />
          </Field>
          <Field
            id="profile-skills"
            label={t('auth.field.skills')}
            hint={t('ideaForm.commaHint')}
            error={errors.skills}
          >
            <Input
              placeholder={t('auth.placeholder.skills')}
              {...fieldA11y('profile-skills', errors.skills, true)}
              {...form.register('skills')}
            />
          </Field>
          <div className="grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-2">
            <ReadOnlyField
              id="profile-email"
              label={t('auth.field.email')}
              value={user.email}
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
            <PrivacySettings control={form.control} appearInList={appearInList} />
          </CardContent>
        </Card>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            disabled={update.isPending}
            onClick={() => form.reset(profileFormValues(user))}
          >
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('common.saving') : t('profile.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
