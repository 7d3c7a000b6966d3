import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { childEnv, PARENT_VAR, reapOrphans } from './children.ts';

const exited = (child: ReturnType<typeof spawn>) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe.skipIf(process.platform !== 'linux')('orphaned helper processes (issue 14 §7)', () => {
  it('ends the children of a server that died, and keeps its own and unmarked ones', async () => {
    // a parent that is gone: the pid of a process that already exited
    const gone = spawnSync('true').pid!;
    const orphan = spawn('sleep', ['30'], { env: { ...process.env, [PARENT_VAR]: String(gone) }, stdio: 'ignore' });
    const mine = spawn('sleep', ['30'], { env: childEnv(), stdio: 'ignore' });
    const unmarked = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      // spawned: each runs `sleep` with its environment in place (no timer guessing how long that takes)
      await Promise.all([orphan, mine, unmarked].map((child) => once(child, 'spawn')));
      const reaped = await reapOrphans();
      expect(reaped).toContain(orphan.pid);
      expect(reaped).not.toContain(mine.pid);
      expect(reaped).not.toContain(unmarked.pid);
      await exited(orphan);
      expect(orphan.signalCode).toBe('SIGKILL');
      expect(mine.exitCode === null && mine.signalCode === null).toBe(true);
    } finally {
      for (const child of [orphan, mine, unmarked]) child.kill('SIGKILL');
    }
  });
});
