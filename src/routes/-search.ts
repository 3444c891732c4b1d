// A list's or a page's choices kept in the URL (docs/architecture.md, "Lists driven by the route's search params"):
// a reload, a shared link and the back button keep them. A route declares `validateSearch` with the schema below; a
// missing or malformed value is dropped rather than an error, since a link someone typed or shortened is still a
// link to the page.
import { searchParams, uuidParam } from '../lib/searchParams';

/**
 * A route's `validateSearch` from the reader of its params. The router gives a route the address's whole search with
 * the reader's answer laid over it, so a param the reader dropped (a month 13, a page "abc", a sort by a column that
 * does not exist) would still reach the loader and the page as typed: each param of the address the reader did not
 * keep is laid over as undefined. Bind it outside the route's options (`const validateSearch = routeSearch(read)`): inside
 * them, the router's types take the search for {}.
 */
export function routeSearch<Search extends object>(read: (raw: Record<string, unknown>) => Search): (raw: Record<string, unknown>) => Search {
  return (raw) => ({ ...Object.fromEntries(Object.keys(raw).map((key) => [key, undefined])), ...read(raw) });
}

/** The search of a page whose choices are record ids (`?sessionId=…&classId=…`): each a uuid or absent. */
export function idSearch<const Key extends string>(keys: readonly Key[]) {
  const schema = searchParams(Object.fromEntries(keys.map((key) => [key, uuidParam])) as Record<Key, typeof uuidParam>);
  return routeSearch((search) => schema.parse(search) as Partial<Record<Key, string>>);
}
