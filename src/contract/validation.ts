import {
  isMessageCode,
  message,
  type Message,
  type MessageCode,
  type MessageParams,
} from './messages.ts';

// A zod issue keeps one string, its message. The contract's schemas put a message code there
// (with its params as JSON after a space), so the server's answer and the web's form name the
// code the schema chose, and each shows that code's text in its own language.

/** A message code a schema may give a check. */
export type ValidationCode = Extract<MessageCode, `validation.${string}`>;

/** A check's message, as the code it means: `.min(1, code('validation.name'))`. */
export const code = (said: ValidationCode, params?: MessageParams): string =>
  params ? `${said} ${JSON.stringify(params)}` : said;

/**
 * The code, params and English text of a zod issue's message. A check given no code by its
 * schema (zod's own English) is an invalid value.
 */
export function issueMessage(text: string | undefined): Message {
  const [said = '', params] = (text ?? '').split(/ (.*)/s);
  if (!isMessageCode(said)) return message('validation.invalidValue');
  return message(said, params ? (JSON.parse(params) as MessageParams) : undefined);
}
