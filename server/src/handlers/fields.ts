// Handlers copy named fields into a write, never a whole request body: a field the contract's validation let
// through by mistake (isSuperAdmin, stateId, accountStatus, ownerId, …) then still never reaches the database.

/** The fields of `body` named in `names` that were sent (undefined is not sent; null is, and clears a field). */
export function pickFields<T extends object, K extends keyof T>(body: T, names: readonly K[]): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const name of names) {
    if (Object.hasOwn(body, name) && body[name] !== undefined) picked[name] = body[name];
  }
  return picked;
}
