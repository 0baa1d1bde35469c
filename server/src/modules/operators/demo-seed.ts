import { eq } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { operators } from '../../db/schema/operators.ts';
import { hashPassword } from '../users/passwords.ts';
import { newTotpSecret, TOTP_ISSUER, totpUri } from '../../lib/totp.ts';

// The demo's console operator (an admin), so a newcomer can try /admin/ at once: a known password
// (DEMO_OPERATOR_PASSWORD) and an authenticator secret of its own per database, which `npm start`
// prints. Seeded only where the demo user is (never in production unless SEED_DEMO=1).

export const DEMO_OPERATOR = {
  email: 'admin@example.com',
  password: process.env.DEMO_OPERATOR_PASSWORD || 'console-demo-2026',
} as const;

export async function seedDemoOperator(database: Database, now = new Date()): Promise<void> {
  await database.db
    .insert(operators)
    .values({
      email: DEMO_OPERATOR.email,
      role: 'admin',
      passwordHash: await hashPassword(DEMO_OPERATOR.password),
      totpSecret: newTotpSecret(),
      totpEnrolledAt: now,
      totpLastStep: 0,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** What `npm start` prints: the sign-in and the secret to add to an authenticator app. */
export async function demoOperatorSignIn(database: Database) {
  const [row] = await database.db
    .select({ secret: operators.totpSecret })
    .from(operators)
    .where(eq(operators.email, DEMO_OPERATOR.email));
  if (!row?.secret) return null;
  return {
    ...DEMO_OPERATOR,
    secret: row.secret,
    uri: totpUri(row.secret, DEMO_OPERATOR.email, TOTP_ISSUER.console),
  };
}
