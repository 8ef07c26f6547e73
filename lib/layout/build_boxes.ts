/**
 * Box generation (CSS 2.2 §9.2, CSS Display 3 §2): elements → boxes by their
 * computed `display`, with anonymous block boxes around inline runs that sit
 * beside blocks, and inline boxes split around blocks they contain (§9.2.1.1).
 * Generated content — ::before, ::after, ::marker — is made here, in document
 * order, because counters and quotes depend on it (CSS Lists 3 §4, CSS
 * Generated Content 3 §2–3).
 */
import type { AnyNode, Element } from "domhandler";
import type { ComputedStyle } from "../css/types.ts";
import type { ContentItem, StyledDocument } from "../css/mod.ts";
import {
  type BlockBox,
  type Decoration,
  type InlineNode,
  isAtomicInline,
  isBlockLevel,
  isBlockLevelDisplay,
  isFloat,
  isTableInternal,
  type Marker,
} from "./box.ts";
import { CounterScopes, QuoteDepth } from "./counters.ts";
import { counterText, markerText } from "./list_marker.ts";
import {
  type Generated,
  isCollapsibleWhitespace,
  tableWrapper,
  wrapMisparented,
} from "./table/mod.ts";
import { anonymousStyle } from "./anonymous_style.ts";
import { flexItems } from "./flex/mod.ts";
import { gridItems } from "./grid/mod.ts";
import { isOutOfFlow } from "./positioned/mod.ts";
import { trimmed } from "./trimmed.ts";
import { propagateOverflowToViewport } from "./viewport_overflow.ts";
import { imgBox } from "./replaced/img_box.ts";
import { contentImage, markerImageBox } from "./replaced/generated_image.ts";
import { type ElementRef, elementRef } from "./element_ref.ts";
import { controlBox, withRenderedLegend } from "./form/mod.ts";
import type { PageMarks } from "./page/page_marks.ts";
import type { CrossReferences } from "./page/cross_references.ts";
import { isInlineSvg, svgImage, svgNaturalSize } from "../svg/mod.ts";

interface BuildState {
  styled: StyledDocument;
  counters: CounterScopes;
  quotes: QuoteDepth;
  /** Where named strings, running elements and page counter changes are recorded. */
  marks: PageMarks | null;
  /** Page numbers of targets and the room of leaders, from the last layout pass. */
  references: CrossReferences | null;
}

/**
 * The root block box for a document's root element (the html element); `marks`, when
 * given, records what elements give the pages they land on, and `references` resolves
 * target functions and leaders (lib/layout/page).
 */
export function buildBoxTree(
  root: Element,
  styled: StyledDocument,
  marks: PageMarks | null = null,
  references: CrossReferences | null = null,
): BlockBox {
  references?.startBuild();
  const state: BuildState = {
    styled,
    counters: new CounterScopes(),
    quotes: new QuoteDepth(),
    marks,
    references,
  };
  const style = styled.styleOf(root);
  state.counters.apply(style);
  const box = blockFrom(style, elementRef(root), elementChildren(root, style, [], state), null);
  propagateOverflowToViewport(box);
  return box;
}

function isElement(node: AnyNode): node is Element {
  return node.type === "tag" || node.type === "script" || node.type === "style";
}

/**
 * An element's children with its ::before and ::after boxes. They form one sibling
 * list for counter scoping: the element's own counters were applied by the caller.
 */
function elementChildren(
  element: Element,
  style: ComputedStyle,
  decorations: Decoration[],
  state: BuildState,
): Generated[] {
  state.counters.enterChildren();
  const out = [
    ...pseudoBoxes(element, "before", decorations, state),
    ...childBoxes(element, style, decorations, state),
    ...pseudoBoxes(element, "after", decorations, state),
  ];
  state.counters.exitChildren();
  return out;
}

