import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { RegisterSchema } from '@contract/auth.ts';
import { PHONE_LENGTH } from '@contract/limits.ts';
import { MAJORS } from '@contract/majors.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Field, fieldA11y } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { NativeSelect } from '@web/components/ui/native-select.tsx';
import { Textarea } from '@web/components/ui/textarea.tsx';
import { serverMessage } from '@web/lib/api.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast, toastError } from '@web/lib/toast.ts';
import { useRegister } from '../api/register.ts';
import { registerResolver } from '../schemas.ts';
import { AuthCard } from './auth-card.tsx';

type RegisterFormInput = z.input<typeof RegisterSchema>;
type RegisterFormOutput = z.output<typeof RegisterSchema>;

/** Register mode (spec sections 2 and 5): every field with its message under it. */
export function RegisterForm({
  onRequiresVerification,
  onSignedIn,
  onBack,
}: {
  onRequiresVerification: (email: string) => void;
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const { t, tm, major } = useTranslation();
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: registerResolver.resolver,
    defaultValues: {
      name: '',
      email: '',
      password: '',
      gender: '' as RegisterFormInput['gender'],
      phone: '',
      major: '' as RegisterFormInput['major'],
      bio: '',
      skills: '',
    },
  });
  const signUp = useRegister({
    onSuccess: (answer, input) => {
      if (answer.message) toast({ title: answer.message });
      // Spec section 4: to verify-otp when the server asks for it, otherwise to the dashboard.
      if (answer.requiresVerification) onRequiresVerification(input.email);
      else onSignedIn();
    },
    onError: (error) => toastError(serverMessage(error, t('error.register')), t('common.error')),
  });
  const e = form.formState.errors;
  const err = (m: string | undefined) => (m ? tm(m) : undefined);
  const errors = {
    name: err(e.name?.message),
    email: err(e.email?.message),
    password: err(e.password?.message),
    gender: err(e.gender?.message),
    phone: err(e.phone?.message),
    major: err(e.major?.message),
    bio: err(e.bio?.message),
    skills: err(e.skills?.message),
  };
  const optional = (label: string) => (
    <>
      {label} <span className="font-normal text-muted-foreground">{t('common.optional')}</span>
    </>
  );

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <Button type="button" variant="link" onClick={onBack}>
          {t('auth.register.back')}
        </Button>
      }
    >
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={form.handleSubmit((values) => signUp.mutate(values))}
      >
        <Field
          id="reg-name"
          label={t('auth.field.name')}
          error={errors.name}
          className="sm:col-span-2"
        >
          <Input
            autoComplete="name"
            {...fieldA11y('reg-name', errors.name)}
            {...form.register('name')}
          />
        </Field>
        <Field
          id="reg-email"
          label={t('auth.field.email')}
          error={errors.email}
          className="sm:col-span-2"
        >
          <Input
            type="email"
            dir="ltr"
            autoComplete="email"
            placeholder={t('auth.placeholder.email')}
            {...fieldA11y('reg-email', errors.email)}
            {...form.register('email')}
          />
        </Field>
        <Field
          id="reg-password"
          label={t('auth.field.password')}
          hint={t('auth.passwordHint')}
          error={errors.password}
          className="sm:col-span-2"
        >
          <Input
            type="password"
            autoComplete="new-password"
            {...fieldA11y('reg-password', errors.password, true)}
            {...form.register('password')}
          />
        </Field>
        <Field id="reg-gender" label={t('auth.field.gender')} error={errors.gender}>
          <NativeSelect
            autoComplete="sex"
            {...fieldA11y('reg-gender', errors.gender)}
            {...form.register('gender')}
          >
            <option value="" disabled>
              {t('auth.placeholder.gender')}
            </option>
            <option value="male">{t('auth.gender.male')}</option>
            <option value="female">{t('auth.gender.female')}</option>
          </NativeSelect>
        </Field>
        <Field
          id="reg-phone"
          label={t('auth.field.phone')}
          hint={t('auth.phoneHint')}
          error={errors.phone}
        >
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <Input
                type="tel"
                dir="ltr"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={PHONE_LENGTH}
                placeholder={t('auth.placeholder.phone')}
                {...fieldA11y('reg-phone', errors.phone, true)}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                // Spec section 5: the input takes at most 10 digits.
                onChange={(ev) =>
                  field.onChange(ev.target.value.replace(/\D/g, '').slice(0, PHONE_LENGTH))
                }
              />
            )}
          />
        </Field>
        <Field
          id="reg-major"
          label={t('auth.field.major')}
          error={errors.major}
          className="sm:col-span-2"
        >
          <NativeSelect {...fieldA11y('reg-major', errors.major)} {...form.register('major')}>
            <option value="" disabled>
              {t('auth.placeholder.major')}
            </option>
            {MAJORS.map((m) => (
              <option key={m.key} value={m.key}>
                {major(m.key)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="reg-bio"
          label={optional(t('auth.field.bio'))}
          error={errors.bio}
          className="sm:col-span-2"
        >
          <Textarea
            rows={3}
            placeholder={t('auth.placeholder.bio')}
            {...fieldA11y('reg-bio', errors.bio)}
            {...form.register('bio')}
          />
        </Field>
        <Field
          id="reg-skills"
          label={optional(t('auth.field.skills'))}
          error={errors.skills}
          className="sm:col-span-2"
        >
          <Input
            placeholder={t('auth.placeholder.skills')}
            {...fieldA11y('reg-skills', errors.skills)}
            {...form.register('skills')}
          />
        </Field>
        <Button type="submit" size="lg" className="sm:col-span-2" disabled={signUp.isPending}>
          {signUp.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
