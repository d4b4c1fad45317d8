import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

// A course's members and the e-mails invited that have not registered yet.
export const useRoster = (courseId: string) =>
  useQuery(endpointQuery(ENDPOINTS.courses.roster, { params: { courseId } }));
