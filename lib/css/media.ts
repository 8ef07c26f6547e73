/**
 * Media queries (Media Queries 4 §3) evaluated as Chromium evaluates them when it prints: the
 * `print` and `all` types match, every other type does not, and features take the values of
 * media_features.ts. Conditions use three-valued logic (§3.2): a <general-enclosed> part or
 * an unknown feature is unknown, `not unknown` stays unknown, and a query that ends unknown
 * does not match.
 */
import type { MediaEnvironment } from "./media_features.ts";
import { type MediaCondition, type MediaQuery, parseMediaQueryList } from "./media_query.ts";

export type { MediaEnvironment };

/** true, false or unknown (null). */
type Tri = boolean | null;

function evaluate(condition: MediaCondition, env: MediaEnvironment): Tri {
  switch (condition.kind) {
    case "feature":
      return condition.matches(env);
    case "unknown":
      return null;
    case "not": {
      const operand = evaluate(condition.operand, env);
      return operand === null ? null : !operand;
    }
    case "and":
    case "or": {
      // `and` is decided by a false operand, `or` by a true one; else unknown wins.
      const decisive = condition.kind === "or";
      let result: Tri = !decisive;
      for (const operand of condition.operands) {
        const value = evaluate(operand, env);
        if (value === decisive) return decisive;
        if (value === null) result = null;
      }
      return result;
    }
  }
}

/** One query: its type and condition joined by `and`, then `not` (§2.2). */
function matchesQuery(query: MediaQuery, env: MediaEnvironment): boolean {
  const typeMatches = query.type === null || query.type === "all" || query.type === "print";
  let result: Tri = !typeMatches ? false : query.condition ? evaluate(query.condition, env) : true;
  if (query.negated && result !== null) result = !result;
  return result === true;
}

/**
 * A <media-query-list> given as text (a media attribute, an @media or @import prelude):
 * whether any of its queries matches; an empty list matches everything.
 */
export function matchesMedia(text: string, env: MediaEnvironment): boolean {
  return matchesQueries(parseMediaQueryList(text), env);
}

/** Parsed queries (null where one is malformed): whether any matches; none matches all. */
export function matchesQueries(
  queries: ReadonlyArray<MediaQuery | null>,
  env: MediaEnvironment,
): boolean {
  return queries.length === 0 ||
    queries.some((query) => query !== null && matchesQuery(query, env));
}
