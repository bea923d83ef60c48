/**
 * Tests only (decision 038): with NODE_ENV=test and ANALYSIS_TEST_DELAY_MS set, each analysis says
 * on stdout which row it started and then waits that long, so a test can kill the process that
 * holds a job mid-analysis. Inert anywhere else: production never sets NODE_ENV=test.
 */
export async function pauseForTests(evidenceId: string): Promise<void> {
  if (process.env.NODE_ENV !== 'test') return;
  const ms = Number(process.env.ANALYSIS_TEST_DELAY_MS ?? 0);
  if (!Number.isFinite(ms) || ms <= 0) return;
  process.stdout.write(`[analysis-test-pause] ${process.pid} ${evidenceId}\n`);
  await new Promise((resolve) => setTimeout(resolve, ms));
}
