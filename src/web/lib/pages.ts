// Every page path of the web client, spelled here and nowhere else in src/web or bench/ (ESLint
// refuses a page path outside this file there), as API paths are spelled only in the endpoint
// table. The server's route prefixes (src/server/routes.ts) look alike but are API paths.

export const PAGES = {
  auth: '/auth',
  dashboard: '/dashboard',
  browseIdeas: '/browse-ideas',
  browseStudents: '/browse-students',
  myTeam: '/my-team',
  profile: '/profile',
  admin: '/admin',
} as const;

/** The pages inside the signed-in layout, in the order of the navigation tabs. */
export const SIGNED_IN_PAGES = [
  PAGES.dashboard,
  PAGES.browseIdeas,
  PAGES.browseStudents,
  PAGES.myTeam,
  PAGES.profile,
  PAGES.admin,
] as const;

export type SignedInPage = (typeof SIGNED_IN_PAGES)[number];
