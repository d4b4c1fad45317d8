import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// zod's JSON Schema conversion runs only on the server (fastify-type-provider-zod turns route
// schemas into JSON Schema), yet zod's classic schemas reference it, so every page would carry it:
// 5.2 KB gzip of /auth's first JavaScript (docs/decisions/0108-forms-validate-with-zod-resolver.md).
// In the web build its modules are replaced by stubs with the same export names: zod's `create*`
// factories, which it calls while building a schema, give a function that throws; every other
// export throws when called. A use of JSON Schema in the browser fails at once.

const JSON_SCHEMA_MODULE =
  /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors|json-schema-generator)\.js$/;

function stubOf(file: string): string {
  const source = readFileSync(file, 'utf8');
  const names = new Set([
    ...[...source.matchAll(/export (?:function|const|class) (\w+)/g)].map((m) => m[1]!),
    ...[...source.matchAll(/export \{ \w+ as (\w+) \}/g)].map((m) => m[1]!),
  ]);
  const thrower = "() => { throw new Error('zod: JSON Schema is built on the server only'); }";
  return [...names]
    .map((name) =>
      name.startsWith('create')
        ? `export const ${name} = () => ${thrower};`
        : `export const ${name} = ${thrower};`,
    )
    .join('\n');
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    enforce: 'pre',
    apply: 'build',
    load: (id) => (JSON_SCHEMA_MODULE.test(id) ? stubOf(id) : null),
  };
}
