import {
  isMessageCode,
  message,
  type Message,
  type MessageCode,
  type MessageParams,
} from './messages.ts';

// A zod issue keeps one string: the message code, then its params as JSON after a space.

export type ValidationCode = Extract<MessageCode, `validation.${string}`>;

export const code = (said: ValidationCode, params?: MessageParams): string =>
  params ? `${said} ${JSON.stringify(params)}` : said;

// A check with no code of ours (zod's own English) is an invalid value.
export function issueMessage(text: string | undefined): Message {
  const [said = '', params] = (text ?? '').split(/ (.*)/s);
  if (!isMessageCode(said)) return message('validation.invalidValue');
  return message(said, params ? (JSON.parse(params) as MessageParams) : undefined);
}
