/**
 * What elements give the pages they land on: named strings (`string-set`, GCPM 3 §1),
 * running elements (`position: running()`, GCPM 3 §2), footnotes (`float: footnote`, GCPM 3
 * §3, on the page of their call) and changes of the page counter (page_counters.ts). Box
 * generation records them by element; once the flow is laid out
 * each element's first fragment says which page it starts on, and each page gets the
 * values its margin boxes show: the first or last assignment on the page, or the one in
 * force when the page starts (§1.2.2 `first`, `start`, `last`, `first-except`).
 */
import type { Element } from "domhandler";
import {
  COMPUTED_FLOAT,
  COMPUTED_POSITION,
  type ContentItem,
  PAGED_MEDIA_PROPERTIES,
  type PagePosition,
  runningName,
  type StringSetItem,
  type StyledDocument,
} from "../../css/mod.ts";
import type { ComputedStyle } from "../../css/types.ts";
import { anonymousStyle } from "../anonymous_style.ts";
import type { BlockBox, InlineNode } from "../box.ts";
import type { CounterScopes } from "../counters.ts";
import type { ElementRef } from "../element_ref.ts";
import type { BoxFragment } from "../fragment.ts";
import { forEachElementFragment } from "./element_fragments.ts";
import { counterText } from "../list_marker.ts";
import { elementText } from "./element_text.ts";
import type { Fragmentainer } from "./fragmentainer.ts";
import type { PageCounterChanges } from "./page_counters.ts";

/** A pseudo-element's style and the boxes of its content. */
export interface GeneratedNodes {
  style: ComputedStyle;
  nodes: InlineNode[];
}

/** What one element gives the page it starts on. */
interface PageMark {
  strings: Array<{ name: string; value: string }>;
  running: Array<{ name: string; box: BlockBox }>;
  counters: PageCounterChanges | null;
  /** The footnote whose call this is. */
  footnote?: BlockBox;
}

/** A mark placed: the page its element starts on, and whether it starts that page. */
interface PlacedMark {
  page: number;
  atTop: boolean;
  mark: PageMark;
}

const PAGE = "page";
const FOOTNOTE = "footnote";

/** The text of strings and counters of a content list (quotes and the rest are none here). */
function contentListText(items: readonly ContentItem[], counters: CounterScopes): string {
  let text = "";
  for (const item of items) {
    if (item.type === "string") text += item.value;
    else if (item.type === "counter" || item.type === "counters") {
      text += counterText(item, counters.values(item.name));
    }
  }
  return text;
}

/** An element's changes of the page counter; null when its counter properties leave it be. */
function pageCounterChanges(style: ComputedStyle): PageCounterChanges | null {
  const lists = [style.counterReset, style.counterIncrement, style.counterSet];
  if (!lists.some((list) => list.some((c) => c.name === PAGE))) return null;
  const [reset, increment, set] = lists.map((list) => list.filter((c) => c.name === PAGE));
  return { reset, increment, set };
}

/** Records the marks of a document's elements while its boxes are generated. */
export class PageMarks {
  readonly #marks = new Map<ElementRef, PageMark>();

  constructor(readonly styled: StyledDocument) {}

  /** The running element name of an element's style, or null (GCPM 3 §2.1). */
  runningName(style: ComputedStyle): string | null {
    return runningName(this.styled.internalValue(style, COMPUTED_POSITION));
  }

  /**
   * Records what `element` assigns (its own counter properties already applied to
   * `counters`) and returns the reference its boxes carry — its own object when it has a
   * mark, so its fragments can be found — or null when it has none.
   */
  record(element: Element, style: ComputedStyle, counters: CounterScopes): ElementRef | null {
    const assignments = this.styled.internalValue(style, PAGED_MEDIA_PROPERTIES.stringSet);
    const changes = pageCounterChanges(style);
    if (assignments.length === 0 && changes === null) return null;
    const strings = assignments.map(({ name, items }) => ({
      name,
      value: items.map((item) => this.#itemText(item, element, counters)).join(""),
    }));
    const ref: ElementRef = { name: element.name, attribs: element.attribs };
    this.#marks.set(ref, { strings, running: [], counters: changes });
    return ref;
  }

  /**
   * Takes a running element's box out of the flow (GCPM 3 §2.1): returns the empty box
   * left in its place, block-level or inline as the element was, which marks the page.
   */
  placeRunning(name: string, box: BlockBox, blockLevel: boolean, parent: ComputedStyle) {
    const ref: ElementRef = { name: "running", attribs: {} };
    this.#marks.set(ref, { strings: [], running: [{ name, box }], counters: null });
    const style = anonymousStyle(parent);
    if (blockLevel) {
      const empty: BlockBox = {
        kind: "block",
        style,
        element: ref,
        content: { type: "inline", nodes: [] },
        marker: null,
      };
      return empty;
    }
    const inline: InlineNode = { kind: "inline", style, element: ref, children: [] };
    return inline;
  }

