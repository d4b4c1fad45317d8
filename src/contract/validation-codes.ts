import { MESSAGES, type Message, type MessageCode } from './messages.ts';

// A zod issue carries only text, so a field error's code is found by matching the text against
// the validation templates. One template can hold another ('Each term of {field} must be at most
// {max} characters' also reads as '{field} must be at most {max} characters'), so the template
// with the most fixed text is tried first.
const VALIDATION_PATTERNS = (Object.keys(MESSAGES) as MessageCode[])
  .filter((code) => code.startsWith('validation.'))
  .map((code) => {
    const names: string[] = [];
    const source = MESSAGES[code]
      .split(/\{(\w+)\}/)
      .map((part, i) => {
        if (i % 2 === 0) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
        names.push(part);
        return '(.+?)';
      })
      .join('');
    const fixedLength = MESSAGES[code].replace(/\{\w+\}/g, '').length;
    return { code, names, pattern: new RegExp(`^${source}$`), fixedLength };
  })
  .sort((a, b) => b.fixedLength - a.fixedLength);

/** The code and parameters of a validation text, when it is one of the table's. */
export function validationMessage(text: string): Message | undefined {
  for (const { code, names, pattern } of VALIDATION_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (names.length === 0) return { code, message: text };
    const params: Record<string, string | number> = {};
    names.forEach((name, i) => {
      const value = match[i + 1] ?? '';
      params[name] = /^\d+$/.test(value) ? Number(value) : value;
    });
    return { code, message: text, params };
  }
  return undefined;
}