function childBoxes(
  parent: Element,
  parentStyle: ComputedStyle,
  decorations: Decoration[],
  state: BuildState,
): Generated[] {
  const out: Generated[] = [];
  // A closed <details> shows only its summary (HTML §4.11.1, the details element).
  const closed = parent.name === "details" && !("open" in parent.attribs);
  const summary = closed
    ? parent.children.find((c): c is Element => isElement(c) && c.name === "summary")
    : undefined;
  for (const node of parent.children) {
    if (closed && node !== summary) continue;
    if (node.type === "text") {
      const text = (node as unknown as { data: string }).data;
      if (text) out.push({ kind: "text", text, style: parentStyle, decorations });
      continue;
    }
    if (!isElement(node)) continue;
    const style = state.styled.styleOf(node);
    // Elements that generate no box take no part in counters either (CSS Lists 3 §4.5).
    if (style.display === "none") continue;
    state.counters.apply(style);
    state.references?.counted(node, state.counters);
    if (style.display === "contents") {
      out.push(...elementChildren(node, style, decorations, state));
      continue;
    }
    if (node.name === "br") {
      out.push({ kind: "break", style });
      continue;
    }
    if (node.name === "wbr") {
      // A line break opportunity (HTML §4.5.28): a zero-width space is exactly that.
      out.push({ kind: "text", text: "\u200B", style, decorations });
      continue;
    }
    const ownDecorations = decorationsOf(style, decorations);
    const ref = state.marks?.record(node, style, state.counters) ?? elementRef(node);
    // A running element leaves the flow for the margin boxes (GCPM 3 §2.1).
    const running = state.marks?.runningName(style) ?? null;
    if (running !== null) {
      const box = blockFrom(style, ref, elementChildren(node, style, [], state), null);
      out.push(state.marks!.placeRunning(running, box, isBlockLevel(style), parentStyle));
      continue;
    }
    // A footnote leaves the flow for the footnote area of its call's page (GCPM 3 §3.1), its
    // call in its place (§3.6), its marker at its start, inside or hanging outside (§3.7).
    if (state.marks?.isFootnote(style)) {
      state.marks.countFootnote(style, state.counters);
      const generated = (pseudo: "footnote-call" | "footnote-marker") => {
        const own = state.styled.pseudoStyle(node, pseudo);
        return own && { style: own, nodes: contentNodes(own.content, own, [], state) };
      };
      const marker = generated("footnote-marker");
      const outside = marker?.style.listStylePosition === "outside";
      const children = elementChildren(node, style, [], state);
      const body = blockFrom(
        style,
        ref,
        marker && !outside ? [...marker.nodes, ...children] : children,
        marker && outside ? { kind: "text", nodes: marker.nodes } : null,
      );
      out.push(state.marks.placeFootnote(body, generated("footnote-call"), parentStyle));
      continue;
    }
    if (node.name === "img" || isInlineSvg(node)) {
      out.push(replacedBox(style, ref, node, state));
      continue;
    }
    const control = controlBox(node, style, ref, state.styled, (inner) => {
      return blockFrom(inner, null, elementChildren(node, style, [], state), null);
    });
    if (control) {
      const placed: Generated = isBlockLevel(style)
        ? asFlowing(control, node, state)
        : { kind: "atomic", style, box: control };
      out.push(placed);
      continue;
    }
    if (isTableInternal(style)) {
      // Gathered into rows, groups and tables by the parent's fix-up (CSS 2.2 §17.2.1).
      const children = elementChildren(node, style, ownDecorations, state);
      out.push({ kind: "table-part", style, element: ref, children });
      continue;
    }
    // Decorations propagate into in-flow block-level descendants, tables included, but not
    // into floats, absolutely positioned boxes or atomic inlines (Text Decoration 3 §2).
    const outOfFlow = isFloat(style) || isOutOfFlow(style);
    const blockDecorations = outOfFlow ? decorationsOf(style, []) : ownDecorations;
    if (style.display === "table" || style.display === "inline-table") {
      const inherited = style.display === "table" ? blockDecorations : [];
      const children = elementChildren(node, style, inherited, state);
      const table = tableWrapper(style, ref, children, cellBlock);
      out.push(
        style.display === "table"
          ? asFlowing(table, node, state)
          : { kind: "atomic", style, box: table },
      );
      continue;
    }
    if (isBlockLevel(style)) {
      const marker = style.display === "list-item" ? listMarker(node, style, state) : null;
      const children = elementChildren(node, style, blockDecorations, state);
      const firstLetter = state.styled.pseudoStyle(node, "first-letter");
      if (firstLetter) applyFirstLetter(children, firstLetter);
      const box = withRenderedLegend(blockFrom(style, ref, children, marker));
      out.push(asFlowing(box, node, state));
      continue;
    }
    if (isAtomicInline(style)) {
      const children = elementChildren(node, style, [], state);
      out.push({
        kind: "atomic",
        style,
        box: withRenderedLegend(blockFrom(style, ref, children, null)),
      });
      continue;
    }
    out.push(...splitInline(style, ref, elementChildren(node, style, ownDecorations, state)));
  }
  return out;
}

