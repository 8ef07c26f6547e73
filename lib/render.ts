/**
 * The rendering pipeline (DESIGN "The pipeline"): parse → style → boxes →
 * layout → paint → PDF, with the page geometry of the options overridden by the
 * document's own `@page` rules (Paged Media 3 §7–8) and header/footer templates
 * laid out in the page margins.
 */
import type { Document, Element } from "domhandler";
import { type StyledDocument, styleDocument } from "./css/mod.ts";
import type { ComputedStyle, PageRule, RGBA } from "./css/types.ts";
import { LimitError } from "./errors.ts";
import { findElement, parseHtml } from "./html/parse.ts";
import { documentMetadata, type HtmlMetadata } from "./html/metadata.ts";
import {
  type BlockBox,
  type BoxFragment,
  buildBoxTree,
  flowExtent,
  Fragmentainer,
  type LayoutContext,
  layoutRoot,
} from "./layout/mod.ts";
import { type Margins, PAGE_SIZES, type ResolvedRenderOptions } from "./options.ts";
import { paintFlow } from "./paint/paint.ts";
import { loadBackgroundImages } from "./background_images.ts";
import type { DisplayDocument, DisplayItem, PageDisplayList } from "./paint/types.ts";
import { writePdf } from "./pdf/mod.ts";
import { ResourceLoader } from "./resources/mod.ts";
import { FontRegistry, fontUnitsFor, registryWithFontFaces } from "./text/mod.ts";

interface PageGeometry {
  width: number;
  height: number;
  /** The margins as specified, px. */
  exact: Margins;
  /** Where the page area starts: Chromium places it on whole pixels (20mm = 75.59px at 76). */
  margins: Margins;
  /**
   * The page area as layout sees it: Chromium lays pages out in whole pixels, the exact
   * size rounded up (A4 with 20mm margins, 642.52 × 971.34px, is laid out 643 × 972).
   */
  area: { width: number; height: number };
  /** The exact page area: where the canvas is painted and content cut. */
  visible: { width: number; height: number };
}

function pageGeometry(width: number, height: number, exact: Margins): PageGeometry {
  const across = width - exact.left - exact.right;
  const down = height - exact.top - exact.bottom;
  // The epsilon keeps float noise in whole sizes (816 - 96 - 96) from rounding up a pixel.
  const whole = (x: number) => Math.max(1, Math.ceil(x - 1e-6));
  return {
    width,
    height,
    exact,
    margins: {
      top: Math.round(exact.top),
      right: Math.round(exact.right),
      bottom: Math.round(exact.bottom),
      left: Math.round(exact.left),
    },
    area: { width: whole(across), height: whole(down) },
    visible: { width: Math.max(1, across), height: Math.max(1, down) },
  };
}

function pageFromOptions(o: ResolvedRenderOptions): PageGeometry {
  const [w, h] = PAGE_SIZES[o.pageSize];
  return pageGeometry(o.landscape ? h : w, o.landscape ? w : h, o.margins);
}

function withPageRules(base: PageGeometry, rule: PageRule): PageGeometry {
  const [width, height] = rule.size ?? [base.width, base.height];
  return pageGeometry(width, height, {
    top: rule.marginTop ?? base.exact.top,
    right: rule.marginRight ?? base.exact.right,
    bottom: rule.marginBottom ?? base.exact.bottom,
    left: rule.marginLeft ?? base.exact.left,
  });
}

function linkedStylesheets(node: Element): string[] {
  const out: string[] = [];
  const walk = (el: Element) => {
    for (const child of el.children) {
      if (child.type !== "tag") continue;
      const c = child as Element;
      if (
        c.name === "link" && /(^|\s)stylesheet(\s|$)/i.test(c.attribs.rel ?? "") && c.attribs.href
      ) {
        out.push(c.attribs.href);
      }
      walk(c);
    }
  };
  walk(node);
  return out;
}

/** The canvas background: the root's, or the body's when the root has none (Backgrounds 3 §2.11.2). */
function canvasColor(root: BoxFragment): RGBA {
  if (root.style.backgroundColor.a > 0) return root.style.backgroundColor;
  const body = root.children.find((c): c is BoxFragment =>
    c.kind === "box" && c.element?.name === "body"
  );
  return body?.style.backgroundColor ?? root.style.backgroundColor;
}

function isWhite(color: RGBA): boolean {
  return color.r === 255 && color.g === 255 && color.b === 255 && color.a === 1;
}

