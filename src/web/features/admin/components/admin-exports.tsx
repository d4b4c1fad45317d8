import { DownloadIcon } from 'lucide-react';
import { urlOf } from '@contract/endpoint.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/** Plain links, so the browser streams the file to disk (docs/decisions/0071-csv-exports.md). */
export function AdminExports() {
  const { t } = useTranslation();
  const links = [
    { endpoint: ENDPOINTS.admin.exportTeams, label: t('admin.export.teams') },
    { endpoint: ENDPOINTS.admin.exportUsers, label: t('admin.export.users') },
  ];
  return (
    <section
      aria-label={t('admin.export.title')}
      className="mt-4 flex flex-wrap items-center gap-2"
    >
      <span className="text-sm font-medium text-slate-700">{t('admin.export.title')}:</span>
      {links.map(({ endpoint, label }) => (
        <a
          key={endpoint.path}
          href={urlOf(endpoint)}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <DownloadIcon aria-hidden />
          {label}
        </a>
      ))}
    </section>
  );
}
