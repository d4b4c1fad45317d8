import { z } from 'zod';

// docs/rules/limits.md (Input); bidirectional marks stay allowed: Arabic text needs them.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// C0 controls, DEL and C1 controls: finding them is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export type TextKind = 'line' | 'multiline' | 'search';

export function isAllowedText(text: string, kind: TextKind): boolean {
  if (LONE_SURROGATE.test(text)) return false;
  if (kind === 'line') return !LINE_CONTROL.test(text);
  if (kind === 'multiline') return !TEXT_CONTROL.test(text);
  // Search text is never stored: only what a query parameter cannot carry is refused.
  return !text.includes('\u0000');
}

// The character check aborts the rest, so its message is the one the answer names.
export function TextSchema(options: { required: string; badCharacters: string; kind: TextKind }) {
  return z.string({ error: options.required }).refine((text) => isAllowedText(text, options.kind), {
    message: options.badCharacters,
    abort: true,
  });
}
