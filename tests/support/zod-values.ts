import fc from 'fast-check';
import type { z } from 'zod';

// Values of an answer schema for property tests: what a handler may hand the serializer, every
// object carrying extra keys (the internal fields a row drags along) that must never be written.

/** Keys a row may carry that no answer names; __proto__ as an own key, as JSON.parse makes it. */
const EXTRA_KEYS = fc.oneof(
  fc.constantFrom('passwordHash', 'password', 'sessionId', 'otpCode', '__proto__', 'constructor'),
  fc.string({ maxLength: 6 }),
);
const EXTRA_VALUES = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.date({ noInvalidDate: true }),
  fc.constant(undefined),
);

const TEXT = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }), // lone surrogates
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', '"', '\\', '\u2028', '</script>', '\u0000', '\u001f'),
);
const NUMBER = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-0, 1e21, 5e-324, Number.MAX_SAFE_INTEGER + 2),
);

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: unknown) => (schema as z.core.$ZodType)._zod.def as unknown as Def;

/** A value to serialize with the schema (it may still fail the schema's checks). */
export function valuesOf(schema: unknown): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return TEXT;
    case 'number':
      return NUMBER;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'nullable':
      return fc.option(valuesOf(def.innerType), { nil: null });
    case 'optional':
      return fc.option(valuesOf(def.innerType), { nil: undefined });
    case 'array':
      return fc.array(valuesOf(def.element), { maxLength: 4 });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(valuesOf));
    case 'record':
      return fc.dictionary(fc.oneof(TEXT, EXTRA_KEYS), valuesOf(def.valueType));
    case 'object':
      return objectOf(def.shape as Record<string, unknown>);
    case 'date':
      return fc.date();
    case 'pipe':
    case 'default':
    case 'readonly':
      return valuesOf(def.in ?? def.innerType);
    case 'transform':
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    case 'lazy':
      return valuesOf((def.getter as () => unknown)());
    default:
      throw new Error(`valuesOf: no values for a ${def.type} schema yet`);
  }
}

function objectOf(shape: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, valuesOf(s)]));
  const optional = Object.keys(shape).filter((key) => defOf(shape[key]).type === 'optional');
  return withExtras(fc.record(fields, { requiredKeys: keysExcept(shape, optional) }), shape);
}

const keysExcept = (shape: Record<string, unknown>, left: string[]) =>
  Object.keys(shape).filter((key) => !left.includes(key));

/** The value with a few keys the schema does not name, set as own properties. */
function withExtras(
  value: fc.Arbitrary<Record<string, unknown>>,
  shape: Record<string, unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const extras = fc.array(fc.tuple(EXTRA_KEYS, EXTRA_VALUES), { maxLength: 3 });
  return fc.tuple(value, extras).map(([object, pairs]) => {
    const result = { ...object };
    for (const [key, extra] of pairs) {
      if (Object.hasOwn(shape, key) || Object.hasOwn(result, key)) continue;
      Object.defineProperty(result, key, {
        value: extra,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return result;
  });
}

/** The value with one field or item (or the whole value) replaced by another JSON value. */
export function withOneWrongValue(values: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const other = fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constantFrom(undefined, NaN, Infinity));
  return fc.tuple(values, fc.nat(), other).map(([value, pick, replacement]) => {
    const slots: [Record<string | number, unknown>, string | number][] = [];
    const visit = (node: unknown) => {
      if (typeof node !== 'object' || node === null) return;
      for (const key of Object.keys(node)) {
        slots.push([node as Record<string, unknown>, key]);
        visit((node as Record<string, unknown>)[key]);
      }
    };
    const copy = structuredClone(value);
    visit(copy);
    if (slots.length === 0) return replacement;
    const [parent, key] = slots[pick % slots.length]!;
    parent[key] = replacement;
    return copy;
  });
}
