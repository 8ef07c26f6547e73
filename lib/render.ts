/**
 * The rendering pipeline (DESIGN "The pipeline"): parse → style → boxes → layout → paint →
 * PDF. Pages take the geometry of the options overridden by the document's own `@page`
 * rules (Paged Media 3 §4, §7–8), page by page; page assembly (lib/page_assembly) paints
 * each with its margin boxes and the header/footer templates.
 */
import type { Document, Element } from "domhandler";
import {
  type FontUnitsOf,
  PAGED_MEDIA_PROPERTIES,
  type PageRuleSource,
  type StyledDocument,
  styleDocument,
} from "./css/mod.ts";
import type { ComputedStyle, RGBA } from "./css/types.ts";
import { LimitError } from "./errors.ts";
import { findElement, parseHtml } from "./html/parse.ts";
import { documentMetadata, type HtmlMetadata } from "./html/metadata.ts";
import { type BoxFragment, buildBoxTree, Fragmentainer } from "./layout/mod.ts";
import {
  assignPageNames,
  CrossReferences,
  type PageGeometry,
  pageGeometry,
  PageMarks,
  withPageRule,
} from "./layout/page/mod.ts";
import { PAGE_SIZES, type ResolvedRenderOptions } from "./options.ts";
import {
  assemblePages,
  type DocumentBoxes,
  footnoteArea,
  marginContentUrls,
  pageContent,
  PageContextStyles,
  PageFurniture,
  paginateWithReferences,
  Templates,
} from "./page_assembly/mod.ts";
import {
  attachImages,
  DocumentImages,
  flowImageUrls,
  loadElementImages,
} from "./document_images/mod.ts";
import type { DisplayDocument } from "./paint/types.ts";
import { writePdf } from "./pdf/mod.ts";
import { ResourceLoader } from "./resources/mod.ts";
import { FontRegistry, fontUnitsFor, registryWithFontFaces } from "./text/mod.ts";

