import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import {
  AppointCoordinatorSchema,
  CourseCreateSchema,
  type AdminCourse,
  type AppointCoordinatorInput,
  type CourseCreateData,
  type CourseCreateInput,
} from '@contract/courses.ts';
import { EmailInput } from '@web/components/form/email-input.tsx';
import { FormField } from '@web/components/form/form-field.tsx';
import { ListError } from '@web/components/list-error.tsx';
import { ListLoading } from '@web/components/list-loading.tsx';
import { Button, buttonVariants } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { EmailText } from '@web/components/user-text.tsx';
import { useServerFieldErrors } from '@web/lib/api.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { courseConsolePage } from '@web/lib/pages.ts';
import { toast } from '@web/lib/toast.ts';
import { useAppointCoordinator } from '../api/appoint-coordinator.ts';
import { useCreateCourse } from '../api/create-course.ts';
import { useAdminCourses } from '../api/get-admin-courses.ts';

/** The admin console's Courses tab: every course and its coordinators, and a new course. */
export function CoursesAdmin() {
  const { t } = useTranslation();
  const courses = useAdminCourses();
  return (
    <div className="grid grid-cols-1 gap-4">
      <CreateCourseForm />
      {courses.isPending ? (
        <ListLoading label={t('courses.loading')} rows={2} />
      ) : courses.isError ? (
        <ListError
          text={t('courses.loadFailed')}
          onRetry={() => void courses.refetch()}
          retrying={courses.isFetching}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4" aria-label={t('admin.tab.courses')}>
          {courses.data.map((course) => (
            <li key={course.id} className="min-w-0">
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CreateCourseForm() {
  const { t } = useTranslation();
  const form = useForm<CourseCreateInput, unknown, CourseCreateData>({
    resolver: zodResolver(CourseCreateSchema),
    defaultValues: { code: '', name: '' },
  });
  const create = useCreateCourse({
    onSuccess: () => {
      toast({ title: t('courses.created') });
      form.reset();
    },
    meta: { errorFallback: 'courses.createFailed' },
  });
  useServerFieldErrors(form, create.error);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('courses.create.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => create.mutate(values))}
          className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] sm:items-start"
        >
          <FormField form={form} name="code" id="course-code" label={t('courses.field.code')}>
            {(field) => <Input dir="auto" placeholder="CS 491" {...field} />}
          </FormField>
          <FormField form={form} name="name" id="course-name" label={t('courses.field.name')}>
            {(field) => <Input dir="auto" {...field} />}
          </FormField>
          <Button
            type="submit"
            className="sm:mt-6"
            pending={create.isPending}
            pendingLabel={t('courses.create.pending')}
          >
            {t('courses.create.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function CourseCard({ course }: { course: AdminCourse }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <CardTitle className="min-w-0 wrap-anywhere">
          <bdi>{course.code}</bdi> · <bdi>{course.name}</bdi>
        </CardTitle>
        <Link
          href={courseConsolePage(course.id)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          {t('courses.open')}
        </Link>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        <div className="min-w-0">
          <h3 className="text-sm font-medium text-slate-700">{t('courses.coordinators')}</h3>
          {course.coordinators.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('courses.noCoordinators')}</p>
          ) : (
            <ul className="mt-1 grid grid-cols-1 gap-1 text-sm">
              {course.coordinators.map((c) => (
                <li key={c.id} className="min-w-0 wrap-anywhere">
                  <bdi className="font-medium text-slate-900">{c.name}</bdi>{' '}
                  <span className="text-muted-foreground">
                    (<EmailText email={c.email} />)
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <AppointForm courseId={course.id} />
      </CardContent>
    </Card>
  );
}

function AppointForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const form = useForm<AppointCoordinatorInput>({
    resolver: zodResolver(AppointCoordinatorSchema),
    defaultValues: { email: '' },
  });
  const appoint = useAppointCoordinator({
    onSuccess: () => {
      toast({ title: t('course.coordinatorAppointed') });
      form.reset();
    },
    meta: { errorFallback: 'courses.appointFailed' },
  });
  useServerFieldErrors(form, appoint.error);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ email }) => appoint.mutate({ courseId, email }))}
      className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,24rem)_auto] sm:items-start"
    >
      <FormField
        form={form}
        name="email"
        id={`appoint-${courseId}`}
        label={t('courses.appoint.label')}
      >
        {(field) => <EmailInput autoComplete="off" {...field} />}
      </FormField>
      <Button
        type="submit"
        variant="outline"
        className="sm:mt-6"
        pending={appoint.isPending}
        pendingLabel={t('courses.appoint.pending')}
      >
        {t('courses.appoint.submit')}
      </Button>
    </form>
  );
}
