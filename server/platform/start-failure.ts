/**
 * Runs one start-up step. A configuration problem (config.ts, or a bucket that does not answer)
 * prints its reason alone, without a stack, and exits 1; any other failure is thrown on as it is.
 */
export async function startOrExit<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof Error && err.message.startsWith('Invalid configuration:')) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
