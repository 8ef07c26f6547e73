/**
 * Styling a parsed document: gathers the UA and author stylesheets, resolves @page (which
 * fixes the page area that @media and vw/vh refer to), indexes the rules, and computes each
 * element's style on first request, ancestors first.
 */
import { type Document, type Element, isTag } from "domhandler";
import type { ComputedStyle, Display, PageRule, RGBA } from "./types.ts";
import { DISPLAY } from "./display.ts";
import { canvasColor, COLOR_SCHEME, type UsedScheme } from "./color/mod.ts";
import { PAGE_SIZES } from "../options.ts";
import { type Cascaded, cascadeDeclarations, type ElementCascade, RuleIndex } from "./cascade.ts";
import {
  type ComputeEnvironment,
  computeStyle,
  INITIAL_RECORD,
  recordOf,
  type StyleRecord,
} from "./compute.ts";
import { type Declared, parseDeclarationText } from "./declarations.ts";
import { APPEARANCE, type Appearance } from "./appearance.ts";
import { forcedDeclarations } from "./widget_style.ts";
import {
  CONTAINER_NAME,
  CONTAINER_TYPE,
  type ContainerQuery,
  type ContainerSize,
  type ContainerType,
  matchesContainer,
} from "./container.ts";
import { containerSize, type ElementLookup } from "./container_size.ts";
import type { FontFaceRule } from "./font_face.ts";
import { presentationalHints } from "./hints.ts";
import { PropertyRegistry } from "./registered_properties.ts";
import { pageBlocks, type PageRuleSource, resolvePageRule } from "./page.ts";
import {
  computePseudo,
  generatedBox,
  type GeneratedStyle,
  markerBox,
  type MarkerStyle,
} from "./pseudo_elements.ts";
import { createSelectorCompiler, type PseudoElement } from "./selectors.ts";
import { readsElement, sharingKey, StyleSharingCache } from "./style_sharing.ts";
import { documentStylesheets } from "./sources.ts";
import { flattenSheet, parseStylesheet, type SheetItem } from "./stylesheet.ts";
import { QUIRKS_STYLESHEET, UA_STYLESHEET } from "./ua.ts";
import type { FontUnitsOf } from "./length.ts";
import type { MediaEnvironment } from "./media.ts";
import type { Property } from "./property.ts";

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
   * The page area in px, which vw/vh refer to (Paged Media 3 §5). As a function it receives
   * the document's merged @page rule, so the area can follow a `size` or `margin` the document
   * sets; @media is evaluated with the area for an empty @page rule, as Chromium does.
   */
  viewport: Size | ((page: PageRule) => Size);
  /**
   * The page box size used when @page sets none: the base for `size: landscape` alone and for
   * percentage page margins. Default A4.
   */
  pageSize?: readonly [number, number];
  /**
   * Metrics of a font for `ex` and `ch` (CSS Values 4 §6.1.1): the first available font's
   * x-height and "0" advance. Without it both are 0.5em.
   */
  fontUnits?: FontUnitsOf;
}

