/** Asks until `check` passes, for about two seconds: a change made outside the app arrives by NOTIFY, a moment after its commit. */
export async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}
