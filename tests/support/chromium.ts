// The system Chromium as e2e tests and the bench's Lighthouse run launch it. No test-runner
// imports here: the bench (plain Node) reads it too.

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for a quiet headless run in a container: no sandbox, GPU, QUIC or background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
