import { asc } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { operators, OPERATOR_ROLES, type OperatorRole } from '../../db/schema/operators.ts';
import { cliActor, recordAudit } from '../../modules/audit/audit.ts';
import { addOperator, ENROL_TTL_MS, OperatorExists } from '../../modules/operators/accounts.ts';
import { UsageError, type Command } from '../commands.ts';

// `operators list | add <email> --role <role>`: the console's people. A new operator gets a
// one-time link (72 h) where they choose a password and pair an authenticator app.

/** The link goes to PUBLIC_URL (the server's address as people reach it; local by default). */
export const enrolLink = (token: string) => `${loadConfig().publicUrl}/admin/#/enrol/${token}`;

export const operatorsCommand: Command = async (context, [action, email], flags) => {
  const db = context.database.db;
  if (action === 'list') {
    const rows = await db.select().from(operators).orderBy(asc(operators.id));
    const lines = rows.map(
      (o) =>
        `${o.id}  ${o.email}  ${o.role}  ${o.disabledAt ? 'disabled' : o.totpEnrolledAt ? 'enrolled' : 'enrolment pending'}`,
    );
    return { output: lines.join('\n') || 'No operators yet.', exitCode: 0 };
  }
  if (action === 'add' && email) {
    const role = flags.role as OperatorRole | undefined;
    if (!role || !OPERATOR_ROLES.includes(role))
      throw new UsageError(`--role must be one of ${OPERATOR_ROLES.join(', ')}`);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
      throw new UsageError(`"${email}" is not an e-mail address`);
    const now = context.clock();
    try {
      const token = await db.transaction(async (tx) => {
        const added = await addOperator(tx, now, email, role);
        await recordAudit(tx, now, cliActor(), {
          action: 'operator.add',
          targetType: 'operator',
          targetId: String(added.operator.id),
          before: null,
          after: { email: added.operator.email, role },
        });
        return added.enrolToken;
      });
      return {
        output:
          `Operator ${email.toLowerCase()} (${role}) added. Send them this one-time enrolment link ` +
          `(valid ${ENROL_TTL_MS / 3_600_000} h):\n${enrolLink(token)}`,
        exitCode: 0,
      };
    } catch (error) {
      if (error instanceof OperatorExists) throw new UsageError(error.message);
      throw error;
    }
  }
  throw new UsageError('usage: operators list | operators add <email> --role <role>');
};
