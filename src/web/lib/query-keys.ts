// The query keys of the GET calls: each key's parts joined with '/' is its URL
// (the default loader, lib/api.ts). Shared so that a change in one feature can reload the lists
// it affects in another without reaching into that feature.
export const queryKeys = {
  profile: ['/api/profile'],
  dashboardStats: ['/api/dashboard/stats'],
  myTeam: ['/api/teams/my'],
  ideas: ['/api/ideas'],
  myIdeas: ['/api/ideas/my'],
  ideaApplicants: ['/api/applications/idea'],
  myApplications: ['/api/applications/my'],
  notifications: ['/api/notifications'],
  students: ['/api/students'],
  admin: ['/api/admin'],
} as const;
