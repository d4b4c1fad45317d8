import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { IdeaListSchema, type Idea } from '@contract/ideas.ts';
import { answerSerializer } from '../src/server/lib/response-serializer.ts';

// The answer serializer alone (docs/decisions/0065-response-serializer.md): an idea-list page of
// 12 and of 50 ideas written by zod's serializer (encode, then JSON.stringify), by the
// projection compiled from the same schema, and by JSON.stringify alone (the floor).
// Interleaved rounds, medians. Short on purpose (the machine is shared):
//   npx tsx bench/serializer.ts [iterations per round, default 2000] [rounds, default 7]

const ITERATIONS = Number(process.argv[2] ?? 2000);
const ROUNDS = Number(process.argv[3] ?? 7);

const words = 'team project data mobile app health campus energy design learning'.split(' ');
const text = (n: number, seed: number) =>
  Array.from({ length: n }, (_, i) => words[(seed * 7 + i * 3) % words.length]).join(' ');

/** An idea as the list's handler hands it over (toIdea's shape), with realistic text lengths. */
function idea(i: number): Idea {
  return {
    id: `0b6f${String(i).padStart(4, '0')}-3c1e-4a8e-9d2f-5e7a1b9c${String(i).padStart(4, '0')}`,
    creatorId: `7a1c${String(i).padStart(4, '0')}-2b3d-4e5f-8a9b-0c1d2e3f${String(i).padStart(4, '0')}`,
    title: `${text(5, i)} ${i}`,
    description: `${text(60, i)}\nSecond paragraph: ${text(20, i + 1)} — "quoted" ✓`,
    teamId: `M${String(100 + i).slice(-3)}`,
    tags: 'React, SQL, Design',
    requiredMajors: 'CS, SWE',
    requiredSkills: 'TypeScript, PostgreSQL',
    allowCrossMajor: i % 2 === 0,
    kickedMemberIds: '',
    isActive: true,
    isHidden: false,
    createdAt: new Date(Date.UTC(2026, 10, 1, 12, i)).toISOString(),
    maxMembers: i % 3 === 0 ? null : 4,
    memberCount: 1 + (i % 3),
    creator: { name: `Student ${i}`, major: 'CS' },
    applyBlockedReason: i % 5 === 0 ? 'majorNotAccepted' : null,
  };
}

const { method, path: url } = ENDPOINTS.ideas.list;
const route = { schema: IdeaListSchema, method, url, httpStatus: '200' };
const serializers = {
  zod: zodSerializerCompiler(route),
  projection: answerSerializer(route).serialize,
  floor: (data: unknown) => JSON.stringify(data),
};
type Name = keyof typeof serializers;
if (answerSerializer(route).kind !== 'projection')
  throw new Error('the idea list is not on the fast path');

/** Milliseconds for ITERATIONS writes of the page (the length is kept so nothing is elided). */
function time(serialize: (data: unknown) => string, page: Idea[]): number {
  let length = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < ITERATIONS; i++) length += serialize(page).length;
  const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  if (length === 0) throw new Error('nothing written');
  return elapsed;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (const size of [12, 50]) {
  const page = Array.from({ length: size }, (_, i) => idea(i));
  const written = JSON.parse(serializers.projection(page)) as unknown;
  if (JSON.stringify(written) !== serializers.zod(page)) throw new Error('answers differ');
  for (const name of Object.keys(serializers) as Name[]) time(serializers[name], page); // warm up
  const runs: Record<Name, number[]> = { zod: [], projection: [], floor: [] };
  for (let round = 0; round < ROUNDS; round++) {
    // Interleaved, the order turned each round, so drift on a shared machine hits all three.
    const order = (Object.keys(serializers) as Name[]).map((_, k, names) => {
      return names[(k + round) % names.length]!;
    });
    for (const name of order) runs[name].push(time(serializers[name], page));
  }
  const perCall = (name: Name) => (median(runs[name]) * 1000) / ITERATIONS;
  const bytes = serializers.zod(page).length;
  console.log(`${size} ideas (${bytes} bytes), median of ${ROUNDS} rounds × ${ITERATIONS}:`);
  for (const name of Object.keys(serializers) as Name[]) {
    console.log(`  ${name.padEnd(10)} ${perCall(name).toFixed(1).padStart(7)} µs per page`);
  }
  console.log(`  projection / zod: ${(perCall('projection') / perCall('zod')).toFixed(2)}`);
  console.log(`  zod / projection: ${(perCall('zod') / perCall('projection')).toFixed(2)}× faster`);
}
