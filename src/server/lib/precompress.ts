import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The web client is served compressed (phones on slow links load it faster):
// each text asset gets a .br and a .gz beside it once, when the server starts, and
// @fastify/static (preCompressed) sends the one the browser accepts.

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/** Writes missing or stale .br/.gz siblings; returns how many files it compressed. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompressDir(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    if (compressFile(path)) count++;
  }
  return count;
}

function compressFile(path: string): boolean {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return false; // gone meanwhile (a build replacing the folder)
  }
  if (stat.size < MIN_BYTES) return false;
  const isFresh = (sibling: string) => {
    try {
      return statSync(sibling).mtimeMs >= stat.mtimeMs;
    } catch {
      return false;
    }
  };
  if (isFresh(`${path}.br`) && isFresh(`${path}.gz`)) return false;
  const content = readFileSync(path);
  const quality = { [constants.BROTLI_PARAM_QUALITY]: 11 };
  writeFileSync(`${path}.br`, brotliCompressSync(content, { params: quality }));
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  return true;
}
