import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { OidcCompleteSchema, type OidcCompleteInput } from '@contract/auth.ts';
import { FormField } from '@web/components/form/form-field.tsx';
import { GenderSelect } from '@web/components/form/gender-select.tsx';
import { MajorSelect } from '@web/components/form/major-select.tsx';
import { PhoneField } from '@web/components/form/phone-input.tsx';
import { ApiError } from '@web/lib/api.ts';
import { setReaderGender, useTranslation } from '@web/lib/i18n/i18n.ts';
import { useAbandonOidcSignup, useCompleteOidcSignup, useOidcSignup } from '../api/oidc-signup.ts';
import { AuthForm } from './auth-form.tsx';

/** What the university's provider does not tell, asked once of a new student. */
export function OidcCompleteForm({
  onSignedIn,
  onExpired,
  onBack,
}: {
  onSignedIn: (next: string) => void;
  onBack: () => void;
  /** The sign-up is gone (expired, or finished in another tab): the page says so by its code. */
  onExpired: (code: string) => void;
}) {
  const { t } = useTranslation();
  const signup = useOidcSignup();
  const form = useForm<OidcCompleteInput>({
    resolver: zodResolver(OidcCompleteSchema),
    defaultValues: {
      gender: '' as OidcCompleteInput['gender'],
      phone: '',
      major: '' as OidcCompleteInput['major'],
    },
  });
  const complete = useCompleteOidcSignup({
    onSuccess: (answer, input) => {
      setReaderGender(input.gender);
      onSignedIn(answer.next);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) onExpired(expiredCode(error));
    },
    meta: { errorFallback: 'error.register' },
  });
  // Leaving ends the sign-up on the server too: the next person at this browser cannot finish it.
  const abandon = useAbandonOidcSignup({ onSettled: onBack });
  const { error } = signup;
  useEffect(() => {
    if (error) onExpired(expiredCode(error));
  }, [error, onExpired]);

  return (
    <AuthForm
      title={t('auth.oidc.completeTitle')}
      subtitle={signup.data && t('auth.oidc.completeSubtitle', { email: signup.data.email })}
      links={[
        {
          label: t('auth.oidc.backToSignIn'),
          onClick: () => abandon.mutate(),
          disabled: abandon.isPending,
        },
      ]}
      onSubmit={form.handleSubmit((values) => complete.mutate(values))}
      pending={complete.isPending}
      submitLabel={t('auth.oidc.completeSubmit')}
      pendingLabel={t('auth.oidc.completeSubmitting')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="gender" id="oidc-gender" label={t('auth.field.gender')}>
          {(field) => <GenderSelect autoComplete="sex" {...field} />}
        </FormField>
        <PhoneField form={form} id="oidc-phone" autoComplete="tel-national" />
      </div>
      <FormField form={form} name="major" id="oidc-major" label={t('auth.field.major')}>
        {(field) => <MajorSelect placeholder={t('auth.placeholder.major')} {...field} />}
      </FormField>
    </AuthForm>
  );
}

const expiredCode = (error: Error) =>
  error instanceof ApiError && error.answer?.code === 'auth.oidcSignupExpired'
    ? 'auth.oidcSignupExpired'
    : 'auth.oidcFailed';
