import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StudentListSchema, StudentQuerySchema } from '../../../contract/students.ts';
import type { AppContext } from '../../context.ts';
import { sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { listStudents } from './service.ts';

export const studentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    { schema: { querystring: StudentQuerySchema, response: { 200: StudentListSchema } } },
    async (request, reply) =>
      sendPage(
        reply,
        await listStudents(ctx, { viewer: currentUser(request), query: request.query }),
      ),
  );
};
