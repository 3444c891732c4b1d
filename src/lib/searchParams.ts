// The readers of a page's URL search params (docs/architecture.md, "Lists driven by the route's search params"). Not
// zod: every route's `validateSearch` is part of the route tree, which a first visit to any page but /login
// downloads, and zod would come with them (about 10 KB gzip) for pages that visitor never opens. A reader gives the
// value, or undefined when it is missing or malformed: a link someone typed or shortened still opens the page.

/** Reads one search param: its value, or undefined when missing or malformed. */
export type SearchParam<T> = (raw: unknown) => T | undefined;

/** A search's params, each optional. */
export type SearchOf<Params extends Record<string, SearchParam<unknown>>> = {
  [Key in keyof Params]?: Params[Key] extends SearchParam<infer T> ? T : never;
};

// zod's uuid: any RFC 9562 version, and the nil and max ids.
const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const isoDatePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

const matching =
  (pattern: RegExp): SearchParam<string> =>
  (raw) =>
    typeof raw === 'string' && pattern.test(raw) ? raw : undefined;

/** Text, trimmed, of 1 to `maxLength` characters. */
export const textParam =
  (maxLength = 100): SearchParam<string> =>
  (raw) => {
    if (typeof raw !== 'string') return undefined;
    const text = raw.trim();
    return text.length >= 1 && text.length <= maxLength ? text : undefined;
  };

/** A record's id. */
export const uuidParam: SearchParam<string> = matching(uuidPattern);
/** A day, `YYYY-MM-DD`. */
export const isoDateParam: SearchParam<string> = matching(isoDatePattern);
/** A month, `YYYY-MM`. */
export const monthParam: SearchParam<string> = matching(monthPattern);

/** One of `values`. */
export const oneOfParam =
  <const T extends string>(values: readonly T[]): SearchParam<T> =>
  (raw) =>
    (values as readonly unknown[]).includes(raw) ? (raw as T) : undefined;

/** A whole number from `min` to `max` (the router gives `?page=2` as a number, a hand-typed one may be text). */
export const wholeNumberParam =
  (min: number, max: number): SearchParam<number> =>
  (raw) => {
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
  };

/** A search read param by param: only the params named, and only those with a good value. */
export function searchParams<const Params extends Record<string, SearchParam<unknown>>>(params: Params) {
  return {
    parse(raw: unknown): SearchOf<Params> {
      const values = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const search: Record<string, unknown> = {};
      for (const [key, read] of Object.entries(params)) {
        const value = read(values[key]);
        if (value !== undefined) search[key] = value;
      }
      return search as SearchOf<Params>;
    },
  };
}
