import type { MessageAnswer } from '@contract/fields.ts';
import { translateCode } from '@web/lib/i18n/i18n.ts';

/** A success answer's message in the reader's language, by its code; else the server's English. */
export const answerText = (answer: MessageAnswer): string =>
  translateCode(answer.code, answer.params) ?? answer.message;