/** The text of generated content, evaluating counters and quotes now (document order). */
function contentText(items: ContentItem[], style: ComputedStyle, state: BuildState): string {
  let text = "";
  for (const item of items) {
    switch (item.type) {
      case "string":
        text += item.value;
        break;
      case "counter":
      case "counters":
        text += counterText(item, state.counters.values(item.name));
        break;
      case "quote":
        text += state.quotes.quote(style, item.open, item.visible);
        break;
      case "image":
        break;
      default:
        text += state.references?.text(item) ?? "";
    }
  }
  return text;
}

function pseudoBoxes(
  element: Element,
  which: "before" | "after",
  decorations: Decoration[],
  state: BuildState,
): Generated[] {
  const generated = state.styled.pseudoStyle(element, which);
  if (!generated || generated.display === "none") return [];
  state.counters.apply(generated);
  const ownDecorations = decorationsOf(generated, decorations);
  const content = contentNodes(generated.content, generated, ownDecorations, state);
  if (isTableInternal(generated)) {
    return [{ kind: "table-part", style: generated, element: null, children: content }];
  }
  if (generated.display === "table") {
    return [asFlowing(tableWrapper(generated, null, content, cellBlock))];
  }
  if (isBlockLevel(generated)) return [asFlowing(blockFrom(generated, null, content, null))];
  if (isAtomicInline(generated)) {
    return [{ kind: "atomic", style: generated, box: blockFrom(generated, null, content, null) }];
  }
  return [{ kind: "inline", style: generated, element: null, children: content }];
}

/**
 * Generated content as inline nodes: its text, with images and leaders (GC 3 §3.3) as boxes of
 * their own.
 */
function contentNodes(
  items: ContentItem[],
  style: ComputedStyle,
  decorations: Decoration[],
  state: BuildState,
): InlineNode[] {
  const out: InlineNode[] = [];
  let run: ContentItem[] = [];
  const flush = () => {
    const text = contentText(run, style, state);
    if (text) out.push({ kind: "text", text, style, decorations });
    run = [];
  };
  for (const item of items) {
    if (item.type === "image") {
      flush();
      const image = contentImage(item, style, state.styled);
      if (image) out.push(image);
      continue;
    }
    if (item.type !== "leader" || !state.references) {
      run.push(item);
      continue;
    }
    flush();
    out.push(state.references.leader(item.pattern, style));
  }
  flush();
  return out;
}

const SYMBOLS = new Set(["disc", "circle", "square"]);

/**
 * The ::marker of a list item (CSS Lists 3 §3): its `content`, or the list-style-type
 * applied to the list-item counter. Chromium draws outside disc/circle/square
 * markers as shapes, inside and outside.
 */
