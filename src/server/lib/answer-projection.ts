import type { z } from 'zod';

// An answer schema compiled into a projection: one generated function that checks a value the
// way zod's encode would and copies only the fields the schema names, so JSON.stringify of its
// result is what zod's serializer writes. Where it is not sure it gives up (MISMATCH) and zod
// decides, as before: it takes only what zod takes, and writes it as zod does
// (docs/decisions/0065-response-serializer.md). Built for the shapes answers are made of;
// anything else compiles to null and the route keeps zod.

/** The value is not one the projection vouches for: serialize it with zod. */
export const MISMATCH: unique symbol = Symbol('mismatch');
export type Projection = (value: unknown) => unknown;

type Def = Record<string, unknown> & { type: string; checks?: unknown[] };
const defOf = (schema: unknown) => (schema as z.core.$ZodType)._zod.def as unknown as Def;

/** A schema zod must run itself. */
class NeedsZod extends Error {}

/** Record inputs zod takes as they are: plain objects with string keys only. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  // An own `constructor` changes zod's plain-object test; zod refuses a symbol key.
  return !Object.hasOwn(value, 'constructor') && Object.getOwnPropertySymbols(value).length === 0;
}

/** The projection of a zod schema, or null when the schema needs zod itself. */
export function compileProjection(schema: unknown): Projection | null {
  const generator = new Generator();
  try {
    const result = generator.value(schema, 'input');
    const body = `${generator.code}return ${result};`;
    // The generated text holds no data: keys are written as JSON string literals, values are
    // read from `sets` (enum members) at run time.
    const build = new Function('M', 'sets', 'isPlainRecord', `return (input) => {${body}};`);
    return build(MISMATCH, generator.sets, isPlainRecord) as Projection;
  } catch (error) {
    if (error instanceof NeedsZod) return null;
    throw error;
  }
}

class Generator {
  code = '';
  sets: Set<unknown>[] = [];
  private count = 0;

  private name(prefix: string) {
    return `${prefix}${this.count++}`;
  }

  /** Emits the checks of `input` (an identifier) and returns the expression of its projection. */
  value(schema: unknown, input: string): string {
    const def = defOf(schema);
    // A check may refuse (min, regex) or rewrite (trim) a value: zod's to run.
    if (def.checks && def.checks.length > 0) throw new NeedsZod();
    const leaf = this.leafCheck(def, input);
    if (leaf) {
      this.code += `if (!(${leaf})) return M;`;
      return input;
    }
    switch (def.type) {
      case 'nullable':
      case 'optional': {
        const out = this.name('n');
        const empty = def.type === 'nullable' ? 'null' : 'undefined';
        this.code += `let ${out} = ${empty}; if (${input} !== ${empty}) {`;
        // The inner value's checks are emitted first (before this assignment's text).
        const inner = this.value(def.innerType, input);
        this.code += `${out} = ${inner};}`;
        return out;
      }
      case 'array':
        return this.array(def, input);
      case 'object':
        return this.object(def, input);
      case 'record':
        return this.record(def, input);
      case 'union':
        return this.union(def, input);
      default:
        // default, transform, pipe, date, lazy, custom, catch, readonly, intersection, tuple...
        throw new NeedsZod();
    }
  }

  /** The test of a value that is written as it is (string, number...), or null. */
  private leafCheck(def: Def, input: string): string | null {
    switch (def.type) {
      case 'string':
      case 'boolean':
        return `typeof ${input} === '${def.type}'`;
      case 'number':
        return `typeof ${input} === 'number' && Number.isFinite(${input})`;
      case 'null':
        return `${input} === null`;
      case 'enum':
        return this.members(Object.values(def.entries as Record<string, unknown>), input);
      case 'literal':
        return this.members(def.values as unknown[], input);
      default:
        return null;
    }
  }

  /** Enum and literal values: strings and finite numbers only (written as they are). */
  private members(values: unknown[], input: string): string {
    const isPlain = (v: unknown) =>
      typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
    if (values.length === 0 || !values.every(isPlain)) throw new NeedsZod();
    this.sets.push(new Set(values));
    return `sets[${this.sets.length - 1}].has(${input})`;
  }

  private array(def: Def, input: string): string {
    const out = this.name('a');
    const i = this.name('i');
    const item = this.name('v');
    this.code += `if (!Array.isArray(${input})) return M;`;
    this.code += `const ${out} = new Array(${input}.length);`;
    this.code += `for (let ${i} = 0; ${i} < ${input}.length; ${i}++) { const ${item} = ${input}[${i}];`;
    const projected = this.value(def.element, item);
    this.code += `${out}[${i}] = ${projected};}`;
    return out;
  }

  /** z.object (strip): the named fields in the schema's order; every other key left behind. */
  private object(def: Def, input: string): string {
    if (def.catchall !== undefined) throw new NeedsZod(); // strict or loose
    this.code += `if (typeof ${input} !== 'object' || ${input} === null || Array.isArray(${input})) return M;`;
    const fields: string[] = [];
    for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
      const { optin, optout } = (field as z.core.$ZodType)._zod;
      // Half-optional fields (a default: optional in, not out) have rules of their own.
      if (key === '__proto__' || optin !== optout) throw new NeedsZod();
      const read = this.name('f');
      this.code += `const ${read} = ${input}[${JSON.stringify(key)}];`;
      // An optional field left out projects to undefined, which JSON.stringify leaves out.
      const projected = this.value(field, read);
      fields.push(`${JSON.stringify(key)}: ${projected}`);
    }
    const out = this.name('o');
    this.code += `const ${out} = {${fields.join(', ')}};`;
    return out;
  }

  /** z.record(z.string(), ...); zod leaves out an own __proto__ key, and so does this. */
  private record(def: Def, input: string): string {
    const keyDef = defOf(def.keyType);
    if (keyDef.type !== 'string' || (keyDef.checks && keyDef.checks.length > 0)) {
      throw new NeedsZod();
    }
    const out = this.name('r');
    const key = this.name('k');
    const item = this.name('v');
    this.code += `if (!isPlainRecord(${input})) return M; const ${out} = {};`;
    this.code += `for (const ${key} of Object.keys(${input})) { if (${key} === '__proto__') continue;`;
    this.code += `const ${item} = ${input}[${key}];`;
    const projected = this.value(def.valueType, item);
    this.code += `${out}[${key}] = ${projected};}`;
    return out;
  }

  /**
   * A union of strings, numbers, booleans, null, enums and literals: the first option that
   * takes the value, as in zod (each test here takes exactly what zod's option takes). Unions
   * of objects keep zod: an option refused here that zod accepts would pick another branch.
   */
  private union(def: Def, input: string): string {
    const options = def.options as unknown[];
    const checks = options.map((option) => {
      const optionDef = defOf(option);
      if (optionDef.checks && optionDef.checks.length > 0) throw new NeedsZod();
      return this.leafCheck(optionDef, input);
    });
    if (checks.length === 0 || checks.some((check) => check === null)) throw new NeedsZod();
    this.code += `if (!(${checks.map((check) => `(${check})`).join(' || ')})) return M;`;
    return input;
  }
}
