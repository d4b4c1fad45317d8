import { describe, expect, it } from 'vitest';
import { isAllowedText } from './text-field.ts';

describe('text fields', () => {
  it('refuse NUL and lone surrogates everywhere', () => {
    for (const kind of ['line', 'multiline', 'search'] as const) {
      for (const text of ['a\u0000b', 'a\ud800b', 'a\udc00', '\ud83d']) {
        expect(isAllowedText(text, kind), `${kind} ${JSON.stringify(text)}`).toBe(false);
      }
      expect(isAllowedText('سارة 😀 \u202eabc\u202c', kind)).toBe(true);
    }
  });

  it('refuse other control characters on one line, keep tab and line breaks in text', () => {
    for (const c of ['\t', '\n', '\r', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(isAllowedText(`a${c}b`, 'line'), JSON.stringify(c)).toBe(false);
    }
    for (const c of ['\t', '\n', '\r']) expect(isAllowedText(`a${c}b`, 'multiline')).toBe(true);
    for (const c of ['\u0001', '\u000b', '\u001b', '\u007f', '\u0085']) {
      expect(isAllowedText(`a${c}b`, 'multiline'), JSON.stringify(c)).toBe(false);
    }
  });
});
