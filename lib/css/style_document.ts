/**
 * Styling a parsed document: gathers the UA and author stylesheets, resolves @page (which
 * fixes the page area that @media and vw/vh refer to), indexes the rules, and computes each
 * element's style on first request, ancestors first.
 */
import { type Document, type Element, isTag } from "domhandler";
import type { ComputedStyle, PageRule } from "./types.ts";
import { PAGE_SIZES } from "../options.ts";
import { type Cascaded, cascadeDeclarations, RuleIndex } from "./cascade.ts";
import {
  type ComputeEnvironment,
  computeStyle,
  INITIAL_RECORD,
  recordOf,
  type StyleRecord,
} from "./compute.ts";
import type { ContentItem, ContentValue } from "./content.ts";
import { parseDeclarationText } from "./declarations.ts";
import type { FontFaceRule } from "./font_face.ts";
import { resolvePageRule } from "./page.ts";
import { INTERNAL_PROPERTIES } from "./properties.ts";
import { createSelectorCompiler, type PseudoElement } from "./selectors.ts";
import { documentStylesheets } from "./sources.ts";
import { flattenSheet, parseStylesheet, type SheetItem } from "./stylesheet.ts";
import { QUIRKS_STYLESHEET, UA_STYLESHEET } from "./ua.ts";

export interface Size {
  width: number;
  height: number;
}

export interface StyleOptions {
  /**
   * Returns the text of a linked stylesheet (<link rel=stylesheet href>, @import), null when
   * it cannot be loaded. hrefs are as written in the document; an @import inside a linked
   * sheet arrives already resolved against that sheet's href.
   */
  loadStylesheet?: (href: string) => string | null;
  /**
   * The page area in px, which vw/vh and @media width/height refer to (Paged Media 3 §5). As a
   * function it receives the document's merged @page rule, so the area can follow a `size` or
   * `margin` the document sets; @media around @page rules is evaluated with the area for an
   * empty @page rule.
   */
  viewport: Size | ((page: PageRule) => Size);
  /**
   * The page box size used when @page sets none: the base for `size: landscape` alone and for
   * percentage page margins. Default A4.
   */
  pageSize?: readonly [number, number];
}

/** A ::before/::after style, with the content it generates. */
export interface GeneratedStyle extends ComputedStyle {
  content: ContentItem[];
}

export interface StyledDocument {
  /** The computed style of an element of the document. */
  styleOf(element: Element): ComputedStyle;
  /** ::before / ::after of an element when it generates a box (content not none), else null. */
  pseudoStyle(element: Element, pseudo: PseudoElement): GeneratedStyle | null;
  /** The merged @page rule. */
  page: PageRule;
  /** The root element's style (initial values when the document has no element). */
  rootStyle: ComputedStyle;
  /** @font-face rules in document order, for the text stage to load. */
  fontFaces: FontFaceRule[];
  /**
   * A style inheriting from `parent` (a style of this document or any ComputedStyle) with
   * `declarations` (a style attribute's syntax) applied: for anonymous boxes and for
   * header/footer templates rendered in the document's context.
   */
  inherit(parent: ComputedStyle, declarations?: string): ComputedStyle;
}

const DEFAULT_PAGE_SIZE = PAGE_SIZES.A4;

/** UA sheets are parsed once; they have no @media, so they flatten the same everywhere. */
const uaRules = (css: string) =>
  flattenSheet(
    parseStylesheet(css, { href: null, load: () => null, compiler: createSelectorCompiler() }),
    { width: 0, height: 0 },
  ).rules;
const UA_RULES = uaRules(UA_STYLESHEET);
const QUIRKS_UA_RULES = [...UA_RULES, ...uaRules(QUIRKS_STYLESHEET)];

interface ElementStyle {
  record: StyleRecord;
  pseudo: Partial<Record<PseudoElement, Cascaded>>;
  generated: Partial<Record<PseudoElement, GeneratedStyle | null>>;
}

function parentElementOf(element: Element): Element | null {
  return element.parent && isTag(element.parent) ? element.parent : null;
}

