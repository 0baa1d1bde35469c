import { parseArgs } from 'node:util';
import type { Database } from '../db/index.ts';
import type { Ledger } from '../ledger/index.ts';
import type { EventBus } from '../modules/events/bus.ts';
import '../modules/review/kinds.ts';
import { coinRulesCommand } from './commands/coin-rules.ts';
import { creditCommand } from './commands/credit.ts';
import { outboxCommand } from './commands/outbox.ts';
import { reconcileCommand } from './commands/reconcile.ts';
import { reviewCommand } from './commands/review.ts';
import { settingCommand } from './commands/setting.ts';
import { jobsCommand } from './commands/jobs.ts';
import { operatorsCommand } from './commands/operators.ts';
import { trustCommand } from './commands/trust.ts';

// The operator's commands, as functions of a database: the CLI runs them on its own connection,
// or hands them to the running server (same code either way).

export interface OperatorContext {
  database: Database;
  ledger: Ledger;
  clock: () => Date;
  /** The running server's event bus (so decisions reach connected users); absent in a stand-alone CLI. */
  events?: EventBus;
}

export interface CommandResult {
  output: string;
  exitCode: number;
}

export type Flags = {
  target?: string;
  last?: string;
  account?: string;
  key?: string;
  reason?: string;
  reference?: string;
  at?: string;
  role?: string;
};
export type Command = (
  context: OperatorContext,
  args: string[],
  flags: Flags,
) => Promise<CommandResult>;

/** An operator mistake (bad arguments, unknown user...): reported in one line, exit code 2. */
export class UsageError extends Error {}

export const HELP = `Usage: npm run operator -- <command>
  outbox [--target <address>] [--last <n>]        latest messages (verification codes in development)
  credit <user-email-or-id> <currency> <amount> [--account spot] [--key <idempotency-key>]
                                                  credit a user as an external inflow (a deposit)
  reconcile                                       audit the ledger (exit 1 on problems)
  review list [kind]                              items waiting for a decision (kinds: deposit, withdraw,
                                                  kyc_basic, kyc_advanced, subscription, otc_appeal)
  review approve <kind> <id> [--reference <ref>]  withdraw: --reference (the payout's chain tx hash or bank
                                                  reference) is required, stored and shown to the user
  review reject <kind> <id> [--reason <text>]     (otc_appeal: approve = the appellant wins, reject = the other side)
  coin-rules list                                 per coin: deposit minimum and fee, withdraw minimum, fees and bank payout
  coin-rules set <coin> <rule> <value>            rules: deposit.minimum, deposit.fee_rate, withdraw.minimum,
                                                  withdraw.fee_rate, withdraw.fee_fixed, withdraw.bank (on|off)
  setting list | setting get <key> | setting set <key> <value>
                                                  e.g. customer_url, spot.fee_rate, otc.fee_rate, otc.margin_amount
  trust accrue [--at <ISO time>]                  run the interest and copy-trading settlement jobs as of a time
  jobs list | jobs run <name|all> [--at <ISO time>]
                                                  run background jobs (yields, lock-up release, otc.expire...) as of a time
  operators list | operators add <email> --role <viewer|reviewer|finance|editor|admin>
                                                  console operators; add prints a one-time enrolment link
review, credit, coin-rules set, setting set and operators add are written to the audit log (actor cli:<os user>).`;

const COMMANDS: Record<string, Command> = {
  outbox: outboxCommand,
  credit: creditCommand,
  'coin-rules': coinRulesCommand,
  reconcile: reconcileCommand,
  review: reviewCommand,
  setting: settingCommand,
  trust: trustCommand,
  jobs: jobsCommand,
  operators: operatorsCommand,
};

export async function runOperatorCommand(
  context: OperatorContext,
  argv: string[],
): Promise<CommandResult> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        target: { type: 'string' },
        last: { type: 'string' },
        account: { type: 'string' },
        key: { type: 'string' },
        reason: { type: 'string' },
        reference: { type: 'string' },
        at: { type: 'string' },
        role: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [name, ...args] = positionals;
    const command = name ? COMMANDS[name] : undefined;
    if (values.help || !command) return { output: HELP, exitCode: values.help ? 0 : 2 };
    return await command(context, args, values);
  } catch (err) {
    const known =
      err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (known) return { output: `error: ${(err as Error).message}`, exitCode: 2 };
    throw err;
  }
}
