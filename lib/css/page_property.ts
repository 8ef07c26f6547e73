/**
 * `page` (CSS Paged Media 3 §4.4.1): the named page a box goes on, `auto` for its parent's.
 * Page names are case-sensitive <custom-ident>s, which `auto` cannot be.
 */
import { longhand, type Property } from "./property.ts";

/** A page name, or "auto". */
export type PageValue = string;

export const PAGE: Property<PageValue, PageValue, PageValue> = longhand<PageValue, PageValue>(
  "page",
  {
    parse: (tokens) => {
      if (tokens.length !== 1 || tokens[0].type !== "Identifier") return null;
      const name = tokens[0].name;
      return name.toLowerCase() === "auto" ? "auto" : name;
    },
    compute: (name) => name,
  },
  { inherited: false, initial: "auto" },
);
