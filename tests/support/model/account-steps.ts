import { registerVerified } from '../factories.ts';
import { call, NO_SUCH_ID, pickIdea, type Step, type StepContext } from './step.ts';
import { describeIdea, dissolve, removeAccount, who, type Model, type Slot } from './state.ts';

// Privacy flags, the admin's calls, and (re-)registration through the real sign-up with the
// code read from the captured mail.

const hasAccount = (actor: number) => (m: Readonly<Model>) => m.slots[actor]!.id !== null;
const targetId = (slot: Slot) => slot.id ?? slot.pastIds.at(-1) ?? NO_SUCH_ID;

export type PrivacyFlag = 'appearInList' | 'showName' | 'showPhone';

export function privacyStep(actor: number, flag: PrivacyFlag, value: boolean): Step {
  return {
    label: `S${actor} sets ${flag}=${value}`,
    check: hasAccount(actor),
    async run({ m, r, say }) {
      say('200');
      await call(r.clients.get(actor)!, 'PUT', '/api/profile', { [flag]: value }, 200, 'own flag');
      m.slots[actor]![flag] = value;
    },
  };
}

export function adminToggleStep(target: number): Step {
  return {
    label: `admin toggles the admin flag of S${target}`,
    async run({ m, r, say }) {
      const slot = m.slots[target]!;
      const [status, why]: [number, string] = slot.id
        ? [200, `now ${!slot.isAdmin}`]
        : [404, 'no account'];
      say(`${status} ${why}`);
      const path = `/api/admin/users/${targetId(slot)}`;
      await call(r.admin.client, 'PUT', path, { isAdmin: !slot.isAdmin }, status, why);
      if (status === 200) slot.isAdmin = !slot.isAdmin;
    },
  };
}

let renames = 0;

export function adminEditStep(target: number): Step {
  return {
    label: `admin renames S${target} and changes their phone`,
    async run({ m, r, say }) {
      const slot = m.slots[target]!;
      const [status, why]: [number, string] = slot.id ? [200, 'edited'] : [404, 'no account'];
      say(`${status} ${why}`);
      const n = ++renames;
      const body = { name: `Renamed ${n}`, phone: `059${String(n % 1e7).padStart(7, '0')}` };
      const path = `/api/admin/users/${targetId(slot)}`;
      await call(r.admin.client, 'PUT', path, body, status, why);
      if (status !== 200) return;
      slot.name = body.name;
      slot.phone = body.phone;
    },
  };
}

export function adminDeleteUserStep(target: number): Step {
  return {
    label: `admin deletes S${target}`,
    async run({ m, r, say }) {
      const slot = m.slots[target]!;
      const [status, why]: [number, string] = slot.id
        ? [200, 'deleted; their idea dissolved']
        : [404, 'no account'];
      say(`${status} ${why}`);
      const path = `/api/admin/users/${targetId(slot)}`;
      await call(r.admin.client, 'DELETE', path, undefined, status, why);
      if (status !== 200) return;
      removeAccount(m, slot);
      // The old session dies with the account: the seat's browser is signed out.
      const res = await r.clients.get(target)!.get('/api/profile');
      if (res.status !== 401) throw new Error(`deleted ${who(m, targetId(slot))}: ${res.status}`);
    },
  };
}

export function adminHideStep(target: number, isHidden: boolean): Step {
  return {
    label: `admin sets idea #${target} hidden=${isHidden}`,
    check: (m) => m.ideas.length > 0,
    async run({ m, r, say }) {
      const idea = pickIdea(m, target)!;
      const [status, why]: [number, string] = idea.alive ? [200, 'set'] : [404, 'idea gone'];
      say(`${describeIdea(m, idea)}: ${status} ${why}`);
      await call(r.admin.client, 'PUT', `/api/admin/ideas/${idea.id}`, { isHidden }, status, why);
      if (status === 200) idea.isHidden = isHidden;
    },
  };
}

export function adminDeleteIdeaStep(target: number): Step {
  return {
    label: `admin deletes idea #${target}`,
    check: (m) => m.ideas.length > 0,
    async run({ m, r, say }) {
      const idea = pickIdea(m, target)!;
      const [status, why]: [number, string] = idea.alive ? [200, 'dissolved'] : [404, 'idea gone'];
      say(`${describeIdea(m, idea)}: ${status} ${why}`);
      await call(r.admin.client, 'DELETE', `/api/admin/ideas/${idea.id}`, undefined, status, why);
      if (status === 200) dissolve(m, idea);
    },
  };
}

