import type { AppContext } from '../../context.ts';
import { AUTH_MSG } from '../../domain/auth-messages.ts';
import { deleteSession } from '../../domain/sessions.ts';

export async function logout(ctx: AppContext, sessionIdHash: string | undefined) {
  if (sessionIdHash) await deleteSession(ctx, sessionIdHash);
  return AUTH_MSG.loggedOut;
}
