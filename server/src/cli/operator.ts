// The operator's command line: `npm run operator -- <command>` (see HELP in commands.ts).
// With DATABASE_URL it works on PostgreSQL directly. With the embedded PGlite store, which allows
// one process per data directory, it hands the command to the running server (loopback + the token
// in DATA_DIR/server.json) or, when no server runs, opens the data directory itself.
import { existsSync } from 'node:fs';
import { databaseOptions, loadConfig, type Config } from '../config.ts';
import { migrate, openDatabase } from '../db/index.ts';
import { Ledger } from '../ledger/index.ts';
import { openRealtime } from '../modules/cluster/realtime.ts';
import { seedReferenceData } from '../modules/seed/index.ts';
import { runOperatorCommand, type CommandResult } from './commands.ts';
import { runningServer, type ServerInfo } from './server-file.ts';

async function viaServer(server: ServerInfo, argv: string[]): Promise<CommandResult> {
  const response = await fetch(`${server.url}/_operator`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': server.operatorToken },
    body: JSON.stringify({ argv }),
  });
  if (!response.ok)
    throw new Error(
      `the running server (pid ${server.pid}) refused the command: HTTP ${response.status}`,
    );
  return (await response.json()) as CommandResult;
}

async function direct(config: Config, argv: string[]): Promise<CommandResult> {
  const options = databaseOptions(config);
  if (options.dataDir && !existsSync(options.dataDir)) {
    return {
      output: `No database in ${options.dataDir}. Start the server once (npm start), or set DATA_DIR or DATABASE_URL.`,
      exitCode: 2,
    };
  }
  const database = await openDatabase(options);
  const ledger = new Ledger(database);
  let realtime: Awaited<ReturnType<typeof openRealtime>> | undefined;
  try {
    await migrate(database);
    await seedReferenceData(database);
    // On PostgreSQL the running instances' sockets hear what a command does (a review decided,
    // a credit), as if a server had done it.
    realtime = await openRealtime(database, ledger, { warn: () => {}, error: console.error });
    const events = realtime.events;
    return await runOperatorCommand({ database, ledger, clock: () => new Date(), events }, argv);
  } finally {
    await ledger.idle();
    await realtime?.close();
    await database.close();
  }
}

async function main(): Promise<number> {
  const config = loadConfig();
  const argv = process.argv.slice(2);
  const server = config.databaseUrl ? undefined : runningServer(config.dataDir);
  try {
    const result = server ? await viaServer(server, argv) : await direct(config, argv);
    (result.exitCode === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
    return result.exitCode;
  } catch (err) {
    process.stderr.write(`operator: ${(err as Error).message}\n`);
    return 1;
  }
}

process.exitCode = await main();
