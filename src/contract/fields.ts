import { z } from 'zod';
import { MAJOR_KEYS, isMajorKey } from './majors.ts';
import {
  BIO_MAX,
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SKILLS_MAX,
  PAGE_DEFAULT,
  PAGE_MAX,
  FILTER_MAX,
  FILTER_TERM_MAX,
  FILTER_TERMS_MAX,
} from './limits.ts';
import { parseCursor } from './cursor.ts';
import {
  PASSWORD_CHARACTERS,
  PASSWORD_DIGIT,
  PASSWORD_LOWER,
  PASSWORD_SPECIAL,
  PASSWORD_UPPER,
} from './password-rules.ts';
import { MESSAGES, MSG } from './messages.ts';
import { searchWords, splitList } from './text.ts';
import { TextSchema, type TextKind } from './text-field.ts';

// Field schemas shared by several operations; each carries the product's message.

/** A text field whose every message, even for a refused character, is `message`. */
const text = (message: string, kind: TextKind = 'line') =>
  TextSchema({ required: message, badCharacters: message, kind });

/** A text field refusing characters with its own message. */
const textOf = (field: string, required: string, kind: TextKind = 'line') =>
  TextSchema({ required, badCharacters: MSG.badCharacters(field), kind });

export const EmailSchema = text(MSG.email)
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, MSG.email)
  .pipe(z.email({ error: MSG.email }));

/** Login only checks the length. */
export const LoginPasswordSchema = TextSchema({
  required: MSG.passwordMin,
  badCharacters: MSG.passwordChars,
  kind: 'line',
})
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(PASSWORD_MAX, MSG.passwordMax);

/** The registration password rules. */
export const NewPasswordSchema = TextSchema({
  required: MSG.passwordMin,
  badCharacters: MSG.passwordChars,
  kind: 'line',
})
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(PASSWORD_MAX, MSG.passwordMax)
  .regex(PASSWORD_LOWER, MSG.passwordLower)
  .regex(PASSWORD_UPPER, MSG.passwordUpper)
  .regex(PASSWORD_DIGIT, MSG.passwordDigit)
  .regex(PASSWORD_CHARACTERS, MSG.passwordChars)
  .regex(PASSWORD_SPECIAL, MSG.passwordSpecial);

export const NameSchema = textOf('Name', MSG.name)
  .trim()
  .min(1, MSG.name)
  .max(NAME_MAX, MSG.tooLong('Name', NAME_MAX));

export const PhoneSchema = TextSchema({
  required: MSG.phoneRequired,
  badCharacters: MSG.phoneFormat,
  kind: 'line',
})
  .trim()
  .min(1, MSG.phoneRequired)
  .regex(/^05\d{8}$/, MSG.phoneFormat);

export const GenderSchema = z.enum(['male', 'female'], { error: MSG.gender });
export type Gender = z.infer<typeof GenderSchema>;

export const MajorSchema = z.enum(MAJOR_KEYS, { error: MSG.major });

export const BioSchema = textOf('Bio', MSG.notText('Bio'), 'multiline')
  .trim()
  .max(BIO_MAX, MSG.tooLong('Bio', BIO_MAX));

export const SkillsSchema = textOf('Skills', MSG.notText('Skills'))
  .trim()
  .max(SKILLS_MAX, MSG.tooLong('Skills', SKILLS_MAX));

export const CodeSchema = (message: string) =>
  text(message)
    .trim()
    .regex(/^\d{6}$/, message);

/** A single-line text field of `field` (title, team ID, tags...), with its own messages. */
export const LineTextSchema = (field: string, required: string) => textOf(field, required);
/** A multi-line text field (description): tab and line breaks allowed. */
export const MultilineTextSchema = (field: string, required: string) =>
  textOf(field, required, 'multiline');

/** Comma-separated major keys, at least one, each from the spec's major list. */
export const MajorListSchema = TextSchema({
  required: MSG.majorsRequired,
  badCharacters: MESSAGES['validation.unknownMajor'],
  kind: 'line',
})
  .transform((s) =>
    s
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean),
  )
  .refine((keys) => keys.length > 0, MSG.majorsRequired)
  .refine((keys) => keys.every(isMajorKey), MESSAGES['validation.unknownMajor'])
  .transform((keys) => [...new Set(keys)].join(','));

export const IdSchema = z.uuid({ error: MESSAGES['validation.invalidId'] });
export const IdParamsSchema = z.object({ id: IdSchema });

/** An answer that says something: the message's code (see messages.ts) and its English text. */
const MessageRefSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** A success answer: its code, the parameters a translation fills in, and the English text. */
export const MessageSchema = MessageRefSchema.extend({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageSchema>;

/** An event stream's text (./live.ts says what it carries): checked by type only. */
export const EventStreamSchema = z.string();

/**
 * A free-text filter: any text but NUL, of at most FILTER_TERMS_MAX terms (as `split` cuts it)
 * of at most FILTER_TERM_MAX characters each, since each term is a condition of the query.
 */
export const FilterTextSchema = (field: string, split: (text: string) => string[] = splitList) =>
  TextSchema({
    required: MSG.notText(field),
    badCharacters: MSG.badCharacters(field),
    kind: 'search',
  })
    .max(FILTER_MAX, MSG.tooLong(field, FILTER_MAX))
    .refine((text) => split(text).length <= FILTER_TERMS_MAX, {
      message: MSG.filterTerms(field, FILTER_TERMS_MAX),
      abort: true,
    })
    .refine((text) => split(text).every((term) => term.length <= FILTER_TERM_MAX), {
      message: MSG.filterTermLength(field, FILTER_TERM_MAX),
    })
    .optional();

/** The keyword filter: words separated by white space. */
export const KeywordFilterSchema = (field: string) => FilterTextSchema(field, searchWords);

/** A cursor the server made (X-Next-Cursor); any other text is refused. */
const CursorSchema = z
  .string({ error: MSG.invalidCursor })
  .refine((cursor) => parseCursor(cursor) !== null, MSG.invalidCursor);

/** Pagination shared by every list call: the next cursor is sent in X-Next-Cursor. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
  cursor: CursorSchema.optional(),
});

export const TimestampSchema = z.string();
