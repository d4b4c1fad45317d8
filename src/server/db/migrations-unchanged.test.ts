import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrate.ts';

// A database that ran a migration never runs it again: an edit to a committed one reaches only
// new databases, and the two drift apart. migrations/checksums.json holds each file's sha256.
const CHECKSUMS = join(MIGRATIONS_DIR, 'checksums.json');

/** What is wrong with the migrations against their recorded checksums, one line each. */
function migrationProblems(
  files: Record<string, string>,
  recorded: Record<string, string>,
): string[] {
  const problems: string[] = [];
  for (const [name, sha] of Object.entries(files)) {
    if (!(name in recorded)) {
      problems.push(
        `${name} is not in migrations/checksums.json: add "${name}": "${sha}" once it is final`,
      );
    } else if (recorded[name] !== sha) {
      problems.push(
        `${name} differs from its recorded checksum: a committed migration is never edited; ` +
          'write a new migration instead',
      );
    }
  }
  for (const name of Object.keys(recorded)) {
    if (!(name in files)) problems.push(`${name} is recorded but missing from migrations/`);
  }
  return problems;
}

describe('committed migrations', () => {
  it('are unchanged: each matches its sha256 in migrations/checksums.json', () => {
    const files = Object.fromEntries(
      readdirSync(MIGRATIONS_DIR)
        .filter((name) => name.endsWith('.sql'))
        .map((name) => [
          name,
          createHash('sha256')
            .update(readFileSync(join(MIGRATIONS_DIR, name)))
            .digest('hex'),
        ]),
    );
    const recorded = JSON.parse(readFileSync(CHECKSUMS, 'utf8')) as Record<string, string>;
    expect(migrationProblems(files, recorded)).toEqual([]);
  });

  it('names an edited, an unrecorded and a vanished file', () => {
    expect(
      migrationProblems(
        { '0001_a.sql': 'new', '0002_b.sql': 'b' },
        { '0001_a.sql': 'old', '0000_c.sql': 'c' },
      ),
    ).toEqual([
      '0001_a.sql differs from its recorded checksum: a committed migration is never edited; write a new migration instead',
      '0002_b.sql is not in migrations/checksums.json: add "0002_b.sql": "b" once it is final',
      '0000_c.sql is recorded but missing from migrations/',
    ]);
  });
});
