import { execFileSync } from 'node:child_process';
import { test, expect } from '@playwright/test';
import { exited, portAnswers, startOwnServer } from './own-server';

/** Every process whose parent is `pid`, and theirs (ps, as a process manager would see them). */
function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=']).toString().trim().split('\n');
  const pairs = rows.map((row) => row.trim().split(/\s+/).map(Number) as [number, number]);
  const children = pairs.filter(([, ppid]) => ppid === pid).map(([child]) => child);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Issue 12 item 10: process managers send SIGTERM to the npm process, not to the node behind it.
test('npm start stops the server when the npm process gets SIGTERM: the port is free within 5 s and no node process is left', async () => {
  test.setTimeout(90_000);
  const server = await startOwnServer('npm');
  const npmPid = server.process.pid!;
  const family = descendants(npmPid);
  expect(family.length, 'npm runs the server in a child process').toBeGreaterThan(0);
  try {
    server.process.kill('SIGTERM');
    await expect.poll(() => portAnswers(server.port), { timeout: 5000, intervals: [100] }).toBe(false);
    expect(await exited(server.process, 5000)).toBe(true);
    await expect.poll(() => family.filter(alive), { timeout: 5000, intervals: [100] }).toEqual([]);
  } finally {
    // Whatever the outcome, this test leaves nothing of its own running.
    for (const pid of family.filter(alive)) process.kill(pid, 'SIGKILL');
  }
});