export interface StyledDocument {
  /** The computed style of an element of the document. */
  styleOf(element: Element): ComputedStyle;
  /**
   * ::before / ::after of an element, or a footnote's ::footnote-call / ::footnote-marker (GCPM
   * 3 §3.6–3.7), when it generates a box (content not none), else null.
   */
  pseudoStyle(
    element: Element,
    pseudo: "before" | "after" | "footnote-call" | "footnote-marker",
  ): GeneratedStyle | null;
  /**
   * ::marker of a display:list-item element when it has a marker (content not none, and not
   * `normal` with list-style-type none), else null.
   */
  pseudoStyle(element: Element, pseudo: "marker"): MarkerStyle | null;
  /**
   * ::first-line / ::first-letter of an element when a rule targets it, else null (the text
   * keeps the element's style). Only the properties that apply to them are taken from their
   * rules (CSS Pseudo 4 §2.2.1, §2.3.1); ::first-letter inherits from ::first-line.
   */
  pseudoStyle(element: Element, pseudo: "first-line" | "first-letter"): ComputedStyle | null;
  /**
   * The element's own style computed over `parent` rather than its parent element's style:
   * how an inline element on a first line inherits from the ::first-line (CSS Pseudo 4
   * §2.2.1), e.g. `styleUnder(b, pseudoStyle(p, "first-line"))` for `<p><b>…` on line one.
   */
  styleUnder(element: Element, parent: ComputedStyle): ComputedStyle;
  /**
   * The element's display before blockification (CSS Display 3 §2.7): whether an absolutely
   * positioned box was block-level or inline-level sets its static position (CSS 2.2
   * §10.3.7), as Chromium's original display does. Its cascaded value when it is a keyword,
   * else its computed value.
   */
  displayBeforeBlockification(element: Element): Display;
  /**
   * The published computed value, in a style this document computed (styleOf, styleUnder), of
   * a longhand ComputedStyle does not carry (properties.ts INTERNAL_PROPERTIES), such as SVG's
   * painting properties (svg_properties.ts).
   */
  internalValue<P>(style: ComputedStyle, property: Property<unknown, unknown, P>): P;
  /** The merged @page rule of the rules without page selectors (what vw and vh see). */
  page: PageRule;
  /** Every @page rule that applies to print, in order (Paged Media 3 §4). */
  pageRules: PageRuleSource[];
  /**
   * What the document's media queries were evaluated against; a picture's sources and an
   * img's sizes are evaluated against it too (HTML §4.8.4.3).
   */
  media: MediaEnvironment;
  /** The root element's style (initial values when the document has no element). */
  rootStyle: ComputedStyle;
  /**
   * The canvas's own colour: the Canvas system colour of the root's used colour scheme (CSS
   * Color Adjust 1 §2.2), white unless the root asks for dark (#121212, as Chromium prints).
   */
  canvas: RGBA;
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

/**
 * An element's style and its pseudo-elements'. Elements that share a style (style_sharing.ts)
 * share all of it: nothing here then depends on which of them it was computed for.
 */
interface ElementStyle {
  record: StyleRecord;
  cascaded: Cascaded;
  pseudo: ElementCascade["pseudo"];
  /** Pseudo-element records computed so far; null when the pseudo-element has no rules. */
  pseudoRecords: Partial<Record<PseudoElement, StyleRecord | null>>;
  /** What pseudoStyle returns, per pseudo-element. */
  published: Partial<Record<PseudoElement, ComputedStyle | null>>;
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
    items: parseStylesheet(source.text, {
      href: source.href,
      load,
      compiler,
      scopeRoot: source.scopeRoot,
    }),
  }));

  const viewportFor = (page: PageRule) =>
    typeof options.viewport === "function" ? options.viewport(page) : options.viewport;
  // Media queries see the page area before any @page rule, with lengths in the initial font:
  // Chromium evaluates them before it reads @page (an @page size never changes their answer).
  const { fontFamily, fontWeight, fontStyle, fontSize } = INITIAL_RECORD.style;
  const media: MediaEnvironment = {
    ...viewportFor({ size: null }),
    font: options.fontUnits?.({ fontFamily, fontWeight, fontStyle, fontSize }),
  };
  const sheet = flattenSheet(items, media);
  const page = resolvePageRule(
    pageBlocks(sheet.pages, null),
    options.pageSize ?? DEFAULT_PAGE_SIZE,
  );
  const viewport = viewportFor(page);

  const index = new RuleIndex([
    { origin: "user-agent", rules: document["x-mode"] === "quirks" ? QUIRKS_UA_RULES : UA_RULES },
    { origin: "author", rules: sheet.rules },
  ]);
  const styles = new Map<Element, ElementStyle>();
  const records = new WeakMap<ComputedStyle, StyleRecord>();
  const root = document.children.find(isTag) ?? null;
  const fontUnits = options.fontUnits;
  const registry = new PropertyRegistry(sheet.properties, viewport);
  let env: ComputeEnvironment = {
    viewport,
    rootFontSize: INITIAL_RECORD.style.fontSize,
    fontUnits,
    registry,
  };

  const sharing = new StyleSharingCache<ElementStyle>();

  /** Query containers' sizes, worked out once each (container_size.ts). */
  const containerSizes = new Map<Element, ContainerSize | null>();
  const lookup: ElementLookup = {
    styleOf: (element) => styles.get(element)!.record.style,
    parentOf: parentElementOf,
  };
  /** Whether the element's query container for a query satisfies it (CSS Conditional 5 §6). */
  const inContainer = (element: Element) => (query: ContainerQuery) => {
    for (let a = parentElementOf(element); a !== null; a = parentElementOf(a)) {
      const { values } = styles.get(a)!.record;
      const type = values[CONTAINER_TYPE.id] as ContainerType;
      const names = values[CONTAINER_NAME.id] as string[];
      if (type === "normal" || (query.name !== null && !names.includes(query.name))) continue;
      let size = containerSizes.get(a);
      if (size === undefined) {
        containerSizes.set(a, size = containerSize(a, type, lookup, viewport.width));
      }
      return size !== null && matchesContainer(query, size);
    }
    return false;
  };

  /** The element's style: a shared one when an element with the same inputs has one. */
  const computeElement = (element: Element): ElementStyle => {
    const parent = parentElementOf(element);
    const parentRecord = parent ? styles.get(parent)!.record : INITIAL_RECORD;
    const matched = index.match(element, inContainer(element));
    const inlineText = element.attribs.style ?? "";
    const hints = presentationalHints(element);
    const isRoot = element === root;
    const key = isRoot ? null : sharingKey(matched, inlineText, hints);
    const shared = key === null ? undefined : sharing.get(parentRecord, key);
    if (shared) return shared;
    const inline = inlineText ? parseDeclarationText(inlineText) : [];
    const styleWith = (inline: readonly Declared[]) => {
      const cascade = index.cascade(matched, inline, hints);
      const record = computeStyle({
        cascaded: cascade.element,
        parent: parentRecord,
        element,
        isRoot,
        env,
      });
      return { cascade, record };
    };
    let { cascade, record } = styleWith(inline);
    // Form controls are adjusted after the cascade, as in Chromium (widget_style.ts).
    const forced = forcedDeclarations(element, (e) => {
      const { values, style } = e === element ? record : styles.get(e)!.record;
      const cascaded = e === element ? cascade.element : styles.get(e)!.cascaded;
      return { appearance: values[APPEARANCE.id] as Appearance, style, cascaded };
    });
    if (forced.length > 0) ({ cascade, record } = styleWith([...inline, ...forced]));
    records.set(record.style, record);
    const entry: ElementStyle = {
      record,
      cascaded: cascade.element,
      pseudo: cascade.pseudo,
      pseudoRecords: {},
      published: {},
    };
    if (key !== null && !readsElement(inline)) sharing.set(parentRecord, key, entry);
    return entry;
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
  const rootRecord = root ? styleEntry(root).record : INITIAL_RECORD;
  env = { ...env, rootFontSize: rootRecord.style.fontSize, root: rootRecord };

  const recordOfStyle = (style: ComputedStyle) => records.get(style) ?? recordOf(style);

  /** A pseudo-element's record; ::first-letter nests in ::first-line when both apply. */
  const pseudoRecord = (
    entry: ElementStyle,
    element: Element,
    pseudo: PseudoElement,
  ): StyleRecord | null => {
    if (!(pseudo in entry.pseudoRecords)) {
      const cascaded = entry.pseudo(pseudo);
      const parent: StyleRecord = pseudo === "first-letter"
        ? pseudoRecord(entry, element, "first-line") ?? entry.record
        : entry.record;
      entry.pseudoRecords[pseudo] = cascaded
        ? computePseudo(pseudo, cascaded, parent, element, env)
        : null;
    }
    return entry.pseudoRecords[pseudo]!;
  };

  const publishPseudo = (entry: ElementStyle, element: Element, pseudo: PseudoElement) => {
    // ::marker's UA rule matches everything; only list items have a marker.
    if (pseudo === "marker" && entry.record.style.display !== "list-item") return null;
    const record = pseudoRecord(entry, element, pseudo);
    if (record === null) return null;
    records.set(record.style, record);
    if (pseudo === "marker") return markerBox(record);
    return pseudo === "first-line" || pseudo === "first-letter"
      ? record.style
      : generatedBox(record);
  };

  return {
    styleOf: (element) => styleEntry(element).record.style,
    pseudoStyle: ((element: Element, pseudo: PseudoElement) => {
      const entry = styleEntry(element);
      if (!(pseudo in entry.published)) {
        entry.published[pseudo] = publishPseudo(entry, element, pseudo);
      }
      return entry.published[pseudo]!;
    }) as StyledDocument["pseudoStyle"],
    styleUnder(element, parent) {
      const record = computeStyle({
        cascaded: styleEntry(element).cascaded,
        parent: recordOfStyle(parent),
        element,
        isRoot: false,
        env,
      });
      records.set(record.style, record);
      return record.style;
    },
    displayBeforeBlockification(element) {
      const entry = styleEntry(element);
      const cascaded = entry.cascaded.values[DISPLAY.id];
      if (cascaded === undefined) return DISPLAY.initial;
      return typeof cascaded === "string" ? cascaded as Display : entry.record.style.display;
    },
    internalValue(style, property) {
      return property.publish(recordOfStyle(style).values[property.id]);
    },
    page,
    pageRules: sheet.pages,
    media,
    rootStyle: rootRecord.style,
    canvas: canvasColor(rootRecord.values[COLOR_SCHEME.id] as UsedScheme),
    fontFaces: sheet.fontFaces,
    inherit(parent, declarations = "") {
      return computeStyle({
        cascaded: cascadeDeclarations(parseDeclarationText(declarations)),
        parent: recordOfStyle(parent),
        element: null,
        isRoot: false,
        env,
      }).style;
    },
  };
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
