/**
 * Cross references and leaders (CSS Generated Content 3 §3, GCPM 3): `target-counter()` and
 * `target-counters()` show a counter's value at an element — the page number where it lands
 * for `page`, any other counter as box generation counted it there (WeasyPrint's and Prince's
 * reading: "chapter 3 on page 7") —, `target-text()` its text, and `leader()` fills the rest
 * of its line with a pattern — a table of contents with dot leaders and page numbers. Page
 * numbers, values of targets later in the document and the room a leader has are only known
 * after a pass, so layout runs again with what the last pass found (render.ts): twice when
 * targets are used, three times with leaders, and once when neither is.
 */
import type { Element } from "domhandler";
import { type GcpmItem, inheritFrom, targetId } from "../../css/mod.ts";
import type { ComputedStyle } from "../../css/types.ts";
import { measureText } from "../../text/mod.ts";
import type { FontRegistry } from "../../text/mod.ts";
import type { InlineNode } from "../box.ts";
import type { CounterScopes } from "../counters.ts";
import type { ElementRef } from "../element_ref.ts";
import type { BoxFragment, LineFragment } from "../fragment.ts";
import { forEachElementFragment } from "./element_fragments.ts";
import { counterText } from "../list_marker.ts";
import { elementText } from "./element_text.ts";
import type { Fragmentainer } from "./fragmentainer.ts";

/** A leader as generated: its pattern, style and the reference its box carries. */
interface Leader {
  pattern: string;
  style: ComputedStyle;
  ref: ElementRef;
}

/** The right edge of what a line holds (text advances, boxes' border boxes). */
function usedRight(line: LineFragment): number {
  let right = line.x;
  for (const child of line.children) {
    if (child.kind === "text") right = Math.max(right, child.x + child.run.width);
    else if (child.kind === "marker-symbol") right = Math.max(right, child.x + child.size);
    else right = Math.max(right, child.x + child.width);
  }
  return right;
}

export class CrossReferences {
  /** Page counter values by target id, from the last layout; null before the first. */
  #pages: Map<string, number> | null = null;
  /** Leader box widths by document order, from the last layout; empty before. */
  #widths: number[] = [];
  /** The leaders of the boxes being built, in document order. */
  #leaders: Leader[] = [];
  #ids: Map<string, Element> | null = null;
  /** The counters in scope at each element with an id, as the last box generation met them. */
  readonly #counters = new Map<string, ReadonlyMap<string, readonly number[]>>();
  /** Whether the document uses targets; whether it has leaders. */
  #targets = false;

  /**
   * `root`: the document's root element, whose descendants targets name by id; `registry`
   * measures leader patterns.
   */
  constructor(readonly root: Element, readonly registry: FontRegistry) {}

  /** Whether the boxes built use a target function or a leader. */
  get used(): boolean {
    return this.#targets || this.#leaders.length > 0;
  }

  /** Whether the boxes built have leaders. */
  get hasLeaders(): boolean {
    return this.#leaders.length > 0;
  }

  /** Box generation starts again: leaders are counted from the first. */
  startBuild(): void {
    this.#leaders = [];
  }

  /** The text of a target function in generated content; "" for other GCPM items. */
  text(item: GcpmItem): string {
    switch (item.type) {
      case "target-counter":
      case "target-counters": {
        this.#targets = true;
        const id = targetId(item.target);
        const values = id === null ? [] : this.#valuesAt(id, item.name);
        // A counter not in scope at the target (or no target) shows as 0 (CSS Lists 3 §4.4).
        return counterText(item, values.length > 0 ? values : [0]);
      }
      case "target-text": {
        const id = targetId(item.target);
        const element = id === null ? undefined : this.#idIndex().get(id);
        if (!element || item.part === "before" || item.part === "after") return "";
        return elementText(element, item.part === "content" ? "text" : item.part);
      }
      default:
        return "";
    }
  }

  /**
   * A leader (GC 3 §3.3): an inline-block as wide as the room the last layout left on its
   * line, holding as many copies of its pattern as fit, right-aligned so what follows ends
   * the line; empty until that room is known.
   */
  leader(pattern: string, style: ComputedStyle): InlineNode {
    const ref: ElementRef = { name: "leader", attribs: {} };
    const width = this.#widths[this.#leaders.length] ?? 0;
    this.#leaders.push({ pattern, style, ref });
    const box = inheritFrom(
      style,
      `display:inline-block;white-space:pre;text-align:right;width:${width}px;` +
        "text-indent:0;margin:0;padding:0;border:none",
    );
    const one = pattern ? measureText(pattern, box, this.registry) : 0;
    const copies = one > 0 ? Math.floor((width + 0.01) / one) : 0;
    const nodes: InlineNode[] = copies > 0
      ? [{ kind: "text", text: pattern.repeat(copies), style: box, decorations: [] }]
      : [];
    return {
      kind: "atomic",
      style: box,
      box: {
        kind: "block",
        style: box,
        element: ref,
        content: { type: "inline", nodes },
        marker: null,
      },
    };
  }

  /**
   * Reads a laid-out pass: the page counter value (`pageNumbers`) where each element with
   * an id starts, and, once page numbers were shown, the room on each leader's line.
   */
  update(root: BoxFragment, pages: Fragmentainer, pageNumbers: readonly number[]): void {
    const measureLeaders = this.#pages !== null && this.#leaders.length > 0;
    const found = new Map<string, number>();
    const leaderRefs = new Map(this.#leaders.map((l, i) => [l.ref, i]));
    const widths: number[] = this.#leaders.map(() => 0);
    forEachElementFragment(root, (f, top, line) => {
      const id = f.element?.attribs.id;
      if (id && !found.has(id)) found.set(id, pageNumbers[pages.pageIndex(top)] ?? 0);
      const leader = f.element ? leaderRefs.get(f.element) : undefined;
      if (leader !== undefined && line) {
        // A hundredth short of the room, so that float noise never wraps what follows.
        widths[leader] = Math.max(0, f.width + line.x + line.width - usedRight(line) - 0.01);
      }
    });
    this.#pages = found;
    if (measureLeaders) this.#widths = widths;
  }

  /**
   * Box generation reached `element` with `counters` in scope, its own counter properties
   * applied: what target-counter(s)() show when they point at it (GC 3 §3.1).
   */
  counted(element: Element, counters: CounterScopes): void {
    const id = element.attribs.id;
    if (id && this.#idIndex().get(id) === element) this.#counters.set(id, counters.inScope());
  }

  /** A counter's values at target `id`, outermost first; the page counter's where it lands. */
  #valuesAt(id: string, name: string): readonly number[] {
    if (name === "page") return [this.#pages?.get(id) ?? 0];
    return this.#counters.get(id)?.get(name) ?? [];
  }

  #idIndex(): Map<string, Element> {
    if (this.#ids) return this.#ids;
    const ids = new Map<string, Element>();
    const walk = (element: Element) => {
      const id = element.attribs.id;
      if (id && !ids.has(id)) ids.set(id, element);
      for (const child of element.children) {
        if (child.type === "tag") walk(child as Element);
      }
    };
    walk(this.root);
    return this.#ids = ids;
  }
}
