/**
 * Line-break opportunities by the Unicode line breaking algorithm (UAX #14),
 * through the `linebreak` package. Layout applies `white-space`, `word-break`
 * and `overflow-wrap` on top; this lists where the algorithm allows a break.
 */
import LineBreaker from "linebreak";
import type { BreakOpportunity } from "./types.ts";

interface Break {
  position: number;
  required: boolean;
}

interface Breaker {
  nextBreak(): Break | null;
}

const MANDATORY_BREAK_AT_END = /[\n\r\v\f\u0085\u2028\u2029]$/;

/**
 * Where lines may break in `text`: each opportunity is before the UTF-16
 * index `position`. Spaces stay before the break ("Hello world" breaks before
 * "w"); after a hyphen ("foo-bar" before "b") and after a soft hyphen U+00AD
 * (layout draws the hyphen when it takes that break). Mandatory breaks (UAX
 * #14 classes BK, CR, LF, NL: "\n", "\r\n", U+2028, …) are `required` and sit
 * after the break character. The end of the text is listed only when it is a
 * mandatory break (text ending in "\n"); otherwise whether a line may end
 * there depends on what follows, which only layout knows.
 */
export function breakOpportunities(text: string): BreakOpportunity[] {
  const result: BreakOpportunity[] = [];
  const breaker = new (LineBreaker as unknown as new (text: string) => Breaker)(text);
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    if (next.position < text.length) {
      result.push({ position: next.position, required: next.required });
    }
  }
  if (MANDATORY_BREAK_AT_END.test(text)) result.push({ position: text.length, required: true });
  return result;
}
