import { recentMessages } from '../../modules/outbox/read.ts';
import { UsageError, type Command } from '../commands.ts';

/** `outbox [--target x] [--last n]`: how a developer reads the codes the app sent. */
export const outboxCommand: Command = async ({ database }, _args, flags) => {
  const last = flags.last === undefined ? 10 : Number(flags.last);
  if (!Number.isInteger(last) || last < 1 || last > 1000)
    throw new UsageError('--last must be a whole number from 1 to 1000');
  const target = flags.target?.includes('@') ? flags.target.trim().toLowerCase() : flags.target;
  const rows = await recentMessages(database.db, { ...(target ? { target } : {}), last });
  if (rows.length === 0) return { output: 'The outbox is empty.', exitCode: 0 };
  const lines = rows.map((row) => {
    const status = row.sentAt ? 'sent' : row.error ? `failed: ${row.error}` : 'not sent';
    return `#${row.id} ${row.createdAt.toISOString()} ${row.channel} ${row.target} (${status})\n  ${row.subject}\n  ${row.body}`;
  });
  return { output: lines.join('\n'), exitCode: 0 };
};
