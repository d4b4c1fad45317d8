import { ADMIN_ENDPOINTS } from './admin.ts';
import { APPLICATION_ENDPOINTS } from './applications.ts';
import { AUTH_ENDPOINTS } from './auth.ts';
import { COURSE_SCOPED_ENDPOINTS } from './course-scoped.ts';
import { COURSE_ENDPOINTS } from './courses.ts';
import { DASHBOARD_ENDPOINTS } from './dashboard.ts';
import type { Endpoint } from './endpoint.ts';
import { FORMATION_ENDPOINTS } from './formation.ts';
import { IDEA_ENDPOINTS } from './ideas.ts';
import { EVENT_ENDPOINTS } from './live.ts';
import { NOTIFICATION_ENDPOINTS } from './notifications.ts';
import { PLACEMENT_ENDPOINTS } from './placement.ts';
import { PROFILE_ENDPOINTS } from './profile.ts';
import { STUDENT_ENDPOINTS } from './students.ts';
import { TEAM_ENDPOINTS } from './teams.ts';

// docs/decisions/0022-one-endpoint-table.md
export const ENDPOINTS = {
  auth: AUTH_ENDPOINTS,
  profile: PROFILE_ENDPOINTS,
  ideas: IDEA_ENDPOINTS,
  applications: APPLICATION_ENDPOINTS,
  teams: TEAM_ENDPOINTS,
  notifications: NOTIFICATION_ENDPOINTS,
  students: STUDENT_ENDPOINTS,
  events: EVENT_ENDPOINTS,
  dashboard: DASHBOARD_ENDPOINTS,
  admin: ADMIN_ENDPOINTS,
  placement: PLACEMENT_ENDPOINTS,
  formation: FORMATION_ENDPOINTS,
  courses: COURSE_ENDPOINTS,
  inCourse: COURSE_SCOPED_ENDPOINTS,
} as const;

export const ALL_ENDPOINTS: Endpoint[] = Object.values(ENDPOINTS).flatMap((group) =>
  Object.values(group),
) as Endpoint[];
