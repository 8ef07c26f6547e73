/**
 * Stylesheets (CSS Syntax 3 §5.3 "parse a stylesheet", CSS Cascade 4 §6 @import, CSS
 * Conditional 3 @media/@supports): text → rules with compiled selectors and parsed
 * declarations. @media conditions are kept unevaluated in the parsed form, because the page
 * area they test is only known after @page rules are read; `flattenSheet` evaluates them.
 */
import { type CssNode, parseCss, sourceOf } from "./csstree.ts";
import { type Declared, isSupportedDeclaration, parseDeclarations } from "./declarations.ts";
import { type FontFaceRule, parseFontFace } from "./font_face.ts";
import { matchesMedia, type MediaEnvironment } from "./media.ts";
import { type CompiledSelector, compileSelectorList, type SelectorCompiler } from "./selectors.ts";
import { supportsCondition } from "./supports.ts";
import { resolveUrl } from "./url.ts";

export interface StyleRule {
  selectors: CompiledSelector[];
  declarations: Declared[];
}

/** A parsed stylesheet's content, with @media still to be evaluated. */
export type SheetItem =
  | { type: "style"; rule: StyleRule }
  | { type: "media"; query: string; items: SheetItem[] }
  | { type: "page"; declarations: CssNode[] }
  | { type: "font-face"; rule: FontFaceRule };

export interface SheetContext {
  /** The sheet's own href (for @import and url() resolution); null for embedded sheets. */
  href: string | null;
  /** Fetches an @import; null when it cannot be loaded. */
  load: (href: string) => string | null;
  compiler: SelectorCompiler;
  /** hrefs of the sheets importing this one, to stop @import cycles. */
  importChain?: readonly string[];
}

/** Parses a stylesheet. Never throws; whatever cannot be parsed is dropped. */
export function parseStylesheet(text: string, context: SheetContext): SheetItem[] {
  const sheet = parseCss(text, "stylesheet");
  return sheet ? parseItems(sheet.children, text, context, true) : [];
}

function parseItems(
  nodes: readonly CssNode[],
  text: string,
  context: SheetContext,
  topLevel: boolean,
): SheetItem[] {
  const items: SheetItem[] = [];
  // @import is only valid before all other rules but @charset and @layer statements (§6.1).
  let importsAllowed = topLevel;
  for (const node of nodes) {
    if (node.type === "Rule") {
      importsAllowed = false;
      // A Raw prelude (css-tree gave up, e.g. on `:is(p, 1x)`) may still be valid to Chromium.
      const selectors = compileSelectorList(node.prelude, text, context.compiler);
      const declarations = parseDeclarations(node.block.children);
      if (selectors && selectors.length > 0 && declarations.length > 0) {
        items.push({ type: "style", rule: { selectors, declarations } });
      }
      continue;
    }
    if (node.type !== "Atrule") continue;
    const name = node.name.toLowerCase();
    if (name === "import") {
      if (importsAllowed) items.push(...parseImport(node.prelude, text, context));
      continue;
    }
    if (name !== "charset" && !(name === "layer" && node.block === null)) importsAllowed = false;
    const children = node.block?.children ?? [];
    switch (name) {
      case "media":
        items.push({
          type: "media",
          query: node.prelude ? sourceOf(text, node.prelude) : "",
          items: parseItems(children, text, context, false),
        });
        break;
      case "supports": {
        const condition = node.prelude?.type === "AtrulePrelude" ? node.prelude.children[0] : null;
        if (
          condition?.type === "Condition" &&
          supportsCondition(condition.children, text, context.compiler)
        ) {
          items.push(...parseItems(children, text, context, false));
        }
        break;
      }
      // Cascade layers are not ordered yet: a layer's rules count as unlayered.
      case "layer":
        items.push(...parseItems(children, text, context, false));
        break;
      case "page":
        if (node.prelude === null && node.block) {
          items.push({ type: "page", declarations: node.block.children });
        }
        break;
      case "font-face": {
        const rule = parseFontFace(children, context.href);
        if (rule) items.push({ type: "font-face", rule });
        break;
      }
    }
  }
  return items;
}

/** `@import url [layer(…)] [supports(…)] [media-query-list]` (CSS Cascade 5 §6.1). */
function parseImport(
  prelude: CssNode | null,
  text: string,
  context: SheetContext,
): SheetItem[] {
  if (prelude?.type !== "AtrulePrelude") return [];
  const [target, ...conditions] = prelude.children;
  const url = target?.type === "Url" || target?.type === "String" ? target.value : null;
  if (url === null) return [];
  let query = "";
  for (const condition of conditions) {
    if (condition.type === "MediaQueryList") query = sourceOf(text, condition);
    else if (condition.type === "Function" && condition.name.toLowerCase() === "supports") {
      const [first] = condition.children;
      const supported = first?.type === "Declaration"
        ? isSupportedDeclaration(first)
        : supportsCondition(condition.children, text, context.compiler);
      if (!supported) return [];
    }
  }
  const href = resolveUrl(url, context.href);
  const chain = context.importChain ?? [];
  if (chain.includes(href) || href === context.href) return [];
  const imported = context.load(href);
  if (imported === null) return [];
  const items = parseStylesheet(imported, {
    ...context,
    href,
    importChain: [...chain, ...(context.href ? [context.href] : [])],
  });
  return [{ type: "media", query, items }];
}

/** A sheet's rules, @page blocks and @font-face rules for one media environment. */
export interface FlatSheet {
  rules: StyleRule[];
  pages: CssNode[][];
  fontFaces: FontFaceRule[];
}

/** Evaluates @media against `env` and lists what applies, in order. */
export function flattenSheet(
  items: readonly SheetItem[],
  env: MediaEnvironment,
  into: FlatSheet = { rules: [], pages: [], fontFaces: [] },
): FlatSheet {
  for (const item of items) {
    switch (item.type) {
      case "style":
        into.rules.push(item.rule);
        break;
      case "media":
        if (matchesMedia(item.query, env)) flattenSheet(item.items, env, into);
        break;
      case "page":
        into.pages.push(item.declarations);
        break;
      case "font-face":
        into.fontFaces.push(item.rule);
        break;
    }
  }
  return into;
}
