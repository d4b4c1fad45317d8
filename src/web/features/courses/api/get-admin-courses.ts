import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

// Every course with its coordinators, for the admin console's Courses tab.
export const useAdminCourses = () => useQuery(endpointQuery(ENDPOINTS.courses.list));