function listMarker(element: Element, style: ComputedStyle, state: BuildState): Marker | null {
  const marker = state.styled.pseudoStyle(element, "marker");
  if (!marker) return null;
  const image = marker.content === null ? markerImageBox(style, marker, state.styled) : null;
  if (image) return { kind: "text", nodes: [image] };
  if (marker.content === null && SYMBOLS.has(style.listStyleType)) {
    const shape = style.listStyleType as "disc" | "circle" | "square";
    return style.listStylePosition === "outside"
      ? { kind: "symbol", shape, style: marker }
      : { kind: "text", nodes: [{ kind: "symbol", shape, style: marker }] };
  }
  const text = marker.content === null
    ? markerText(style.listStyleType, state.counters.value("list-item"))
    : contentText(marker.content, marker, state);
  if (!text) return null;
  return { kind: "text", nodes: [{ kind: "text", text, style: marker, decorations: [] }] };
}

/**
 * ::first-letter (CSS Pseudo 4 §2.3): the first letter of the block's first text —
 * with the punctuation before and after it — becomes an inline box of its own style.
 * Returns true once the first text was found (whether or not it had a letter).
 */
function applyFirstLetter(nodes: Generated[], style: ComputedStyle): boolean {
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    if (node.kind === "table-part") return true;
    if (node.kind === "block") {
      if (node.content.type === "inline") return applyFirstLetter(node.content.nodes, style);
      const type = node.content.type;
      if (type === "table" || type === "flex" || type === "grid" || type === "replaced") {
        return true;
      }
      return applyFirstLetter(node.content.children, style);
    }
    if (node.kind === "inline") {
      if (applyFirstLetter(node.children, style)) return true;
      continue;
    }
    // A float is out of the line the first letter is on.
    if (node.kind === "symbol" || node.kind === "float") continue;
    if (node.kind === "atomic" || node.kind === "break") return true;
    const match = FIRST_LETTER.exec(node.text);
    if (!match) {
      if (node.text.trim() === "") continue;
      return true;
    }
    const [whole, lead, letter] = match;
    const text: InlineNode = {
      kind: "text",
      text: letter,
      style,
      decorations: decorationsOf(style, isFloat(style) ? [] : node.decorations),
    };
    // A floated first letter is a drop cap: a float box around the letter (§2.3.1).
    const piece: InlineNode = isFloat(style)
      ? { kind: "float", box: blockFrom(style, null, [text], null) }
      : { kind: "inline", style, element: null, children: [text] };
    const rest = node.text.slice(whole.length);
    nodes.splice(
      i,
      1,
      ...(lead ? [{ ...node, text: lead }] : []),
      piece,
      ...(rest ? [{ ...node, text: rest }] : []),
    );
    return true;
  }
  return false;
}

/**
 * An img's or an inline svg's box: replaced, so its content is not laid out but sized
 * (lib/layout/sizing), inline unless its display is block-level. An img shows its loaded image
 * or what stands in for it (replaced/img_box.ts). An svg keeps its drawing, for paint, on its
 * element ref.
 */
function replacedBox(
  style: ComputedStyle,
  ref: ElementRef,
  element: Element,
  state: BuildState,
): Generated {
  const box: BlockBox = isInlineSvg(element)
    ? {
      kind: "block",
      style,
      element: { ...ref, svg: svgImage(element, state.styled) },
      content: { type: "replaced", natural: svgNaturalSize(element.attribs) },
      marker: null,
    }
    : imgBox(style, ref, element, state.styled);
  return isBlockLevel(box.style)
    ? asFlowing(box, element, state)
    : { kind: "atomic", style: box.style, box };
}

/**
 * A block-level box in the flow, or, floated or absolutely positioned, an out-of-flow node
 * in its parent's inline content: neither splits the lines around it (positioned/ keeps an
 * absolutely positioned box's static position where the node is met, CSS 2.2 §10.3.7).
 */
function asFlowing(box: BlockBox, element?: Element, state?: BuildState): Generated {
  // Blockification hides whether a positioned box was block-level; its static position in
  // inline content depends on it (CSS 2.2 §10.3.7).
  if (element && state && isOutOfFlow(box.style)) {
    box.wasBlockLevel = isBlockLevelDisplay(state.styled.displayBeforeBlockification(element));
  }
  return isFloat(box.style) || isOutOfFlow(box.style) ? { kind: "float", box } : box;
}

