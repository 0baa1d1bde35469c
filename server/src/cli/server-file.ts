import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A running server announces itself in DATA_DIR/server.json (mode 0600): its pid, its loopback
// address and a random operator token. The CLI uses it to hand commands to the server instead of
// opening the same PGlite files a second time (PGlite allows one process per data directory).

export interface ServerInfo {
  pid: number;
  url: string;
  operatorToken: string;
}

export function serverFilePath(dataDir: string): string {
  return path.join(dataDir, 'server.json');
}

export function writeServerFile(dataDir: string, info: ServerInfo): void {
  writeFileSync(serverFilePath(dataDir), JSON.stringify(info), { mode: 0o600 });
}

export function removeServerFile(dataDir: string): void {
  rmSync(serverFilePath(dataDir), { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server running on this data directory, if any (a stale file from a crash is ignored). */
export function runningServer(dataDir: string): ServerInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(serverFilePath(dataDir), 'utf8')) as ServerInfo;
    return info.pid !== process.pid && alive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}
