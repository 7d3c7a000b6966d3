// What a piece that shows server data reads: the answer of a query the page runs. ui never fetches (STYLE.md);
// a piece that pages or loads takes a hook from the page (`useAnchors`, `useSounds`…) returning this shape.
// TanStack Query's `useQuery` result fits as is, so a page hands its query hooks straight through.

/** The answer of one query, as far as a piece shows it. */
export interface QueryAnswer<T> {
  /** 'pending' while nothing has arrived (or nothing is asked), 'error' when the query failed. */
  status: 'pending' | 'error' | 'success';
  /** The data once it arrived (a refetch keeps the last). */
  data: T | undefined;
}

/** The answer of a query that asks nothing (yet): what a hook returns for a `null` argument. */
export const NOTHING_ASKED: QueryAnswer<never> = { status: 'pending', data: undefined };