/** Leading white space, then punctuation + one letter/number (+ grapheme extenders) + punctuation. */
const FIRST_LETTER = /^(\s*)(\p{P}*[\p{L}\p{N}][\p{M}]*\p{P}*)/u;

function decorationsOf(style: ComputedStyle, inherited: Decoration[]): Decoration[] {
  const { underline, overline, lineThrough } = style.textDecorationLine;
  if (!underline && !overline && !lineThrough) return inherited;
  const color = style.textDecorationColor === "currentcolor"
    ? style.color
    : style.textDecorationColor;
  const out = [...inherited];
  if (underline) out.push({ line: "underline", color, style });
  if (overline) out.push({ line: "overline", color, style });
  if (lineThrough) out.push({ line: "line-through", color, style });
  return out;
}

/**
 * An inline element whose children include blocks is broken around them (§9.2.1.1):
 * the inline parts keep the element's style, the blocks are passed up to be siblings.
 */
function splitInline(
  style: ComputedStyle,
  element: ElementRef,
  children: Generated[],
): Generated[] {
  // An empty element still generates an inline box (CSS 2.2 §9.2.2): an anchor's place.
  if (children.length === 0) return [{ kind: "inline", style, element, children: [] }];
  return splitAroundBlocks<Generated>(
    wrapMisparented(children, style, cellBlock),
    (run) => [{ kind: "inline", style, element, children: run }],
    (block) => block,
  );
}

/** Maps runs of inline-level nodes and the block boxes between them, in order. */
function splitAroundBlocks<T>(
  children: (BlockBox | InlineNode)[],
  run: (nodes: InlineNode[]) => T[],
  block: (box: BlockBox) => T,
): T[] {
  const out: T[] = [];
  let pending: InlineNode[] = [];
  for (const child of children) {
    if (child.kind !== "block") {
      pending.push(child);
      continue;
    }
    if (pending.length) out.push(...run(pending));
    pending = [];
    out.push(block(child));
  }
  if (pending.length) out.push(...run(pending));
  return out;
}

function blockFrom(
  style: ComputedStyle,
  element: ElementRef | null,
  children: Generated[],
  marker: Marker | null,
): BlockBox {
  // An inside marker is the first inline content of the item (CSS Lists 3 §3.1).
  const inside = marker !== null && style.listStylePosition === "inside";
  const markerNodes: InlineNode[] = inside && marker.kind === "text" ? marker.nodes : [];
  const outside = inside ? null : marker;
  const own = wrapMisparented(children, style, cellBlock);
  const all = markerNodes.length ? [...markerNodes, ...own] : own;
  if (style.display === "flex" || style.display === "inline-flex") {
    return {
      kind: "block",
      style,
      element,
      content: { type: "flex", ...flexItems(style, all) },
      marker: outside,
    };
  }
  if (style.display === "grid" || style.display === "inline-grid") {
    return {
      kind: "block",
      style,
      element,
      content: { type: "grid", ...gridItems(style, all) },
      marker: outside,
    };
  }
  if (!all.some((c) => c.kind === "block")) {
    return {
      kind: "block",
      style,
      element,
      content: { type: "inline", nodes: trimmed(all as InlineNode[]) },
      marker: outside,
    };
  }
  // Inline runs beside blocks go into anonymous blocks (§9.2.1.1), except runs of
  // collapsible white space, which would generate no line boxes anyway.
  const wrap = (nodes: InlineNode[]): BlockBox[] =>
    nodes.every(isCollapsibleWhitespace) ? [] : [{
      kind: "block",
      style: anonymousStyle(style),
      element: null,
      content: { type: "inline", nodes },
      marker: null,
    }];
  return {
    kind: "block",
    style,
    element,
    content: { type: "blocks", children: splitAroundBlocks<BlockBox>(all, wrap, (box) => box) },
    marker: outside,
  };
}

/** A table cell's or caption's block container (CSS 2.2 §17.4): no marker of its own. */
function cellBlock(
  style: ComputedStyle,
  element: ElementRef | null,
  children: Generated[],
): BlockBox {
  return blockFrom(style, element, children, null);
}
