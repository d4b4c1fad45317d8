// `npm run dev`: the server with reload (tsx watch) and the Vite dev server, which proxies /api
// to it (vite.config.ts). Ctrl-C or SIGTERM stops both; if either stops, the other is stopped too.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) =>
  fileURLToPath(
    new URL(
      `../node_modules/.bin/${name}${process.platform === 'win32' ? '.cmd' : ''}`,
      import.meta.url,
    ),
  );

const children = [
  { name: 'server', command: bin('tsx'), args: ['watch', 'src/server/main.ts'] },
  { name: 'web', command: bin('vite'), args: [] },
].map(({ name, command, args }) => {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  child.on('error', (error) => {
    console.error(`[dev] could not start the ${name}: ${error.message}`);
    stop('SIGTERM', 1);
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `[dev] the ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest`,
    );
    stop('SIGTERM', code ?? 1);
  });
  return child;
});

let stopping = false;
let exitCode = 0;

function stop(signal, code) {
  if (!stopping) {
    stopping = true;
    exitCode = code;
  }
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stop(signal, 0));
}

// Exit once every child has gone (they drain their own requests on the forwarded signal).
const exits = children.map(
  (child) =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', resolve);
    }),
);
await Promise.all(exits);
process.exit(exitCode);
