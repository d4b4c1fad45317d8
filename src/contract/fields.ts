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
import { code } from './validation.ts';
import { searchWords, splitList } from './text.ts';
import { TextSchema, type TextKind } from './text-field.ts';

// Field schemas shared by several operations; each check carries its message code.

/** A text field whose every message, even for a refused character, is `said`. */
const text = (said: string, kind: TextKind = 'line') =>
  TextSchema({ required: said, badCharacters: said, kind });

/** A text field refusing characters with its own message. */
const textOf = (field: string, required: string, kind: TextKind = 'line') =>
  TextSchema({ required, badCharacters: code('validation.badCharacters', { field }), kind });

export const EmailSchema = text(code('validation.email'))
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, code('validation.email'))
  .pipe(z.email({ error: code('validation.email') }));

/** Login only checks the length. */
export const LoginPasswordSchema = TextSchema({
  required: code('validation.passwordMin'),
  badCharacters: code('validation.passwordChars'),
  kind: 'line',
})
  .min(PASSWORD_MIN, code('validation.passwordMin'))
  .max(PASSWORD_MAX, code('validation.passwordMax'));

/** The registration password rules. */
export const NewPasswordSchema = TextSchema({
  required: code('validation.passwordMin'),
  badCharacters: code('validation.passwordChars'),
  kind: 'line',
})
  .min(PASSWORD_MIN, code('validation.passwordMin'))
  .max(PASSWORD_MAX, code('validation.passwordMax'))
  .regex(PASSWORD_LOWER, code('validation.passwordLower'))
  .regex(PASSWORD_UPPER, code('validation.passwordUpper'))
  .regex(PASSWORD_DIGIT, code('validation.passwordDigit'))
  .regex(PASSWORD_CHARACTERS, code('validation.passwordChars'))
  .regex(PASSWORD_SPECIAL, code('validation.passwordSpecial'));

export const NameSchema = textOf('Name', code('validation.name'))
  .trim()
  .min(1, code('validation.name'))
  .max(NAME_MAX, code('validation.tooLong', { field: 'Name', max: NAME_MAX }));

export const PhoneSchema = TextSchema({
  required: code('validation.phoneRequired'),
  badCharacters: code('validation.phoneFormat'),
  kind: 'line',
})
  .trim()
  .min(1, code('validation.phoneRequired'))
  .regex(/^05\d{8}$/, code('validation.phoneFormat'));

export const GenderSchema = z.enum(['male', 'female'], { error: code('validation.gender') });
export type Gender = z.infer<typeof GenderSchema>;

export const MajorSchema = z.enum(MAJOR_KEYS, { error: code('validation.major') });

export const BioSchema = textOf('Bio', code('validation.notText', { field: 'Bio' }), 'multiline')
  .trim()
  .max(BIO_MAX, code('validation.tooLong', { field: 'Bio', max: BIO_MAX }));

export const SkillsSchema = textOf('Skills', code('validation.notText', { field: 'Skills' }))
  .trim()
  .max(SKILLS_MAX, code('validation.tooLong', { field: 'Skills', max: SKILLS_MAX }));

export const CodeSchema = (said: 'validation.otpCode' | 'validation.resetCode') =>
  text(code(said))
    .trim()
    .regex(/^\d{6}$/, code(said));

/** A single-line text field of `field` (title, team ID, tags...), with its own messages. */
export const LineTextSchema = (field: string, required: string) => textOf(field, required);
/** A multi-line text field (description): tab and line breaks allowed. */
export const MultilineTextSchema = (field: string, required: string) =>
  textOf(field, required, 'multiline');

/** Comma-separated major keys, at least one, each from the spec's major list. */
export const MajorListSchema = TextSchema({
  required: code('validation.majorsRequired'),
  badCharacters: code('validation.unknownMajor'),
  kind: 'line',
})
  .transform((s) =>
    s
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean),
  )
  .refine((keys) => keys.length > 0, code('validation.majorsRequired'))
  .refine((keys) => keys.every(isMajorKey), code('validation.unknownMajor'))
  .transform((keys) => [...new Set(keys)].join(','));

export const IdSchema = z.uuid({ error: code('validation.invalidId') });
export const IdParamsSchema = z.object({ id: IdSchema });

/** A message as the server sends it: its code, the params a translation fills in, the English. */
export const MessageSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});
export type MessageAnswer = z.infer<typeof MessageSchema>;

/**
 * Every failed call's answer (docs/decisions/0095-one-error-body.md): what went wrong, and the
 * message of each field at fault. `requiresVerification` marks an unverified sign-in; `errorId`
 * is the id of a 500 the log keeps.
 */
export const ErrorSchema = MessageSchema.extend({
  errors: z.record(z.string(), MessageSchema).optional(),
  requiresVerification: z.boolean().optional(),
  errorId: z.string().optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorSchema>;

/**
 * A free-text filter: any text but NUL, of at most FILTER_TERMS_MAX terms (as `split` cuts it)
 * of at most FILTER_TERM_MAX characters each, since each term is a condition of the query.
 */
export const FilterTextSchema = (field: string, split: (text: string) => string[] = splitList) =>
  TextSchema({
    required: code('validation.notText', { field }),
    badCharacters: code('validation.badCharacters', { field }),
    kind: 'search',
  })
    .max(FILTER_MAX, code('validation.tooLong', { field, max: FILTER_MAX }))
    .refine((text) => split(text).length <= FILTER_TERMS_MAX, {
      message: code('validation.filterTerms', { field, max: FILTER_TERMS_MAX }),
      abort: true,
    })
    .refine((text) => split(text).every((term) => term.length <= FILTER_TERM_MAX), {
      message: code('validation.filterTermLength', { field, max: FILTER_TERM_MAX }),
    })
    .optional();

/** The keyword filter: words separated by white space. */
export const KeywordFilterSchema = (field: string) => FilterTextSchema(field, searchWords);

/** A cursor the server made (X-Next-Cursor); any other text is refused. */
const CursorSchema = z
  .string({ error: code('validation.invalidCursor') })
  .refine((cursor) => parseCursor(cursor) !== null, code('validation.invalidCursor'));

/** Pagination shared by every list call: the next cursor is sent in X-Next-Cursor. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
  cursor: CursorSchema.optional(),
});

export const TimestampSchema = z.string();