/** A document turned into boxes, with the page geometry its @page rules give. */
interface FlowBoxes {
  root: BlockBox;
  geometry: PageGeometry;
}

/** A laid-out flow; its boxes are not kept (only the fragments are painted). */
interface LaidOutFlow {
  root: BoxFragment;
  geometry: PageGeometry;
  ctx: LayoutContext;
  fragmentainer: Fragmentainer;
}

/**
 * Styles a document for pages of `base` geometry; vw/vh and media queries see the page
 * area, ex and ch the metrics of the installed fonts.
 */
function styleFor(
  document: Document,
  loader: ResourceLoader,
  base: PageGeometry,
  registry: FontRegistry,
): StyledDocument {
  return styleDocument(document, {
    loadStylesheet: (href) => loader.readText(href),
    viewport: (rule) => withPageRules(base, rule).area,
    pageSize: [base.width, base.height],
    fontUnits: fontUnitsFor(registry),
  });
}

/** The boxes of a styled document, on pages of `base` geometry with its @page rules applied. */
function boxesOf(document: Document, styled: StyledDocument, base: PageGeometry): FlowBoxes {
  const geometry = withPageRules(base, styled.page);
  const root = buildBoxTree(findElement(document, "html")!, styled);
  return { root, geometry };
}

function layOut(boxes: FlowBoxes, paginated: boolean, registry: FontRegistry): LaidOutFlow {
  const fragmentainer = paginated
    ? new Fragmentainer(boxes.geometry.area.height)
    : Fragmentainer.unpaginated();
  const ctx: LayoutContext = { registry, fragmentainer };
  const root = layoutRoot(boxes.root, boxes.geometry.area.width, null, ctx);
  return { root, geometry: boxes.geometry, ctx, fragmentainer };
}

/** The main document, parsed, styled and turned into boxes, and what the PDF says of it. */
interface PreparedDocument {
  boxes: FlowBoxes;
  /** The canvas's own colour (the root's colour scheme), under every background. */
  canvas: RGBA;
  registry: FontRegistry;
  metadata: HtmlMetadata;
}

/**
 * Parses and styles the document and builds its boxes. The DOM and the styles stay in
 * this function's scope: once the boxes exist nothing refers to them (boxes keep only
 * element names and attributes, element_ref.ts), so a long document's tree is freed
 * before layout, its largest stage, begins.
 */
async function prepareDocument(
  html: string,
  loader: ResourceLoader,
  base: PageGeometry,
): Promise<PreparedDocument> {
  const document = parseHtml(html);
  await loader.prefetch(linkedStylesheets(document as unknown as Element));
  const installed = await FontRegistry.bundled();
  const styled = styleFor(document, loader, base, installed);
  // Web fonts (CSS Fonts 4 §4): the document's @font-face faces join the installed ones
  // for this render, and the header/footer templates use them too.
  const registry = await registryWithFontFaces(installed, styled.fontFaces, loader);
  return {
    boxes: boxesOf(document, styled, base),
    canvas: styled.canvas,
    registry,
    metadata: documentMetadata(document),
  };
}

/**
 * The document laid out in pages. Its boxes stay in this function's scope: painting needs
 * only the fragments, so a long document's box tree (and the table plans cached on it)
 * is freed before painting and writing begin.
 */
async function laidOutDocument(html: string, loader: ResourceLoader, base: PageGeometry) {
  const { boxes, canvas, registry, metadata } = await prepareDocument(html, loader, base);
  return { flow: layOut(boxes, true, registry), canvas, registry, metadata };
}

function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, "\\$&")}"`;
}

/**
 * Header and footer templates are HTML fragments with `{page}` and `{pages}`
 * replaced, laid out in the page margin with the document body's font family
 * and colour at 12px (their own inline styles override that).
 */
function templateHtml(template: string, page: number, pages: number, body: ComputedStyle): string {
  const filled = template.replaceAll("{page}", String(page)).replaceAll("{pages}", String(pages));
  const c = body.color;
  const family = body.fontFamily.map((f) => /^[a-z-]+$/.test(f) ? f : cssString(f)).join(", ");
  return `<!DOCTYPE html><html><head><style>html,body{margin:0;padding:0}` +
    `body{font-family:${family};font-size:12px;color:rgba(${c.r},${c.g},${c.b},${c.a})}</style></head>` +
    `<body>${filled}</body></html>`;
}

