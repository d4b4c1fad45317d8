import type { MessageAnswer } from '@contract/fields.ts';
import { translateCode } from '@web/lib/i18n/i18n.ts';

export const answerText = (answer: MessageAnswer): string =>
  translateCode(answer.code, answer.params) ?? answer.message;
