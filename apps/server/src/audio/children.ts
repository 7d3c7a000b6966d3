// Helper processes (ffmpeg) must not outlive the server. A graceful stop aborts them; a `kill -9` of the
// server cannot, and left 1-2 ffmpeg processes running per kill (issue 14 §7). Every child is started with
// the server's pid in its environment, and a starting server ends the children of servers that are gone.
// (Linux reads other processes' environments from /proc; elsewhere the sweep does nothing.)
import { readdir, readFile } from 'node:fs/promises';

/// The environment variable naming the server process that started a child.
export const PARENT_VAR = 'PEIYIN_PARENT_PID';

/// The environment for a child process: ours, plus who its parent is.
export function childEnv(): NodeJS.ProcessEnv {
  return { ...process.env, [PARENT_VAR]: String(process.pid) };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/// Ends (SIGKILL) every process marked with a server pid that no longer runs; answers their pids. A parent
/// pid reused by an unrelated process keeps its orphans alive (the safe side).
export async function reapOrphans(procDir = '/proc'): Promise<number[]> {
  let entries: string[];
  try {
    entries = await readdir(procDir);
  } catch {
    return [];
  }
  const reaped: number[] = [];
  const marker = `${PARENT_VAR}=`;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (pid === process.pid) continue;
    let environ: string;
    try {
      environ = await readFile(`${procDir}/${entry}/environ`, 'latin1');
    } catch {
      continue; // gone, or someone else's
    }
    const at = environ.startsWith(marker) ? 0 : environ.indexOf(`\0${marker}`) + 1;
    if (at <= 0 && !environ.startsWith(marker)) continue;
    const end = environ.indexOf('\0', at);
    const parent = Number(environ.slice(at + marker.length, end < 0 ? undefined : end));
    if (!Number.isSafeInteger(parent) || parent <= 0 || parent === process.pid || alive(parent)) continue;
    try {
      process.kill(pid, 'SIGKILL');
      reaped.push(pid);
    } catch {
      // ended meanwhile
    }
  }
  return reaped;
}
