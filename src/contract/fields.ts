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

// Every message, even for a refused character, is `said`.
const text = (said: string, kind: TextKind = 'line') =>
  TextSchema({ required: said, badCharacters: said, kind });

const textOf = (field: string, required: string, kind: TextKind = 'line') =>
  TextSchema({ required, badCharacters: code('validation.badCharacters', { field }), kind });

export const EmailSchema = text(code('validation.email'))
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, code('validation.email'))
  .pipe(z.email({ error: code('validation.email') }));

export const LoginPasswordSchema = TextSchema({
  required: code('validation.passwordMin'),
  badCharacters: code('validation.passwordChars'),
  kind: 'line',
})
  .min(PASSWORD_MIN, code('validation.passwordMin'))
  .max(PASSWORD_MAX, code('validation.passwordMax'));

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

export const LineTextSchema = (field: string, required: string) => textOf(field, required);
export const MultilineTextSchema = (field: string, required: string) =>
  textOf(field, required, 'multiline');

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

export const MessageSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});
export type MessageAnswer = z.infer<typeof MessageSchema>;

// docs/decisions/0023-message-codes.md; errorId names a 500 the log keeps.
export const ErrorSchema = MessageSchema.extend({
  errors: z.record(z.string(), MessageSchema).optional(),
  requiresVerification: z.boolean().optional(),
  errorId: z.string().optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorSchema>;

// Each term is a condition of the query, hence the caps on their number and length.
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

export const KeywordFilterSchema = (field: string) => FilterTextSchema(field, searchWords);

const CursorSchema = z
  .string({ error: code('validation.invalidCursor') })
  .refine((cursor) => parseCursor(cursor) !== null, code('validation.invalidCursor'));

// docs/decisions/0004-keyset-pagination-cursor-in-a-header.md
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
  cursor: CursorSchema.optional(),
});

export const TimestampSchema = z.string();
