import type { Db, Tx } from '../db/client.ts';
import { notifications } from '../db/schema.ts';

export interface NewNotification {
  userId: string;
  type: string;
  message: string;
  applicationId?: string | null;
}

/** Writes notifications inside the caller's transaction (the only place they are created). */
export async function notify(db: Db | Tx, items: NewNotification | NewNotification[]) {
  const rows = Array.isArray(items) ? items : [items];
  if (rows.length === 0) return;
  await db.insert(notifications).values(
    rows.map((n) => ({
      userId: n.userId,
      type: n.type,
      message: n.message,
      applicationId: n.applicationId ?? null,
    })),
  );
}
