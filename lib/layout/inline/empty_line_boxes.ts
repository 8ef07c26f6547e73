/**
 * Inline boxes on a line that is no line box (CSS 2.2 §9.4.2: it holds nothing but inline boxes
 * without content, margins, borders or padding). Such a line takes no room, but the elements in
 * it are placed as on a zero-height line: an empty `<a id>` or `<span id>` alone in its block is
 * still a link target, which Chromium gives a named destination where the line would start. Each
 * keeps its place as an empty box of its element, for navigation and page marks to find.
 */
import type { BoxFragment } from "../fragment.ts";
import type { LineWords } from "./line_breaker.ts";
import type { InlineBoxInfo } from "./paragraph.ts";

/** The inline boxes of elements that start on `line`. */
export function elementBoxesOn(line: LineWords): InlineBoxInfo[] {
  return line.words.flatMap((word) =>
    word.units.flatMap((unit) => unit.kind === "open" && unit.box.element ? [unit.box] : [])
  );
}

/** An empty box of `box`'s element at `x`, `y`: its place on a zero-height line. */
export function emptyLineBox(box: InlineBoxInfo, x: number, y: number): BoxFragment {
  const none = { top: 0, right: 0, bottom: 0, left: 0 };
  return {
    kind: "box",
    style: box.style,
    element: box.element,
    x,
    y,
    width: 0,
    height: 0,
    border: none,
    padding: none,
    children: [],
  };
}
