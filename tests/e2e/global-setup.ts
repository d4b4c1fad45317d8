import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vite = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));

// The e2e suite runs against the production build the server serves (dist/web); build it once.
// E2E_SKIP_BUILD=1 (vitest.config.ts) reuses the last build while iterating on tests only.
export default function setup() {
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would build React's development bundle.
    // Old chunks stay for suites that are still running against the previous build.
    env: { ...process.env, NODE_ENV: 'production', KEEP_OLD_CHUNKS: '1' },
  });
}
