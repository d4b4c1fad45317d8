import { z } from 'zod';

// docs/decisions/0004-keyset-pagination-cursor-in-a-header.md: only cursors we could have made.

export interface CursorKey {
  createdAt: Date;
  id: string;
}

// Our clock made no date outside these years (and PostgreSQL cannot take +275760 or 0000).
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(10000, 0, 1);
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const Uuid = z.uuid();

export function encodeCursor(key: CursorKey): string {
  // Only ASCII goes in, so btoa (in browsers and Node alike) encodes it as UTF-8 would.
  return btoa(`${key.createdAt.toISOString()}|${key.id}`)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function parseCursor(cursor: string): CursorKey | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const [iso = '', id = '', ...rest] = text.split('|');
  if (rest.length > 0 || !ISO.test(iso) || !Uuid.safeParse(id).success) return null;
  const createdAt = new Date(iso);
  const time = createdAt.getTime();
  if (Number.isNaN(time) || time < EARLIEST || time >= LATEST) return null;
  // Re-encoding must give the cursor back: no other spelling of the same key is one of ours.
  const key = { createdAt, id };
  return encodeCursor(key) === cursor ? key : null;
}
