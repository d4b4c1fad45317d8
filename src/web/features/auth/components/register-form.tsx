import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { RegisterSchema, type RegisterData, type RegisterInput } from '@contract/auth.ts';
import { EmailInput } from '@web/components/form/email-input.tsx';
import { FormField } from '@web/components/form/form-field.tsx';
import { GenderSelect } from '@web/components/form/gender-select.tsx';
import { MajorSelect } from '@web/components/form/major-select.tsx';
import { PhoneField } from '@web/components/form/phone-input.tsx';
import { NewPasswordField } from '@web/components/form/text-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Textarea } from '@web/components/ui/textarea.tsx';
import { setReaderGender, useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useRegister } from '../api/register.ts';
import { AuthForm } from './auth-form.tsx';
import { answerText } from '../lib/answer-text.ts';

export function RegisterForm({
  onRequiresVerification,
  onSignedIn,
  onBack,
}: {
  onRequiresVerification: (email: string) => void;
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<RegisterInput, unknown, RegisterData>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      gender: '' as RegisterInput['gender'],
      phone: '',
      major: '' as RegisterInput['major'],
      bio: '',
      skills: '',
    },
  });
  const signUp = useRegister({
    onSuccess: (answer, input) => {
      // From here on (code, welcome dialog) the Arabic speaks to the student in their gender.
      setReaderGender(input.gender);
      if (answer.message) toast({ title: answerText(answer) });
      if (answer.requiresVerification) onRequiresVerification(input.email);
      else onSignedIn();
    },
    meta: { errorFallback: 'error.register' },
  });
  const optional = (label: string) => (
    <>
      {label} <span className="font-normal text-muted-foreground">{t('common.optional')}</span>
    </>
  );

  return (
    <AuthForm
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      links={[{ label: t('auth.register.back'), onClick: onBack }]}
      onSubmit={form.handleSubmit((values) => signUp.mutate(values))}
      pending={signUp.isPending}
      submitLabel={t('auth.register.submit')}
      pendingLabel={t('auth.register.submitting')}
    >
      <FormField form={form} name="name" id="reg-name" label={t('auth.field.name')}>
        {(field) => <Input autoComplete="name" {...field} />}
      </FormField>
      <FormField form={form} name="email" id="reg-email" label={t('auth.field.email')}>
        {(field) => <EmailInput placeholder={t('auth.placeholder.email')} {...field} />}
      </FormField>
      <NewPasswordField form={form} name="password" label={t('auth.field.password')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="gender" id="reg-gender" label={t('auth.field.gender')}>
          {(field) => <GenderSelect autoComplete="sex" {...field} />}
        </FormField>
        <PhoneField form={form} id="reg-phone" autoComplete="tel-national" />
      </div>
      <FormField form={form} name="major" id="reg-major" label={t('auth.field.major')}>
        {(field) => <MajorSelect placeholder={t('auth.placeholder.major')} {...field} />}
      </FormField>
      <FormField form={form} name="bio" label={optional(t('auth.field.bio'))}>
        {(field) => <Textarea rows={3} placeholder={t('auth.placeholder.bio')} {...field} />}
      </FormField>
      <FormField form={form} name="skills" label={optional(t('auth.field.skills'))}>
        {(field) => <Input placeholder={t('auth.placeholder.skills')} {...field} />}
      </FormField>
    </AuthForm>
  );
}
