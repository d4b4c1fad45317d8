import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

// The caller's courses and their role in each: the nav's Courses tab and the console's switcher.
export const useMyCourses = (enabled = true) =>
  useQuery({ ...endpointQuery(ENDPOINTS.courses.mine), enabled });
