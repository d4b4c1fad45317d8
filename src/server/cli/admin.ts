import { eq } from 'drizzle-orm';
import { EmailSchema } from '@contract/fields.ts';
import { users } from '../db/schema.ts';
import { openConfiguredDatabase } from './open.ts';

// `npm run admin -- grant <email>` / `revoke <email>`: manage admins from the command
// line, e.g. the first admin of a fresh install without ADMIN_EMAILS. With the embedded
// database, stop the server first: PGlite's data directory belongs to one process at a time.

const USAGE = 'usage: npm run admin -- grant <email> | revoke <email>';

async function main() {
  const [command, rawEmail] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !rawEmail) {
    console.error(USAGE);
    process.exit(2);
  }
  const email = EmailSchema.safeParse(rawEmail);
  if (!email.success) {
    console.error(`Not a valid e-mail: ${rawEmail}`);
    process.exit(2);
  }
  const { database } = await openConfiguredDatabase();
  try {
    const updated = await database.db
      .update(users)
      .set({ isAdmin: command === 'grant' })
      .where(eq(users.email, email.data))
      .returning({ email: users.email, isVerified: users.isVerified });
    const user = updated[0];
    if (!user) {
      console.error(`No account with the e-mail ${email.data}. Register it first.`);
      process.exitCode = 1;
      return;
    }
    const verb = command === 'grant' ? 'is now an admin' : 'is no longer an admin';
    const note = user.isVerified ? '' : ' (the account is not verified yet)';
    console.log(`${user.email} ${verb}${note}.`);
  } finally {
    await database.close();
  }
}

void main();