  /** Whether an element's style makes it a footnote (GCPM 3 §3.1). */
  isFootnote(style: ComputedStyle): boolean {
    return this.styled.internalValue(style, COMPUTED_FLOAT) === FOOTNOTE;
  }

  /**
   * Numbers a footnote element: each increments the `footnote` counter unless its own
   * counter-increment names it (GCPM 3 §3.5; already applied to `counters`), before its call
   * and marker show it.
   */
  countFootnote(style: ComputedStyle, counters: CounterScopes): void {
    if (!style.counterIncrement.some((c) => c.name === FOOTNOTE)) {
      counters.incrementDocumentCounter(FOOTNOTE, 1);
    }
  }

  /**
   * Takes a footnote's box out of the flow (GCPM 3 §3.1): returns its call (`::footnote-call`,
   * §3.6: by default its number raised in a smaller font), which marks the page — an empty
   * inline in `parent`'s style when the call's content is none.
   */
  placeFootnote(body: BlockBox, call: GeneratedNodes | null, parent: ComputedStyle): InlineNode {
    const ref: ElementRef = { name: "footnote-call", attribs: {} };
    this.#marks.set(ref, { strings: [], running: [], counters: null, footnote: body });
    return call
      ? { kind: "inline", style: call.style, element: ref, children: call.nodes }
      : { kind: "inline", style: anonymousStyle(parent), element: ref, children: [] };
  }

  /** The page each mark's element starts on, in document order, once the flow is laid out. */
  place(root: BoxFragment, pages: Fragmentainer): PagesMarks {
    const placed: PlacedMark[] = [];
    // Most documents give no marks: their fragments need not be walked.
    if (this.#marks.size === 0) return new PagesMarks(placed);
    const seen = new Set<ElementRef>();
    forEachElementFragment(root, (f, top) => {
      const mark = f.element && !seen.has(f.element) ? this.#marks.get(f.element) : undefined;
      if (!mark) return;
      seen.add(f.element!);
      placed.push({ page: pages.pageIndex(top), atTop: pages.atPageTop(top), mark });
    });
    return new PagesMarks(placed);
  }

  #itemText(item: StringSetItem, element: Element, counters: CounterScopes): string {
    if (item.type !== "element-content") return contentListText([item], counters);
    switch (item.part) {
      case "text":
      case "first-letter":
        return elementText(element, item.part);
      case "before":
      case "after": {
        const pseudo = this.styled.pseudoStyle(element, item.part);
        return pseudo ? contentListText(pseudo.content, counters) : "";
      }
      case "marker":
        return "";
    }
  }
}

/** Per page, the values of named strings and running elements, and page counter changes. */
export class PagesMarks {
  readonly placed: readonly PlacedMark[];

  constructor(placed: readonly PlacedMark[]) {
    this.placed = [...placed].sort((a, b) => a.page - b.page);
  }

  /** The footnotes whose calls are on page `index`, in document order. */
  footnotes(index: number): BlockBox[] {
    return this.placed.filter((p) => p.page === index && p.mark.footnote)
      .map((p) => p.mark.footnote!);
  }

  /** Whether any footnote was placed. */
  get hasFootnotes(): boolean {
    return this.placed.some((p) => p.mark.footnote);
  }

  /** The page counter changes of the elements starting on page `index`. */
  counters(index: number): PageCounterChanges[] {
    return this.placed.filter((p) => p.page === index && p.mark.counters)
      .map((p) => p.mark.counters!);
  }

  /** The value of named string `name` on page `index` (GCPM 3 §1.2.2); "" before any. */
  namedString(name: string, position: PagePosition, index: number): string {
    return this.#select(index, position, (mark) => {
      const found = mark.strings.filter((s) => s.name === name);
      return found.length ? found[found.length - 1].value : undefined;
    }) ?? "";
  }

  /** The running element `name` page `index` shows (GCPM 3 §2.2), or null. */
  runningElement(name: string, position: PagePosition, index: number): BlockBox | null {
    return this.#select(index, position, (mark) => {
      const found = mark.running.filter((r) => r.name === name);
      return found.length ? found[found.length - 1].box : undefined;
    }) ?? null;
  }

  /**
   * `first`: the first assignment on the page, else the entry value (the last one before
   * it); `start`: the entry value unless an assignment starts the page; `last`: the last
   * assignment on the page, else the entry value; `first-except`: nothing on a page with an
   * assignment, else the entry value.
   */
  #select<T>(index: number, position: PagePosition, valueOf: (mark: PageMark) => T | undefined) {
    let entry: T | undefined;
    const onPage: Array<{ value: T; atTop: boolean }> = [];
    for (const placed of this.placed) {
      if (placed.page > index) break;
      const value = valueOf(placed.mark);
      if (value === undefined) continue;
      if (placed.page < index) entry = value;
      else onPage.push({ value, atTop: placed.atTop });
    }
    if (onPage.length === 0) return entry;
    switch (position) {
      case "first":
        return onPage[0].value;
      case "start":
        return onPage[0].atTop ? onPage[0].value : entry;
      case "last":
        return onPage[onPage.length - 1].value;
      case "first-except":
        return undefined;
    }
  }
}
