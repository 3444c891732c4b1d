// What a state offers: the configure pages choose among its classes and subjects, creating the ones it lacks.
import { and, inArray, sql } from 'drizzle-orm';
import { classes, subjects } from '../db/schema';
import type { Scope } from '../db/scoped';
import { notFound } from '../errors';
import { nameOf } from './values';
/**
 * The configure pages' choice. Each named record the state has (by name, case-insensitive) is offered again and
 * otherwise left as it is; each it lacks is created. `offered`, when given, is the whole selection: those records
 * and the named ones are offered, every other one is withdrawn. Runs inside the caller's transaction.
 */
export async function chooseOffered<I extends { name: string }>(
  scope: Scope,
  table: typeof classes | typeof subjects,
  what: { one: string; list: string },
  inputs: I[] | undefined,
  offered: string[] | undefined,
  insert: (input: I, prefix: string) => Promise<string>,
) {
  const chosen = new Set(offered ?? []);
  if (offered?.length) {
    const found = await scope.db.select({ id: table.id }).from(table as typeof classes).where(and(scope.owns(table), inArray(table.id, offered)));
    if (found.length !== chosen.size) throw notFound(what.one);
  }
  for (const [index, input] of (inputs ?? []).entries()) {
    const prefix = `${what.list}.${index}.`;
    const [existing] = await scope.db
      .select({ id: table.id })
      .from(table as typeof classes)
      .where(and(scope.owns(table), sql`lower(${table.name}) = ${nameOf(input.name, `${prefix}name`).toLowerCase()}`));
    chosen.add(existing?.id ?? (await insert(input, prefix)));
  }
  const ids = [...chosen];
  const isChosen = ids.length ? inArray(table.id, ids) : sql`false`;
  await scope.updateOwnedWhere(table as typeof classes, offered ? undefined : isChosen, { offered: offered ? isChosen : true });
}

