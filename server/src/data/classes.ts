// Classes: how one leaves the server, and the rules of creating and changing them in a state.
import { and, asc, ne, sql } from 'drizzle-orm';
import { classes } from '../db/schema';
import type { Scope } from '../db/scoped';
import type { components } from '../../../src/api/schema.gen';

type Schemas = components['schemas'];
import { conflict } from '../errors';
import { chooseOffered } from './offered';
import { armsOf, nameOf, sameName, textOrNull } from './values';

type ClassRow = typeof classes.$inferSelect;

/** Written in school order; the `Record` makes the compiler insist on every type the contract lists. */
const everyClassType: Record<Schemas['ClassType'], true> = { Nursery: true, Primary: true, 'Junior Secondary': true, 'Senior Secondary': true };
export const classTypes = Object.keys(everyClassType) as Schemas['ClassType'][];

export const findClass = (scope: Scope, id: string) => scope.findOwned(classes, id, 'Class');

export const classOf = (row: ClassRow): Schemas['Class'] => ({
  id: row.id,
  name: row.name,
  description: row.description,
  classType: row.classType,
  arms: row.arms,
  offered: row.offered,
  createdAt: row.createdAt.toISOString(),
});

export async function classesOf(scope: Scope): Promise<Schemas['Class'][]> {
  return (await scope.listOwned(classes, undefined, asc(sql`lower(${classes.name})`), asc(classes.name))).map(classOf);
}

/** Class names are unique in a state, whatever their case. */
async function checkClassName(scope: Scope, name: string, field: string, exceptId?: string) {
  const clash = await scope.findOwnedWhere(classes, and(sameName(classes.name, name), exceptId ? ne(classes.id, exceptId) : undefined));
  if (clash) throw conflict(`A class named ${name} already exists`, field);
}

/** Creates a class; `prefix` places the fields named in errors (`classes.2.` for the third of a list). */
export async function insertClass(scope: Scope, input: Schemas['ClassInput'], prefix = ''): Promise<string> {
  const name = nameOf(input.name, `${prefix}name`);
  await checkClassName(scope, name, `${prefix}name`);
  const [row] = await scope.insertOwned(classes, { name, description: textOrNull(input.description), classType: input.classType, arms: armsOf(input.arms ?? [], `${prefix}arms`) });
  if (!row) throw new Error('Class not created');
  return row.id;
}

export async function updateClassRecord(scope: Scope, id: string, input: Schemas['ClassUpdate']) {
  await findClass(scope, id);
  const name = input.name === undefined ? undefined : nameOf(input.name, 'name');
  if (name) await checkClassName(scope, name, 'name', id);
  await scope.updateOwned(
    classes,
    id,
    {
      ...(name && { name }),
      ...(input.description !== undefined && { description: textOrNull(input.description) }),
      ...(input.classType && { classType: input.classType }),
      ...(input.arms && { arms: armsOf(input.arms, 'arms') }),
    },
    'Class',
  );
}

export const chooseOfferedClasses = (scope: Scope, body: Schemas['AddClassesToStateRequest']) =>
  chooseOffered(scope, classes, { one: 'Class', list: 'classes' }, body.classes, body.offered, (input, prefix) => insertClass(scope, input, prefix));