function pageFromOptions(o: ResolvedRenderOptions): PageGeometry {
  const [w, h] = PAGE_SIZES[o.pageSize];
  return pageGeometry(o.landscape ? h : w, o.landscape ? w : h, o.margins);
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

/**
 * Styles a document for pages of `base` geometry; vw/vh and media queries see the page
 * area, ex and ch the metrics `fontUnits` gives (fontUnitsFor a registry, whose cache the
 * documents styled with one registry share).
 */
function styleFor(
  document: Document,
  loader: ResourceLoader,
  base: PageGeometry,
  fontUnits: FontUnitsOf,
): StyledDocument {
  return styleDocument(document, {
    loadStylesheet: (href) => loader.readText(href),
    viewport: (rule) => withPageRule(base, rule).area,
    pageSize: [base.width, base.height],
    fontUnits,
  });
}

/**
 * The box tree of a styled document, its blocks knowing their named pages (§4.4.1): what its
 * elements give the pages they land on is recorded (GCPM 3), and `references` resolves
 * target functions and leaders.
 */
function boxesOf(
  document: Document,
  styled: StyledDocument,
  references: CrossReferences | null = null,
): DocumentBoxes {
  const marks = new PageMarks(styled);
  const root = buildBoxTree(findElement(document, "html")!, styled, marks, references);
  assignPageNames(root, (style) => styled.internalValue(style, PAGED_MEDIA_PROPERTIES.page));
  return { root, marks };
}

/** The main document, parsed, styled and turned into boxes, and what the PDF says of it. */
interface PreparedDocument {
  boxes: DocumentBoxes;
  /**
   * Builds the boxes again with what the last layout found for cross references; null when
   * the document has none (its DOM and styles are then freed before layout).
   */
  rebuild: (() => DocumentBoxes) | null;
  references: CrossReferences | null;
  /** The document's @page rules (Paged Media 3 §4). */
  pageRules: PageRuleSource[];
  rootStyle: ComputedStyle;
  /** The canvas's own colour (the root's colour scheme), under every background. */
  canvas: RGBA;
  registry: FontRegistry;
  metadata: HtmlMetadata;
  /** The document's images, those that size boxes loaded already. */
  images: DocumentImages;
}

/**
 * Parses and styles the document and builds its boxes. The DOM and the styles stay in
 * this function's scope: once the boxes exist nothing refers to them (boxes keep only
 * element names and attributes, element_ref.ts), so a long document's tree is freed
 * before layout, its largest stage, begins — unless cross references need the boxes built
 * again after a layout pass.
 */
async function prepareDocument(
  html: string,
  loader: ResourceLoader,
  base: PageGeometry,
): Promise<PreparedDocument> {
  const document = parseHtml(html);
  await loader.prefetch(linkedStylesheets(document as unknown as Element));
  const installed = await FontRegistry.bundled();
  const styled = styleFor(document, loader, base, fontUnitsFor(installed));
  // Web fonts (CSS Fonts 4 §4): the document's @font-face faces join the installed ones
  // for this render, and the header/footer templates use them too.
  const registry = await registryWithFontFaces(installed, styled.fontFaces, loader);
  // Images that size boxes (img, list-style-image) are loaded before the boxes are built.
  const images = new DocumentImages(loader);
  await loadElementImages(findElement(document, "html")!, styled, images);
  const references = new CrossReferences(findElement(document, "html")!, registry);
  const boxes = boxesOf(document, styled, references);
  const used = references.used;
  return {
    boxes,
    rebuild: used ? () => boxesOf(document, styled, references) : null,
    references: used ? references : null,
    pageRules: styled.pageRules,
    rootStyle: styled.rootStyle,
    canvas: styled.canvas,
    registry,
    metadata: documentMetadata(document),
    images,
  };
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
  const prepared = await prepareDocument(html, loader, base);
  const { registry } = prepared;
  const styles = new PageContextStyles(prepared.rootStyle);
  const setup = { rules: prepared.pageRules, base, registry, styles };
  const laid = paginateWithReferences(prepared.boxes, prepared.rebuild, prepared.references, setup);
  if (laid.count > options.maxPages) {
    throw new LimitError(
      `The document needs ${laid.count} pages; the limit is ${options.maxPages}.`,
    );
  }
  // The images only paint needs (backgrounds, svg images) before painting, which is synchronous.
  const { images } = prepared;
  await images.load(flowImageUrls(laid.root));
  const body = laid.root.children.find((c): c is BoxFragment =>
    c.kind === "box" && c.element?.name === "body"
  );
  // The templates' images are loaded before their boxes are built, page by page.
  const templateFontUnits = fontUnitsFor(registry);
  const templateStyles = (document: Document) => {
    const styled = styleFor(document, loader, base, templateFontUnits);
    attachImages(styled, images);
    return styled;
  };
  for (const template of [options.header, options.footer]) {
    const document = template ? parseHtml(template) : null;
    if (document) {
      await loadElementImages(findElement(document, "html")!, templateStyles(document), images);
    }
  }
  // Templates are as wide as their margin box and never paginated.
  const templates = new Templates(
    options.header,
    options.footer,
    laid.count,
    body?.style ?? laid.root.style,
    (html) => {
      const document = parseHtml(html);
      return boxesOf(document, templateStyles(document)).root;
    },
  );
  // Margin boxes' `content: url()` images size their boxes: loaded before they are built; the
  // images their backgrounds and svgs paint, once they are laid out.
  await images.load(marginContentUrls(laid));
  const furniture = new PageFurniture({
    styles,
    templates: (index) => templates.of(index),
    content: pageContent(laid, (url) => images.get(url)),
    footnotes: (index) => footnoteArea(laid, index, setup),
    ctx: { registry, fragmentainer: Fragmentainer.unpaginated() },
  });
  for (let i = 0; i < laid.count; i++) {
    const root = furniture.layout(laid.page(i));
    if (root) await images.load(flowImageUrls(root));
  }
  const display: DisplayDocument = {
    pages: assemblePages(laid, {
      canvas: prepared.canvas,
      furniture,
      images: images.painted(registry),
    }),
    metadata: { ...prepared.metadata, title: options.title ?? prepared.metadata.title },
  };
  for (const warning of images.warnings) options.onWarning?.(warning);
  for (const warning of loader.warnings) options.onWarning?.(warning.message);
  return await writePdf(display, {
    bookmarks: options.bookmarks,
    creationDate: options.creationDate,
  });
}
