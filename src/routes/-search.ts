// A list's or a page's choices kept in the URL (docs/architecture.md, "Lists driven by the route's search params"):
// a reload, a shared link and the back button keep them. A route declares `validateSearch` with the schema below; a
// missing or malformed value is dropped rather than an error, since a link someone typed or shortened is still a
// link to the page.
import { searchParams, uuidParam } from '../lib/searchParams';

/** The search of a page whose choices are record ids (`?sessionId=…&classId=…`): each a uuid or absent. */
export function idSearch<const Key extends string>(keys: readonly Key[]) {
  const schema = searchParams(Object.fromEntries(keys.map((key) => [key, uuidParam])) as Record<Key, typeof uuidParam>);
  return (search: Record<string, unknown>) => schema.parse(search) as Partial<Record<Key, string>>;
}
