/**
 * Polls `check` until it returns something truthy (then returns it) or the time is up. For work done on the job
 * queue after a request has answered: a mail, a notification, a digest.
 */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 8_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}
