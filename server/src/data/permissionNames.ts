// How a refusal names a permission to a person: by the catalogue's name ('Configure state'), the one the role editor
// shows, never by its operation ('state.configure'), which is the contract's and the code's.
import { loadContract } from '../contract';

let names: ReadonlyMap<string, string> | undefined;

/** The catalogue's name of a permission operation, or the operation itself when the catalogue does not list it. */
export function permissionNameOf(operation: string): string {
  names ??= new Map((loadContract('portal')['x-permissions'] ?? []).map((entry) => [entry.operation, entry.name]));
  return names.get(operation) ?? operation;
}

/** The 403 message of a caller whose role lacks `operation`. */
export const lackingPermissionMessage = (operation: string) => `Your role does not allow this: it needs the permission '${permissionNameOf(operation)}'`;

/** Permission operations as a person reads them: their names, quoted, in a list. */
export const permissionNamesOf = (operations: readonly string[]) => operations.map((operation) => `'${permissionNameOf(operation)}'`).join(', ');

/** The 403 message of a caller handing out a role with permissions they lack themselves. */
export const handingOutMessage = (operations: readonly string[]) => `You cannot hand out permissions you do not hold yourself: ${permissionNamesOf(operations)}`;