/** Styles a document parsed by parse5 with the htmlparser2 tree adapter. */
export function styleDocument(document: Document, options: StyleOptions): StyledDocument {
  const load = options.loadStylesheet ?? (() => null);
  const compiler = createSelectorCompiler();
  const items: SheetItem[] = documentStylesheets(document, load).map((source) => ({
    type: "media",
    query: source.media,
    items: parseStylesheet(source.text, { href: source.href, load, compiler }),
  }));

  const viewportFor = (page: PageRule) =>
    typeof options.viewport === "function" ? options.viewport(page) : options.viewport;
  const pageSheet = flattenSheet(items, viewportFor({ size: null }));
  const page = resolvePageRule(pageSheet.pages, options.pageSize ?? DEFAULT_PAGE_SIZE);
  const viewport = viewportFor(page);
  const sheet = typeof options.viewport === "function" ? flattenSheet(items, viewport) : pageSheet;

  const index = new RuleIndex([
    { origin: "user-agent", rules: document["x-mode"] === "quirks" ? QUIRKS_UA_RULES : UA_RULES },
    { origin: "author", rules: sheet.rules },
  ]);
  const styles = new Map<Element, ElementStyle>();
  const records = new WeakMap<ComputedStyle, StyleRecord>();
  const root = document.children.find(isTag) ?? null;
  let env: ComputeEnvironment = { viewport, rootFontSize: INITIAL_RECORD.style.fontSize };

  const computeElement = (element: Element): ElementStyle => {
    const parent = parentElementOf(element);
    const inline = element.attribs.style ? parseDeclarationText(element.attribs.style) : [];
    const cascade = index.cascade(element, inline);
    const record = computeStyle({
      cascaded: cascade.element,
      parent: parent ? styles.get(parent)!.record : INITIAL_RECORD,
      element,
      isRoot: element === root,
      env,
    });
    records.set(record.style, record);
    return { record, pseudo: cascade.pseudo, generated: {} };
  };

  const styleEntry = (element: Element): ElementStyle => {
    const pending: Element[] = [];
    for (let e: Element | null = element; e && !styles.has(e); e = parentElementOf(e)) {
      pending.push(e);
    }
    for (const e of pending.reverse()) styles.set(e, computeElement(e));
    return styles.get(element)!;
  };

  // The root first: rem everywhere else refers to its font size.
  const rootStyle = root ? styleEntry(root).record.style : INITIAL_RECORD.style;
  env = { viewport, rootFontSize: rootStyle.fontSize };

  return {
    styleOf: (element) => styleEntry(element).record.style,
    pseudoStyle(element, pseudo) {
      const entry = styleEntry(element);
      if (!(pseudo in entry.generated)) {
        entry.generated[pseudo] = generatedStyle(entry, element, pseudo, env);
      }
      return entry.generated[pseudo]!;
    },
    page,
    rootStyle,
    fontFaces: sheet.fontFaces,
    inherit(parent, declarations = "") {
      return computeStyle({
        cascaded: cascadeDeclarations(parseDeclarationText(declarations)),
        parent: records.get(parent) ?? recordOf(parent),
        element: null,
        isRoot: false,
        env,
      }).style;
    },
  };
}

/** ::before/::after generate a box unless content is none/normal or display none (CSS GC 3). */
function generatedStyle(
  entry: ElementStyle,
  element: Element,
  pseudo: PseudoElement,
  env: ComputeEnvironment,
): GeneratedStyle | null {
  const cascaded = entry.pseudo[pseudo];
  if (!cascaded) return null;
  const record = computeStyle({ cascaded, parent: entry.record, element, isRoot: false, env });
  const content = record.values[INTERNAL_PROPERTIES.content.id] as ContentValue;
  if (typeof content === "string" || record.style.display === "none") return null;
  return { ...record.style, content };
}

/** The initial value of every property, as ComputedStyle (a fresh copy each call). */
export function defaultStyle(): ComputedStyle {
  return structuredClone(INITIAL_RECORD.style);
}

/**
 * A style inheriting from any ComputedStyle, outside a document: `declarations` in style
 * attribute syntax; vw/vh refer to `viewport` and rem to 16px unless given.
 */
export function inheritFrom(
  parent: ComputedStyle,
  declarations = "",
  environment: { viewport?: Size; rootFontSize?: number } = {},
): ComputedStyle {
  return computeStyle({
    cascaded: cascadeDeclarations(parseDeclarationText(declarations)),
    parent: recordOf(parent),
    element: null,
    isRoot: false,
    env: {
      viewport: environment.viewport ?? { width: 0, height: 0 },
      rootFontSize: environment.rootFontSize ?? INITIAL_RECORD.style.fontSize,
    },
  }).style;
}
