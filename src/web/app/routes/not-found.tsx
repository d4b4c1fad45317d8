import { AlertCircleIcon } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { PAGES } from '@web/lib/pages.ts';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 p-4">
      <Card className="w-full max-w-md p-6">
        <div className="flex items-center gap-2">
          <AlertCircleIcon className="size-8 text-destructive" aria-hidden />
          <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
        </div>
        <p className="mt-4 text-sm text-slate-600">{t('notFound.body')}</p>
        <Link
          href={PAGES.dashboard}
          className={buttonVariants({ variant: 'outline', className: 'mt-6' })}
        >
          {t('notFound.home')}
        </Link>
      </Card>
    </main>
  );
}
