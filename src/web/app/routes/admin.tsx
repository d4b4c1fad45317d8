import { ShieldAlertIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs.tsx';
import {
  useAdminAudit,
  useAdminStats,
  useAdminTeams,
} from '@web/features/admin/api/get-admin-lists.ts';
import { AuditLog } from '@web/features/admin/components/audit-log.tsx';
import { AdminExports } from '@web/features/admin/components/admin-exports.tsx';
import { AdminStats } from '@web/features/admin/components/admin-stats.tsx';
import { IdeasTable } from '@web/features/admin/components/ideas-table.tsx';
import { PlaceStudents } from '@web/features/admin/components/place-students.tsx';
import { TeamsList } from '@web/features/admin/components/teams-list.tsx';
import { UsersTable } from '@web/features/admin/components/users-table.tsx';
import { CoursesAdmin } from '@web/features/courses/components/courses-admin.tsx';
import { FormationPanel } from '@web/features/formation/components/formation-panel.tsx';
import { useProfile } from '@web/features/profile/api/get-profile.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { PageHeading } from './page-heading.tsx';

const PHONE_TAB = 'max-sm:flex-1 max-sm:justify-center max-sm:px-1.5';

/** Admin lists are requested only when the profile says admin. */
export default function AdminRoute() {
  const { t, dir } = useTranslation();
  const { data: user } = useProfile();
  const isAdmin = Boolean(user?.isAdmin);
  const stats = useAdminStats(isAdmin);
  const teams = useAdminTeams(isAdmin);
  const audit = useAdminAudit(isAdmin);

  if (!user?.isAdmin) {
    return (
      <>
        <PageHeading title={t('page.admin')} />
        <Card tone="danger" className="flex items-start gap-3 p-5 text-red-900">
          <ShieldAlertIcon className="size-6 shrink-0" aria-hidden />
          <p role="alert" className="font-medium">
            {t('admin.accessDenied')}
          </p>
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeading title={t('page.admin')} subtitle={t('admin.subtitle')} />
      <AdminStats stats={stats.data} />
      <AdminExports />
      <PlaceStudents />
      <Tabs defaultValue="users" className="mt-6" dir={dir}>
        {/* Six tabs share a phone's width (two rows at 320 px); wider screens size them to fit. */}
        <TabsList className="flex h-auto w-full flex-wrap sm:inline-flex sm:w-auto">
          <TabsTrigger value="users" className={PHONE_TAB}>
            {t('admin.tab.users')}
          </TabsTrigger>
          <TabsTrigger value="ideas" className={PHONE_TAB}>
            {t('admin.tab.ideas')}
          </TabsTrigger>
          <TabsTrigger value="teams" className={PHONE_TAB}>
            {t('admin.tab.teams')}
          </TabsTrigger>
          <TabsTrigger value="formation" className={PHONE_TAB}>
            {t('admin.tab.formation')}
          </TabsTrigger>
          <TabsTrigger value="courses" className={PHONE_TAB}>
            {t('admin.tab.courses')}
          </TabsTrigger>
          <TabsTrigger value="audit" className={PHONE_TAB}>
            {t('admin.tab.audit')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTable selfId={user.id} />
        </TabsContent>
        <TabsContent value="ideas">
          <IdeasTable />
        </TabsContent>
        <TabsContent value="teams">
          <TeamsList query={teams} />
        </TabsContent>
        <TabsContent value="formation">
          <FormationPanel />
        </TabsContent>
        <TabsContent value="courses">
          <CoursesAdmin />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLog query={audit} />
        </TabsContent>
      </Tabs>
    </>
  );
}
