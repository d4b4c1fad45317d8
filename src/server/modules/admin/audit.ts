import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

// Security log: every admin change also leaves a row in audit_log, written in the
// same transaction as the change, so a change without its record (or the reverse) cannot exist.

type AdminAction =
  | 'update_user'
  | 'grant_admin'
  | 'revoke_admin'
  | 'delete_user'
  | 'hide_idea'
  | 'show_idea'
  | 'delete_idea';

export interface AdminAuditEntry {
  actorId: string;
  action: AdminAction;
  targetId: string;
  /** Which fields changed, never their values (the record must not copy personal data). */
  details?: Record<string, unknown>;
}

export async function recordAdminAction(db: Db | Tx, entry: AdminAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetId: entry.targetId,
    details: entry.details ?? {},
  });
}
