import { buttonVariants } from '@web/components/ui/button.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { oidcStartUrl } from '../api/auth-options.ts';

/** A link, not a call: the university's own pages take the tab and send it back signed in. */
export function OidcButton({ name, next }: { name: string; next: string | null }) {
  const { t } = useTranslation();
  return (
    <a
      href={oidcStartUrl(next)}
      className={buttonVariants({ variant: 'default', size: 'lg', className: 'w-full' })}
    >
      {t('auth.oidc.button', { name })}
    </a>
  );
}
