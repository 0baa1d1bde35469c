// Shared set-up of the community tests: users with or without an inviter, straight or through the API.
import { eq } from 'drizzle-orm';
import { authUsers } from '../../src/db/schema/auth.ts';
import type { Database } from '../../src/db/index.ts';
import { insertUser } from '../../src/modules/users/repo.ts';
import { lastCode } from '../support/app.ts';
import { startExchangeApp, type ExchangeApp } from '../exchange/fixture.ts';

export interface CommunityApp extends ExchangeApp {
  /** Registers through the API with an invite code (the register page's invite field). */
  invited(
    email: string,
    inviteCode: string,
  ): Promise<{ id: number; token: string; inviteCode: string }>;
  /** Inserts a user row directly (fast; no session). */
  row(email: string, inviterId: number | null): Promise<{ id: number; inviteCode: string }>;
  inviteCode(userId: number): Promise<string>;
}

export async function startCommunityApp(database: Database): Promise<CommunityApp> {
  const t = await startExchangeApp(database);
  return Object.assign(t, {
    async invited(email: string, inviteCode: string) {
      await t.post('/api/sms_mail', { user_string: email, scene: 'register' });
      const code = await lastCode(database, email);
      const res = await t.post('/api/user/register', {
        type: 'email',
        user_string: email,
        code,
        password: 'secret123',
        re_password: 'secret123',
        extension_code: inviteCode,
      });
      if (res.statusCode !== 200) throw new Error(`register: ${res.body}`);
      const data = res.json().data;
      return {
        id: data.user.id as number,
        token: data.token as string,
        inviteCode: data.user.invite_code as string,
      };
    },
    async row(email: string, inviterId: number | null) {
      const user = await insertUser(database.db, {
        identity: { type: 'email', email },
        passwordHash: 'x',
        inviterId,
        lang: 'en',
        now: t.clock(),
      });
      return { id: user.id, inviteCode: user.inviteCode! };
    },
    async inviteCode(userId: number) {
      const [u] = await database.db.select().from(authUsers).where(eq(authUsers.id, userId));
      return u!.inviteCode!;
    },
  });
}
