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
} from './limits.ts';
import { MSG } from './messages.ts';

// Field schemas shared by several operations; each carries the spec's message (section 5).

export const EmailSchema = z
  .string({ error: MSG.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, MSG.email)
  .pipe(z.email({ error: MSG.email }));

/** Login only checks the length (spec section 5, Login). */
export const LoginPasswordSchema = z
  .string({ error: MSG.passwordMin })
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(PASSWORD_MAX, MSG.passwordMax);

/** The registration password rules (spec section 5, "Password rules"). */
export const NewPasswordSchema = z
  .string({ error: MSG.passwordMin })
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(PASSWORD_MAX, MSG.passwordMax)
  .regex(/[a-z]/, MSG.passwordLower)
  .regex(/[A-Z]/, MSG.passwordUpper)
  .regex(/[0-9]/, MSG.passwordDigit)
  .regex(/^[A-Za-z0-9@#_]*$/, MSG.passwordChars)
  .regex(/[@#_]/, MSG.passwordSpecial);

export const NameSchema = z
  .string({ error: MSG.name })
  .trim()
  .min(1, MSG.name)
  .max(NAME_MAX, MSG.tooLong('Name', NAME_MAX));

export const PhoneSchema = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, MSG.phoneRequired)
  .regex(/^05\d{8}$/, MSG.phoneFormat);

export const GenderSchema = z.enum(['male', 'female'], { error: MSG.gender });
export type Gender = z.infer<typeof GenderSchema>;

export const MajorSchema = z.enum(MAJOR_KEYS, { error: MSG.major });

export const BioSchema = z.string().trim().max(BIO_MAX, MSG.tooLong('Bio', BIO_MAX));

export const SkillsSchema = z.string().trim().max(SKILLS_MAX, MSG.tooLong('Skills', SKILLS_MAX));

export const CodeSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{6}$/, message);

/** Comma-separated major keys, at least one, each from the spec's major list. */
export const MajorListSchema = z
  .string({ error: MSG.majorsRequired })
  .transform((s) =>
    s
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean),
  )
  .refine((keys) => keys.length > 0, MSG.majorsRequired)
  .refine((keys) => keys.every(isMajorKey), 'Unknown major')
  .transform((keys) => [...new Set(keys)].join(','));

export const IdSchema = z.uuid({ error: 'Invalid id' });
export const IdParamsSchema = z.object({ id: IdSchema });

export const MessageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageSchema>;

/** Every error answer: a message and, for validation errors, each field's message. */
export const ErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorSchema>;

/** Free-text filters take any text; only their length is bounded. */
export const FilterTextSchema = z.string().max(FILTER_MAX).optional();

/** Pagination shared by every list call (issue 3): the next cursor is sent in X-Next-Cursor. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
  cursor: z.string().max(200).optional(),
});

export const TimestampSchema = z.string();