/** What someone else registers a seat's address with: the other gender, major and password. */
const INTRUDER_PASSWORD = 'Intrud3r_pw';
const intruderDetails = (slot: Slot) => ({
  email: slot.email,
  password: INTRUDER_PASSWORD,
  name: `Intruder of seat ${slot.index}`,
  gender: slot.gender === 'male' ? 'female' : 'male',
  major: 'ME',
  phone: '0550000000',
});

/**
 * Someone else registers a seat's address from their own browser: answered exactly as a new
 * registration; an account is left as it was (its owner is mailed a notice), and either way a
 * pending registration is made that the seat's own later sign-up outlives. The intruder's
 * password never signs in (docs/decisions/0010-pending-registrations.md).
 */
export function intruderRegisterStep(target: number): Step {
  return {
    label: `someone else registers the address of S${target}`,
    async run({ m, r, say }) {
      const slot = m.slots[target]!;
      const taken = slot.id !== null;
      say(`200 as new; ${taken ? 'the account unchanged, a notice mailed' : 'a pending row'}`);
      // At most one code mail a minute and five an hour per address.
      r.t.clock.advance(61 * 60_000);
      const before = r.t.smtp.mailsTo(slot.email).length;
      const intruder = r.t.client();
      const res = await call(
        intruder,
        'POST',
        '/api/auth/register',
        intruderDetails(slot),
        200,
        'registering answers alike',
      );
      if (res.body.requiresVerification !== true) throw new Error(`answer: ${res.text}`);
      const mail = await r.t.smtp.nextMail(slot.email, before);
      if (taken && mail.code !== null) throw new Error(`the owner of S${target} got a code`);
      // A pending row either way: for an account it can never be verified, and it goes (like an
      // intruder's on a free address) when the address is next verified.
      m.intruders[target]! += 1;
      // The intruder's password answers 'not verified' either way: it tells nothing of an account.
      const login = { email: slot.email, password: INTRUDER_PASSWORD };
      await call(r.t.client(), 'POST', '/api/auth/login', login, 403, 'not verified');
      if (taken) await expectOwnProfile(m, r, target);
    },
  };
}

/** The seat's session still shows its own details (name, gender, major). */
async function expectOwnProfile(m: Model, r: StepContext['r'], target: number) {
  const slot = m.slots[target]!;
  const profile = await call(
    r.clients.get(target)!,
    'GET',
    '/api/profile',
    undefined,
    200,
    'signed in',
  );
  const got = profile.body as Record<string, unknown>;
  const wanted = { id: slot.id, name: slot.name, gender: slot.gender, major: slot.major };
  for (const [key, value] of Object.entries(wanted)) {
    if (got[key] !== value) {
      throw new Error(`S${target}'s profile has ${key}=${String(got[key])}, not ${value}`);
    }
  }
}

/** A seat without an account signs up again (same e-mail) and verifies with the mailed code. */
export function registerStep(target: number): Step {
  return {
    label: `S${target} registers and verifies`,
    check: (m) => m.slots[target]!.id === null,
    async run({ m, r, say }) {
      const slot = m.slots[target]!;
      const intruders = m.intruders[target]!;
      say(
        `registered, verified, signed in${intruders ? ` as itself, ${intruders} intruder(s) gone` : ''}`,
      );
      // At most one code mail a minute and five an hour per address: each sign-up is later.
      r.t.clock.advance(61 * 60_000);
      const name = `Seat ${target} again ${slot.pastIds.length}`;
      const account = await registerVerified(r.t, {
        email: slot.email,
        name,
        gender: slot.gender,
        major: slot.major,
        phone: slot.phone,
      });
      const profile = await call(
        account.client,
        'GET',
        '/api/profile',
        undefined,
        200,
        'signed in',
      );
      Object.assign(slot, {
        id: profile.body.id as string,
        name,
        isAdmin: false,
        appearInList: false,
        showName: true,
        showPhone: true,
      });
      slot.pastIds.push(slot.id!);
      r.clients.set(target, account.client);
      // The account is the seat's own, whoever registered the address before it.
      await expectOwnProfile(m, r, target);
      m.intruders[target] = 0;
      if (intruders > 0) {
        const login = { email: slot.email, password: INTRUDER_PASSWORD };
        await call(r.t.client(), 'POST', '/api/auth/login', login, 401, 'the intruder is gone');
      }
    },
  };
}
