/**
 * Container queries (CSS Conditional 5 §6): `container-type`, `container-name`, the
 * `container` shorthand, and the @container prelude `[<container-name>]? <container-condition>`.
 * A rule in @container applies to an element whose query container — its nearest ancestor with
 * a `container-type` (and the name asked for, if any) — satisfies the condition. The condition
 * reads as a media condition (width, height, inline-size, aspect-ratio, orientation, the range
 * syntax, and/or/not) about the container's content box; its ems are the initial 16px.
 * Chromium prints them so, evaluated against the laid-out container (container_size.ts). A
 * query container has layout containment, so it is a block formatting context of its own.
 */
import { keyword } from "./kinds.ts";
import { matchesQueries, type MediaEnvironment } from "./media.ts";
import { type MediaQuery, parseMediaQueryList } from "./media_query.ts";
import { longhand, type Property } from "./property.ts";
import type { Shorthand } from "./shorthands.ts";
import { isSlash, keywordOf, type Tokens } from "./value.ts";

export type ContainerType = "normal" | "size" | "inline-size";

/** container-type (§6.1): whether the box is a query container, and for which axes. */
export const CONTAINER_TYPE = longhand(
  "container-type",
  keyword<ContainerType>(["normal", "size", "inline-size"]),
  { inherited: false, initial: "normal" },
);

/** Names a container may not take (§6.2): they would read as something else. */
const NOT_NAMES = new Set(["none", "and", "not", "or", "normal", "auto", "default"]);

function containerNames(tokens: Tokens): string[] | null {
  if (keywordOf(tokens, ["none"])) return [];
  const names = tokens.map((node) => node.type === "Identifier" ? node.name : null);
  if (names.length === 0 || names.some((n) => n === null || NOT_NAMES.has(n.toLowerCase()))) {
    return null;
  }
  return names as string[];
}

/** container-name (§6.2): `none | <custom-ident>+`, the names @container may ask for. */
export const CONTAINER_NAME: Property<string[], string[], string[]> = longhand(
  "container-name",
  { parse: containerNames, compute: (names) => names },
  { inherited: false, initial: "none" },
);

/** `container: <'container-name'> [ / <'container-type'> ]?` (§6.3). */
export const CONTAINER: Shorthand = {
  name: "container",
  longhands: [CONTAINER_NAME, CONTAINER_TYPE],
  expand(tokens) {
    const slash = tokens.findIndex(isSlash);
    const names = containerNames(slash < 0 ? tokens : tokens.slice(0, slash));
    const type = slash < 0 ? "normal" : CONTAINER_TYPE.parse(tokens.slice(slash + 1));
    if (names === null || type === null) return null;
    return new Map<Property, unknown>([[CONTAINER_NAME, names], [CONTAINER_TYPE, type]]);
  },
};

/** An @container prelude: the container name asked for (null: any) and the condition. */
export interface ContainerQuery {
  readonly name: string | null;
  readonly condition: readonly MediaQuery[];
}

/** The prelude of an @container rule; null when it is invalid, which drops the rule. */
export function parseContainerPrelude(prelude: string): ContainerQuery | null {
  const named = /^\s*(-?[_a-zA-Z][-\w]*)\s+(?=[(a-zA-Z])/.exec(prelude);
  const name = named && !NOT_NAMES.has(named[1].toLowerCase()) ? named[1] : null;
  const queries = parseMediaQueryList(name === null ? prelude : prelude.slice(named![0].length));
  // One condition, without a media type: `(min-width: 400px)`, `not (width > 30em)`.
  if (queries.length !== 1 || queries[0] === null || queries[0].type !== null) return null;
  return { name, condition: queries as MediaQuery[] };
}

/** The content box of a query container; height null when it does not contain that axis. */
export interface ContainerSize {
  width: number;
  height: number | null;
}

/** Whether a container of this size satisfies the query's condition. */
export function matchesContainer(query: ContainerQuery, size: ContainerSize): boolean {
  // A query about an axis the container does not contain compares NaN: never true.
  const env: MediaEnvironment = { width: size.width, height: size.height ?? NaN };
  return matchesQueries(query.condition, env);
}
