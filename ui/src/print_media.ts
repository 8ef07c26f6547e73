/**
 * What a media query list means in print, written as one the screen evaluates the same way:
 * the closest a page can come to Chromium's print emulation for a document in an iframe.
 * A query's media type decides (Media Queries 4 §2.3, §3): under print, `print` matches and
 * `screen` does not, so `print` becomes `all` and a `screen` query becomes `not all` (or `all`
 * when negated); feature conditions such as `(min-width: …)` stay, the iframe being as wide as
 * the page area.
 */
import { splitTopLevel } from "../../lib/css/top_level.ts";

const QUERY = /^\s*(?:(only|not)\s+)?([a-z-]+)(\s+and\s+[\s\S]*)?$/i;

export function printMediaText(mediaText: string): string {
  if (mediaText.trim() === "") return mediaText;
  // A comma inside parentheses belongs to its query.
  return splitTopLevel(mediaText, ",").map(printQuery).join(", ");
}

function printQuery(query: string): string {
  const match = QUERY.exec(query);
  if (match === null) return query.trim(); // a bare condition: "(min-width: 600px)"
  const [, modifier = "", type, condition = ""] = match;
  const negated = modifier.toLowerCase() === "not";
  switch (type.toLowerCase()) {
    case "print":
      return `${modifier ? `${modifier} ` : ""}all${condition}`;
    case "screen":
      // "not screen and (x)" is "not (false)": true whatever (x) says.
      return negated ? "all" : "not all";
    default:
      return query.trim();
  }
}
