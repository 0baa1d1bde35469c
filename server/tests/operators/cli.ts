import type { WithdrawApp } from '../withdraw/fixture.ts';

/** `operators add <email> --role reviewer` through the CLI; the token read from the printed link. */
export async function addViaCli(t: WithdrawApp, email: string) {
  const result = await t.operator('operators', 'add', email, '--role', 'reviewer');
  if (result.exitCode !== 0) throw new Error(result.output);
  const token = /\/admin\/#\/enrol\/([A-Za-z0-9_-]+)$/m.exec(result.output)?.[1];
  if (!token) throw new Error(`no link in: ${result.output}`);
  return { operator: { token }, output: result.output };
}
