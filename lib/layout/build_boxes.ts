/**
 * Box generation (CSS 2.2 §9.2, CSS Display 3 §2): elements → boxes by their
 * computed `display`, with anonymous block boxes around inline runs that sit
 * beside blocks, and inline boxes split around blocks they contain (§9.2.1.1).
 */
import type { AnyNode, Element, ParentNode } from "domhandler";
import type { ComputedStyle } from "../css/types.ts";
import type { StyledDocument } from "../css/mod.ts";
import { inheritFrom } from "../css/mod.ts";
import {
  type BlockBox,
  type Decoration,
  type InlineNode,
  isAtomicInline,
  isBlockLevel,
} from "./box.ts";
import { markerText } from "./list_marker.ts";

type Generated = BlockBox | InlineNode;

const anonymousStyles = new WeakMap<ComputedStyle, ComputedStyle>();

/** Anonymous boxes inherit from their parent box; everything else is initial (CSS 2.2 §9.2.1.1). */
function anonymousStyle(parent: ComputedStyle): ComputedStyle {
  let style = anonymousStyles.get(parent);
  if (!style) {
    style = { ...inheritFrom(parent), display: "block" };
    anonymousStyles.set(parent, style);
  }
  return style;
}

interface BuildState {
  styled: StyledDocument;
}

/** The root block box for a document's root element (the html element). */
export function buildBoxTree(root: Element, styled: StyledDocument): BlockBox {
  const state: BuildState = { styled };
  const style = styled.styleOf(root);
  const children = generateChildren(root, style, [], state);
  return blockFrom(style, root, children, null);
}

function isElement(node: AnyNode): node is Element {
  return node.type === "tag" || node.type === "script" || node.type === "style";
}

function generateChildren(
  parent: ParentNode,
  parentStyle: ComputedStyle,
  decorations: Decoration[],
  state: BuildState,
): Generated[] {
  const out: Generated[] = [];
  let ordinal = listStart(parent);
  for (const node of parent.children) {
    if (node.type === "text") {
      const text = (node as unknown as { data: string }).data;
      if (text) out.push({ kind: "text", text, style: parentStyle, decorations });
      continue;
    }
    if (!isElement(node)) continue;
    const style = state.styled.styleOf(node);
    if (style.display === "none") continue;
    if (style.display === "contents") {
      out.push(...generateChildren(node, style, decorations, state));
      continue;
    }
    const ownDecorations = decorationsOf(style, decorations);
    if (node.name === "br") {
      out.push({ kind: "break", style });
      continue;
    }
    if (isBlockLevel(style)) {
      // Block boxes start a fresh decoration set only for the text they contain; a
      // decorating ancestor still propagates into in-flow block descendants (§2).
      const children = elementChildren(node, style, ownDecorations, state);
      let marker: InlineNode[] | null = null;
      if (style.display === "list-item") {
        const value = Number.parseInt(node.attribs.value ?? "", 10);
        if (Number.isFinite(value)) ordinal = value;
        marker = markerNodes(style, ordinal, state);
        ordinal++;
      }
      out.push(blockFrom(style, node, children, marker));
      continue;
    }
    if (isAtomicInline(style)) {
      const children = elementChildren(node, style, [], state);
      out.push({ kind: "atomic", style, box: blockFrom(style, node, children, null) });
      continue;
    }
    const children = elementChildren(node, style, ownDecorations, state);
    out.push(...splitInline(style, node, children));
  }
  return out;
}

/** An element's children with its ::before and ::after boxes (CSS Generated Content 3 §2). */
function elementChildren(
  element: Element,
  style: ComputedStyle,
  decorations: Decoration[],
  state: BuildState,
): Generated[] {
  return [
    ...pseudoBoxes(element, "before", decorations, state),
    ...generateChildren(element, style, decorations, state),
    ...pseudoBoxes(element, "after", decorations, state),
  ];
}

function pseudoBoxes(
  element: Element,
  which: "before" | "after",
  decorations: Decoration[],
  state: BuildState,
): Generated[] {
  const generated = state.styled.pseudoStyle(element, which);
  if (!generated || generated.display === "none") return [];
  const text = generated.content.map((item) => item.value).join("");
  const ownDecorations = decorationsOf(generated, decorations);
  const content: InlineNode[] = text
    ? [{ kind: "text", text, style: generated, decorations: ownDecorations }]
    : [];
  if (isBlockLevel(generated)) return [blockFrom(generated, null, content, null)];
  if (isAtomicInline(generated)) {
    return [{ kind: "atomic", style: generated, box: blockFrom(generated, null, content, null) }];
  }
  return [{ kind: "inline", style: generated, element: null, children: content }];
}

/** `<ol start>` and `reversed` are HTML's; CSS counters come with the CSS issue. */
function listStart(parent: ParentNode): number {
  const el = parent as Element;
  if (el.name !== "ol") return 1;
  const start = Number.parseInt(el.attribs?.start ?? "", 10);
  return Number.isFinite(start) ? start : 1;
}

function markerNodes(
  style: ComputedStyle,
  ordinal: number,
  _state: BuildState,
): InlineNode[] | null {
  const text = markerText(style.listStyleType, ordinal);
  if (text === null) return null;
  return [{ kind: "text", text, style, decorations: [] }];
}

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
function splitInline(style: ComputedStyle, element: Element, children: Generated[]): Generated[] {
  return splitAroundBlocks<Generated>(
    children,
    (run) => [{ kind: "inline", style, element, children: run }],
    (block) => block,
  );
}

/** Maps runs of inline-level nodes and the block boxes between them, in order. */
function splitAroundBlocks<T>(
  children: Generated[],
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

/** Only collapsible white space: generates no line boxes, so no anonymous block either. */
function isCollapsibleWhitespace(node: InlineNode): boolean {
  if (node.kind !== "text") return false;
  const ws = node.style.whiteSpace;
  if (ws === "pre" || ws === "pre-wrap" || ws === "break-spaces") return false;
  return /^[ \t\n\r\f]*$/.test(node.text) && (ws !== "pre-line" || !node.text.includes("\n"));
}

function blockFrom(
  style: ComputedStyle,
  element: Element | null,
  children: Generated[],
  marker: InlineNode[] | null,
): BlockBox {
  const markerOutside = marker !== null && style.listStylePosition === "outside";
  const inlineMarker = marker !== null && !markerOutside ? marker : [];
  if (!children.some((c) => c.kind === "block")) {
    return {
      kind: "block",
      style,
      element,
      content: { type: "inline", nodes: [...inlineMarker, ...(children as InlineNode[])] },
      marker: markerOutside ? marker : null,
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
  const blocks = splitAroundBlocks<BlockBox>(
    inlineMarker.length ? [...inlineMarker, ...children] : children,
    wrap,
    (box) => box,
  );
  return {
    kind: "block",
    style,
    element,
    content: { type: "blocks", children: blocks },
    marker: markerOutside ? marker : null,
  };
}
