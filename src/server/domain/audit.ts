import type { AuditAction } from '@contract/admin.ts';
import type { Db, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

// Same transaction as the change, so a change without its record (or the reverse) cannot exist.

export interface AdminAuditEntry {
  actorId: string;
  action: AuditAction;
  targetId: string;
  // Never the values: the record must not copy personal data.
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
