import { describe, expect, it } from 'vitest';
import { encodeCursor, parseCursor } from './cursor.ts';

const ID = '3f0c6a52-4d7e-4b8a-9c1d-2e5f6a7b8c9d';
const b64 = (text: string) => Buffer.from(text).toString('base64url');
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const nonCanonical = (cursor: string) =>
  cursor.slice(0, -1) + ALPHABET[ALPHABET.indexOf(cursor.at(-1)!) | 1];

describe('paging cursors', () => {
  it('reads back every cursor the server makes', () => {
    const key = { createdAt: new Date('2026-11-23T15:20:27.123Z'), id: ID };
    expect(encodeCursor(key)).toBe(b64(`2026-11-23T15:20:27.123Z|${ID}`));
    expect(parseCursor(encodeCursor(key))).toEqual(key);
  });

  it('refuses any cursor the server cannot have made', () => {
    const crafted = [
      b64(`+275760-09-13T00:00:00.000Z|${ID}`),
      b64(`0000-01-01T00:00:00.000Z|${ID}`),
      b64(`1969-12-31T23:59:59.999Z|${ID}`),
      b64(`2026-02-30T00:00:00.000Z|${ID}`),
      b64(`2026-11-23T15:20:27Z|${ID}`),
      b64(`2026-11-23T15:20:27.123Z|${'-'.repeat(36)}`),
      b64(`2026-11-23T15:20:27.123Z|${ID}|x`),
      b64(`2026-11-23T15:20:27.123Z|${ID.replace('4b8a', '4b8g')}`),
      `${b64(`2026-11-23T15:20:27.123Z|${ID}`)}=`,
      `${b64(`2026-11-23T15:20:27.123Z|${ID}`)}A`,
      // The same bytes spelled with unused low bits set: decoders accept it, we made it not.
      nonCanonical(b64(`2026-11-23T15:20:27.123Z|${ID}`)),
      'not a cursor',
      '../..',
      '',
      'x'.repeat(5000),
    ];
    for (const cursor of crafted) expect(parseCursor(cursor), cursor).toBeNull();
  });
});
