import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import {
  adminDeleteIdeaStep,
  adminDeleteUserStep,
  adminEditStep,
  adminHideStep,
  adminToggleStep,
  intruderRegisterStep,
  privacyStep,
  registerStep,
} from '../../support/model/account-steps.ts';
import { createIdeaStep, deleteIdeaStep, editIdeaStep } from '../../support/model/idea-steps.ts';
import { adminOverviewStep, readStep } from '../../support/model/read-steps.ts';
import { MAJORS, TEAM_IDS, type TeamIdRule } from '../../support/model/state.ts';
import { ModelCommand, outcomes, type Step } from '../../support/model/step.ts';
import {
  answerInvitationStep,
  applyStep,
  decideStep,
  leaveStep,
  removeMemberStep,
  transferStep,
  withdrawStep,
} from '../../support/model/team-steps.ts';
import { SEATS, startRun } from '../../support/model/world.ts';
import { UNLIMITED_ENV } from '../../support/security/pool.ts';

// A model-based test of the whole team domain over real HTTP: random sequences of student and
// admin actions, each answer's status predicted by a small model of the rules, and after every
// step the rows and every read checked against that model. A failure prints the shrunk
// sequence with what the model predicted at each step, and the seed and path to replay it:
//   MODEL_SEED=<seed> MODEL_PATH=<path> [MODEL_REPLAY=<replayPath>] npx vitest run ... model
// MODEL_RUNS and MODEL_STEPS run it longer; MODEL_TEAM_IDS=global models team IDs unique across
// genders (the rule before the per-gender fix). MODEL_STATS=1 prints how often each route answered
// each status (coverage); MODEL_TRACE=1 prints every run's steps.

const RUNS = Number(process.env.MODEL_RUNS ?? 12);
const STEPS = Number(process.env.MODEL_STEPS ?? 100);
const TEAM_ID_RULE: TeamIdRule = process.env.MODEL_TEAM_IDS === 'global' ? 'global' : 'gender';

const t = useTestApp({ env: UNLIMITED_ENV });

const seat = fc.nat({ max: SEATS.length - 1 });
const startedSeat = fc.nat({ max: 5 });
const target = fc.nat({ max: 99 });
const teamId = fc.constantFrom(...TEAM_IDS);

/** Mostly null: the seat the step is meant for (the owner deciding, the invitee answering). */
const by = fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: seat });
const w = (weight: number, arbitrary: fc.Arbitrary<Step>) => ({ weight, arbitrary });

// Weighted so that a run of forty steps builds teams often enough to exercise the handshake;
// destructive admin calls are rarer.
const anyStep = fc.oneof(
  w(
    8,
    fc
      .record({
        actor: seat,
        teamId,
        majors: fc.subarray([...MAJORS], { minLength: 1 }),
        allowCrossMajor: fc.boolean(),
        isHidden: fc.constantFrom(false, false, false, true),
      })
      .map(({ actor, ...input }) => createIdeaStep(actor, input)),
  ),
  w(
    4,
    fc
      .tuple(seat, target, fc.option(teamId), fc.option(fc.boolean()))
      .map(([a, i, id, hidden]) =>
        editIdeaStep(a, i, { teamId: id ?? undefined, isHidden: hidden ?? undefined }),
      ),
  ),
  w(
    2,
    fc.tuple(seat, target).map(([a, i]) => deleteIdeaStep(a, i)),
  ),
  w(
    14,
    fc.tuple(by, target).map(([a, i]) => applyStep(a, i)),
  ),
  w(
    12,
    fc
      .tuple(
        by,
        target,
        fc.constantFrom('accepted' as const, 'accepted' as const, 'rejected' as const),
      )
      .map(([a, i, d]) => decideStep(a, i, d)),
  ),
  w(
    10,
    fc.tuple(by, target).map(([a, i]) => answerInvitationStep(a, i, true)),
  ),
  w(
    2,
    fc.tuple(by, target).map(([a, i]) => answerInvitationStep(a, i, false)),
  ),
  w(
    3,
    fc.tuple(by, target).map(([a, n]) => leaveStep(a, n)),
  ),
  w(
    3,
    fc.tuple(by, target, by).map(([a, n, b]) => removeMemberStep(a, n, b)),
  ),
  w(
    2,
    fc.tuple(by, target).map(([a, i]) => withdrawStep(a, i)),
  ),
  w(
    2,
    fc.tuple(by, target, by).map(([a, n, b]) => transferStep(a, n, b)),
  ),
  w(
    4,
    fc
      .tuple(
        seat,
        fc.constantFrom('appearInList' as const, 'showName' as const, 'showPhone' as const),
        fc.boolean(),
      )
      .map(([a, flag, value]) => privacyStep(a, flag, value)),
  ),
  w(
    1,
    seat.map((s) => adminToggleStep(s)),
  ),
  w(
    1,
    seat.map((s) => adminEditStep(s)),
  ),
  w(
    1,
    startedSeat.map((s) => adminDeleteUserStep(s)),
  ),
  w(
    1,
    fc.tuple(target, fc.boolean()).map(([i, hidden]) => adminHideStep(i, hidden)),
  ),
  w(
    1,
    target.map((i) => adminDeleteIdeaStep(i)),
  ),
  w(
    2,
    seat.map((s) => registerStep(s)),
  ),
  w(
    1,
    seat.map((s) => intruderRegisterStep(s)),
  ),
  w(
    10,
    fc
      .tuple(
        seat,
        fc.constantFrom(
          'ideas' as const,
          'students' as const,
          'team' as const,
          'notifications' as const,
          'dashboard' as const,
          'applications' as const,
          'admin-access' as const,
        ),
      )
      .map(([a, kind]) => readStep(a, kind)),
  ),
  w(
    1,
    fc.constant(null).map(() => adminOverviewStep()),
  ),
);
const commands = [anyStep.map((s) => new ModelCommand(s))];

const stats = { runs: 0, steps: 0, longest: 0 };
afterAll(() => {
  if (!process.env.MODEL_STATS) return;
  console.log(`model runs: ${JSON.stringify(stats)}`);
  console.log(
    [...outcomes]
      .sort()
      .map(([k, n]) => `${n}\t${k}`)
      .join('\n'),
  );
});

describe('the team rules, model-based over HTTP', () => {
  it(
    `random sequences of student and admin actions keep to the model (${RUNS} runs of up to ${STEPS} steps, team IDs unique per ${TEAM_ID_RULE === 'gender' ? 'gender' : 'app'})`,
    async () => {
      const replay = process.env.MODEL_REPLAY;
      await fc.assert(
        fc.asyncProperty(
          fc.noBias(
            fc.commands(commands, {
              size: 'max',
              maxCommands: STEPS,
              ...(replay ? { replayPath: replay } : {}),
            }),
          ),
          async (cmds) => {
            const setup = await startRun(t, TEAM_ID_RULE);
            await fc.asyncModelRun(() => setup, cmds);
            if (process.env.MODEL_TRACE) console.log(setup.real.trace.join('\n') + '\n----');
            stats.runs += 1;
            stats.steps += setup.real.trace.length;
            stats.longest = Math.max(stats.longest, setup.real.trace.length);
          },
        ),
        {
          numRuns: RUNS,
          ...(process.env.MODEL_SEED ? { seed: Number(process.env.MODEL_SEED) } : {}),
          ...(process.env.MODEL_PATH ? { path: process.env.MODEL_PATH } : {}),
        },
      );
    },
    // Sized for the default runs on a slow shared machine; MODEL_RUNS scales it.
    Math.max(300_000, RUNS * STEPS * 600),
  );
});