/** Paints a laid-out header or footer template in its page margin. */
function paintTemplate(
  flow: LaidOutFlow,
  geometry: PageGeometry,
  where: "header" | "footer",
  out: DisplayItem[],
) {
  const height = flow.root.height;
  const band = where === "header" ? geometry.margins.top : geometry.margins.bottom;
  const bandTop = where === "header" ? 0 : geometry.height - geometry.margins.bottom;
  // Centred vertically in its margin; a template taller than the margin starts at the band's top.
  const top = bandTop + Math.max(0, (band - height) / 2);
  const items: DisplayItem[] = [];
  paintFlow(
    flow.root,
    { top: -Infinity, bottom: Infinity, dx: geometry.margins.left, dy: top, width: geometry.width },
    flow.ctx,
    items,
  );
  // Page furniture: its links work, but its ids and headings are not the document's.
  for (const item of items) if (item.kind !== "dest" && item.kind !== "bookmark") out.push(item);
}

export async function renderToPdf(
  html: string,
  options: ResolvedRenderOptions,
): Promise<Uint8Array> {
  const loader = new ResourceLoader({
    baseDir: options.baseDir,
    allowNetwork: options.allowNetwork,
    allowedHosts: options.allowedHosts,
  });
  const base = pageFromOptions(options);
  const { flow, canvas, registry, metadata } = await laidOutDocument(html, loader, base);
  const { geometry, fragmentainer } = flow;
  // Background images are loaded and decoded before painting, which is synchronous.
  const warn = (message: string) => options.onWarning?.(message);
  const images = await loadBackgroundImages(flow.root, loader, warn);

  const extent = flowExtent(flow.root);
  const pageCount = fragmentainer.pageCount(extent);
  if (pageCount > options.maxPages) {
    throw new LimitError(
      `The document needs ${pageCount} pages; the limit is ${options.maxPages}.`,
    );
  }
  const background = canvasColor(flow.root);
  const bodyFragment = flow.root.children.find((c): c is BoxFragment =>
    c.kind === "box" && c.element?.name === "body"
  );
  const bodyStyle = bodyFragment?.style ?? flow.root.style;

  // Templates are laid out once per distinct text: a header without {page} only once.
  const templateFlows = new Map<string, LaidOutFlow>();
  const templateFlow = (html: string): LaidOutFlow => {
    let laid = templateFlows.get(html);
    if (!laid) {
      // The template flow is as wide as the page area and never paginated.
      const document = parseHtml(html);
      const styled = styleFor(document, loader, geometry, registry);
      laid = layOut(boxesOf(document, styled, geometry), false, registry);
      templateFlows.set(html, laid);
    }
    return laid;
  };

  const pages: PageDisplayList[] = [];
  for (let i = 0; i < pageCount; i++) {
    const items: DisplayItem[] = [];
    // A dark root scheme darkens the whole sheet, margins included, as Chromium prints it;
    // white paper needs no paint.
    if (!isWhite(canvas)) {
      items.push({
        kind: "rect",
        x: 0,
        y: 0,
        width: geometry.width,
        height: geometry.height,
        color: canvas,
      });
    }
    // Chromium paints the canvas background in the page area only; the page margins
    // stay white (they would take an @page background).
    if (background.a > 0) {
      items.push({
        kind: "rect",
        x: geometry.margins.left,
        y: geometry.margins.top,
        ...geometry.visible,
        color: background,
      });
    }
    const top = fragmentainer.pageTop(i);
    // Content is cut at the page area's top and bottom edges; it may overflow sideways.
    items.push({
      kind: "clip-push",
      x: 0,
      y: geometry.margins.top,
      width: geometry.width,
      height: geometry.visible.height,
    });
    paintFlow(
      flow.root,
      {
        top,
        bottom: top + geometry.area.height,
        dx: geometry.margins.left,
        dy: geometry.margins.top - top,
        width: geometry.width,
        canvas: { x: geometry.margins.left, y: geometry.margins.top, ...geometry.visible },
      },
      flow.ctx,
      items,
      images,
    );
    items.push({ kind: "pop" });
    for (
      const [where, template] of [["header", options.header], ["footer", options.footer]] as const
    ) {
      if (!template) continue;
      const html = templateHtml(template, i + 1, pageCount, bodyStyle);
      paintTemplate(templateFlow(html), geometry, where, items);
    }
    pages.push({ width: geometry.width, height: geometry.height, items });
  }

  for (const warning of loader.warnings) options.onWarning?.(warning.message);
  const display: DisplayDocument = {
    pages,
    metadata: { ...metadata, title: options.title ?? metadata.title },
  };
  return await writePdf(display, {
    bookmarks: options.bookmarks,
    creationDate: options.creationDate,
  });
}
