/**
 * Stylesheets (CSS Syntax 3 §5, CSS Nesting 1, CSS Cascade 5 §6 @import and @layer, CSS
 * Cascade 6 @scope, CSS Conditional 3 @media/@supports, CSS Properties and Values 1 @property):
 * text → rules with compiled selectors and parsed declarations, as Chromium reads them.
 *
 * Nested style rules are flattened here: each gets its selectors compiled against its
 * parent's (`&` is `:is(<parent's selectors>)`, selectors.ts), and the declarations that
 * follow a nested rule become a rule of their own after it with the parent's selectors (a
 * CSSNestedDeclarations rule, Nesting 1 §3.2), so they keep their order. Inside @scope they
 * match the scoping root, as `:where(:scope)`.
 *
 * @media conditions and cascade layers are kept in the parsed form: the page area @media
 * tests is only known after @page rules are read, and a layer's order is fixed by its first
 * appearance among the rules that apply. `flattenSheet` evaluates and numbers them.
 */
import type { ParentNode } from "domhandler";
import { type Atrule, type CssNode, parseCss, sourceOf } from "./csstree.ts";
import { type Declared, isSupportedDeclaration, parseDeclarationText } from "./declarations.ts";
import { type ContainerQuery, parseContainerPrelude } from "./container.ts";
import { type FontFaceRule, parseFontFace } from "./font_face.ts";
import { Layer, type LayerName, parseLayerNames } from "./layers.ts";
import { matchesMedia, type MediaEnvironment } from "./media.ts";
import type { PageRuleSource } from "./page.ts";
import { parsePageSelectors } from "./page_selectors.ts";
import { parsePropertyRule, type PropertyRule } from "./registered_properties.ts";
import { parseScope, type Scope, SCOPE_NESTING } from "./scope.ts";
import {
  type CompiledSelector,
  compileSelectors,
  type Nesting,
  nestingOf,
  parseSelectorList,
  type SelectorCompiler,
} from "./selectors.ts";
import { supportsCondition } from "./supports.ts";
import { type Block, SheetSyntax, type SyntaxItem } from "./syntax.ts";
import { resolveUrl } from "./url.ts";

export interface StyleRule {
  selectors: CompiledSelector[];
  declarations: Declared[];
  /** The @scope the rule is in; null for most rules. */
  scope: Scope | null;
  /** The conditions of the @container rules it is in, all to be met (container.ts). */
  containers?: readonly ContainerQuery[];
}

/** A parsed stylesheet's content, with @media and layers still to be evaluated. */
export type SheetItem =
  | { type: "style"; rule: StyleRule }
  | { type: "media"; query: string; items: SheetItem[] }
  | { type: "container"; query: ContainerQuery; items: SheetItem[] }
  /** `@layer a, b.c;`: declares layers, in order, inside the current one. */
  | { type: "layer"; names: LayerName[] }
  /** `@layer a { … }`; name null for an anonymous layer. */
  | { type: "layer-block"; name: LayerName | null; items: SheetItem[] }
  /** An @page rule (Paged Media 3 §4): its page selectors and its block, margin rules included. */
  | { type: "page"; rule: PageRuleSource }
  | { type: "font-face"; rule: FontFaceRule }
  | { type: "property"; rule: PropertyRule };

export interface SheetContext {
  /** The sheet's own href (for @import and url() resolution); null for embedded sheets. */
  href: string | null;
  /** Fetches an @import; null when it cannot be loaded. */
  load: (href: string) => string | null;
  compiler: SelectorCompiler;
  /** hrefs of the sheets importing this one, to stop @import cycles. */
  importChain?: readonly string[];
  /** The parent of the sheet's <style> element: the root of an @scope without a prelude. */
  scopeRoot?: ParentNode | null;
}

/** Parses a stylesheet. Never throws; whatever cannot be parsed is dropped. */
export function parseStylesheet(text: string, context: SheetContext): SheetItem[] {
  const syntax = new SheetSyntax(text);
  return new SheetParser(syntax, context).ruleList(syntax.rules(syntax.sheet, true), TOP, true);
}

/** Where a rule stands, which decides what its selectors are relative to. */
interface Nest {
  /** The enclosing style rule: what `&` means, and its selectors; null outside style rules. */
  readonly rule: { readonly nesting: Nesting; readonly selectors: CompiledSelector[] } | null;
  readonly scope: Scope | null;
  /** Directly in an @scope block (not in a style rule inside it): relative to the root. */
  readonly inScope: boolean;
}

const TOP: Nest = { rule: null, scope: null, inScope: false };

type AtRuleItem = Extract<SyntaxItem, { type: "at" }>;

/** Declarations directly in @scope match the root as `:where(:scope)` does (Chromium). */
const WHERE_SCOPE: CompiledSelector[] = compileSelectors(
  parseSelectorList(":where(:scope)")!.selectors,
);

/** Group rules that may nest in style rules (CSS Nesting 1 §3.2, Chromium's list). */
const NESTED_GROUP_RULES = new Set([
  "media",
  "supports",
  "layer",
  "scope",
  "container",
  "starting-style",
]);

/**
 * Blocks nested deeper than this are dropped: the parser recurses per level, and a stylesheet
 * must not be able to exhaust the stack (Chromium has no such limit; no real sheet nears it).
 */
const MAX_DEPTH = 256;

class SheetParser {
  #depth = 0;

  constructor(readonly syntax: SheetSyntax, readonly context: SheetContext) {}

  /** `parse` one level deeper; nothing beyond MAX_DEPTH. */
  #nested(parse: () => SheetItem[]): SheetItem[] {
    if (this.#depth >= MAX_DEPTH) return [];
    this.#depth++;
    try {
      return parse();
    } finally {
      this.#depth--;
    }
  }

  /** A list of rules: the sheet's top level, or the block of a group rule outside style rules. */
  ruleList(items: readonly SyntaxItem[], nest: Nest, topLevel = false): SheetItem[] {
    const out: SheetItem[] = [];
    // @import is only valid before all other rules but @charset and @layer statements (§6.1).
    let importsAllowed = topLevel;
    for (const item of items) {
      if (item.type === "qualified") {
        importsAllowed = false;
        out.push(...this.styleRule(item.prelude, item.block, nest) ?? []);
      } else if (item.type === "at") {
        if (item.name === "import") {
          if (importsAllowed) out.push(...this.importRule(item));
          continue;
        }
        const statement = item.name === "charset" || item.name === "namespace" ||
          (item.name === "layer" && item.block === null);
        if (!statement) importsAllowed = false;
        out.push(...this.atRule(item, nest) ?? []);
      }
    }
    return out;
  }

  /**
   * The contents of a style rule's block or of a group rule nested in one (or in @scope):
   * declarations and rules. Declarations before the first rule are `own` (a style rule's
   * own declarations; null for a group rule, where they too become a nested declarations
   * rule); each later run becomes a rule after the rule it follows. `nest` is asked for
   * only when the block holds a rule or a later run.
   */
  contents(block: Block, own: Declared[] | null, nest: () => Nest): SheetItem[] {
    const out: SheetItem[] = [];
    let run: Declared[] = own ?? [];
    const flush = () => {
      if (run !== own && run.length > 0) out.push(...this.nestedDeclarations(run, nest()));
      run = [];
    };
    for (const item of this.syntax.contents(block)) {
      if (item.type === "declarations") {
        run.push(...parseDeclarationText(item.text, this.context.href));
        continue;
      }
      const rules = item.type === "qualified"
        ? this.styleRule(item.prelude, item.block, nest())
        : nest().rule === null || NESTED_GROUP_RULES.has(item.name)
        ? this.atRule(item, nest())
        : null;
      // A rule that is not one (a bad selector, an unknown at-rule) does not split the run.
      if (rules === null) continue;
      flush();
      out.push(...rules);
    }
    flush();
    return out;
  }

  /** A run of declarations after a nested rule, as a rule of its own (Nesting 1 §3.2). */
  nestedDeclarations(declarations: Declared[], nest: Nest): SheetItem[] {
    // Chromium copies the parent's selector list: each selector keeps its own specificity.
    const selectors = nest.inScope ? WHERE_SCOPE : nest.rule?.selectors;
    if (!selectors) return [];
    return [{ type: "style", rule: { selectors, declarations, scope: nest.scope } }];
  }

  /** A style rule and the rules nested in it; null when its selector list is invalid. */
  styleRule(prelude: string, block: Block, nest: Nest): SheetItem[] | null {
    const relative = nest.rule !== null || nest.inScope;
    // `&` directly in @scope is the scoping root, elsewhere the enclosing rule's selectors.
    const nesting = nest.inScope ? SCOPE_NESTING : nest.rule?.nesting ?? null;
    let parsed: ReturnType<typeof parseSelectorList> = null;
    let selectors: CompiledSelector[] | null;
    if (relative) {
      parsed = parseSelectorList(prelude, { nested: true, scoped: nest.inScope });
      selectors = parsed && compileSelectors(parsed.selectors, nesting);
    } else {
      selectors = this.context.compiler.list(prelude);
    }
    if (selectors === null) return null;
    let inner: Nest | null = null;
    const innerNest = (): Nest => {
      parsed ??= parseSelectorList(prelude);
      inner ??= {
        rule: { nesting: nestingOf(parsed!.selectors, nesting), selectors },
        scope: nest.scope,
        inScope: false,
      };
      return inner;
    };
    const declarations: Declared[] = [];
    const children = this.#nested(() => this.contents(block, declarations, innerNest));
    const own: SheetItem[] = declarations.length > 0 && selectors.length > 0
      ? [{ type: "style", rule: { selectors, declarations, scope: nest.scope } }]
      : [];
    return [...own, ...children];
  }

  /**
   * An at-rule; null when it is unknown or not allowed where it stands. A known rule that
   * applies nowhere in print (@container without containers, @starting-style) is `[]`.
   */
  atRule(item: AtRuleItem, nest: Nest): SheetItem[] | null {
    const { name, prelude, block } = item;
    switch (name) {
      case "media":
        if (!block) return null;
        return [{ type: "media", query: prelude, items: this.groupBody(block, nest) }];
      case "supports": {
        if (!block) return null;
        return this.supports(prelude) ? this.groupBody(block, nest) : [];
      }
      case "layer": {
        const names = parseLayerNames(prelude);
        if (names === null) return null;
        if (!block) return names.length > 0 ? [{ type: "layer", names }] : null;
        if (names.length > 1) return null;
        return [{
          type: "layer-block",
          name: names[0] ?? null,
          items: this.groupBody(block, nest),
        }];
      }
      case "scope": {
        if (!block) return null;
        const scope = parseScope(prelude, {
          nesting: nest.inScope ? null : nest.rule?.nesting ?? null,
          parent: nest.scope,
          implicitRoot: this.context.scopeRoot ?? null,
        });
        if (scope === null) return null;
        const inner: Nest = { rule: nest.rule, scope, inScope: true };
        return this.#nested(() => this.contents(block, null, () => inner));
      }
      case "container": {
        const query = block && parseContainerPrelude(prelude);
        return query ? [{ type: "container", query, items: this.groupBody(block, nest) }] : null;
      }
      // A starting style only applies to transitions.
      case "starting-style":
        return block ? [] : null;
      case "charset":
      case "namespace":
        return [];
    }
    // Inside style rules only the group rules above; directly in @scope, any rule.
    if (nest.rule !== null) return null;
    switch (name) {
      case "page": {
        const selectors = parsePageSelectors(prelude);
        const node = selectors && this.wholeRule(item.text);
        if (!selectors || !node?.block) return [];
        return [{ type: "page", rule: { selectors, block: node.block.children } }];
      }
      case "font-face": {
        const node = this.wholeRule(item.text);
        const rule = node?.block ? parseFontFace(node.block.children, this.context.href) : null;
        return rule ? [{ type: "font-face", rule }] : [];
      }
      case "property": {
        const rule = block ? parsePropertyRule(prelude, this.descriptors(block)) : null;
        return rule ? [{ type: "property", rule }] : [];
      }
    }
    return null;
  }

  /** A group rule's block: nested group rules hold declarations too (Nesting 1 §3.2). */
  groupBody(block: Block, nest: Nest): SheetItem[] {
    return this.#nested(() =>
      nest.rule !== null || nest.inScope
        ? this.contents(block, null, () => nest)
        : this.ruleList(this.syntax.rules(block), nest)
    );
  }

  /** The declarations of an at-rule's block as one list's text; nested rules dropped. */
  descriptors(block: Block): string {
    const runs = this.syntax.contents(block).filter((item) => item.type === "declarations");
    return runs.map((item) => item.text).join(";");
  }

  /** An @supports prelude (CSS Conditional 3 §6) holds. */
  supports(prelude: string): boolean {
    const text = `@supports ${prelude} {}`;
    const node = this.wholeRule(text);
    const condition = node?.prelude?.type === "AtrulePrelude" ? node.prelude.children[0] : null;
    return condition?.type === "Condition" &&
      supportsCondition(condition.children, text, this.context.compiler);
  }

  /** An at-rule's text parsed by css-tree, for the rules whose parts it reads. */
  wholeRule(text: string): Atrule | null {
    const node = parseCss(text, "stylesheet")?.children[0];
    return node?.type === "Atrule" ? node : null;
  }

  /**
   * `@import url [layer | layer(name)] [supports(…)] [media-query-list]` (CSS Cascade 5
   * §6.1): the imported sheet, in its layer, under its media.
   */
  importRule(item: AtRuleItem): SheetItem[] {
    const prelude = this.wholeRule(item.text)?.prelude;
    if (prelude?.type !== "AtrulePrelude") return [];
    const [target, ...conditions] = prelude.children;
    const url = target?.type === "Url" || target?.type === "String" ? target.value : null;
    if (url === null) return [];
    let query = "";
    let layer: LayerName | null | undefined;
    for (const [i, condition] of conditions.entries()) {
      if (condition.type === "MediaQueryList") {
        query = sourceOf(item.text, condition);
      } else if (i === 0 && condition.type === "Identifier" && isNamed(condition, "layer")) {
        layer = null;
      } else if (i === 0 && condition.type === "Function" && isNamed(condition, "layer")) {
        const names = parseLayerNames(innerSource(item.text, condition));
        if (names?.length !== 1) return [];
        layer = names[0];
      } else if (condition.type === "Function" && isNamed(condition, "supports")) {
        const [first] = condition.children;
        const supported = first?.type === "Declaration"
          ? isSupportedDeclaration(first)
          : supportsCondition(condition.children, item.text, this.context.compiler);
        if (!supported) return [];
      }
    }
    const { href: base, importChain = [] } = this.context;
    const href = resolveUrl(url, base);
    if (importChain.includes(href) || href === base) return [];
    const imported = this.context.load(href);
    if (imported === null) return [];
    const items = parseStylesheet(imported, {
      ...this.context,
      href,
      importChain: [...importChain, ...(base ? [base] : [])],
    });
    const media: SheetItem = { type: "media", query, items };
    return layer === undefined ? [media] : [{ type: "layer-block", name: layer, items: [media] }];
  }
}

function isNamed(node: CssNode & { name: string }, name: string): boolean {
  return node.name.toLowerCase() === name;
}

/** The source between a function's parentheses. */
function innerSource(text: string, fn: CssNode & { name: string }): string {
  const source = sourceOf(text, fn);
  return source.slice(fn.name.length + 1, source.endsWith(")") ? -1 : undefined);
}

/** A style rule as it applies: in the cascade layer numbered `layer` (layers.ts). */
export interface FlatRule extends StyleRule {
  readonly layer: number;
}

/** A sheet's rules, @page blocks, @font-face and @property rules for one media environment. */
export interface FlatSheet {
  rules: FlatRule[];
  pages: PageRuleSource[];
  fontFaces: FontFaceRule[];
  properties: PropertyRule[];
}

/** Evaluates @media against `env`, orders the layers, and lists what applies, in order. */
export function flattenSheet(items: readonly SheetItem[], env: MediaEnvironment): FlatSheet {
  const unlayered = new Layer();
  const placed: Array<{ rule: StyleRule; layer: Layer }> = [];
  const into: FlatSheet = { rules: [], pages: [], fontFaces: [], properties: [] };
  const walk = (items: readonly SheetItem[], layer: Layer, containers: ContainerQuery[]) => {
    for (const item of items) {
      switch (item.type) {
        case "style": {
          const rule = containers.length > 0 ? { ...item.rule, containers } : item.rule;
          placed.push({ rule, layer });
          break;
        }
        case "media":
          if (matchesMedia(item.query, env)) walk(item.items, layer, containers);
          break;
        case "container":
          walk(item.items, layer, [...containers, item.query]);
          break;
        case "layer":
          for (const name of item.names) layer.sublayer(name);
          break;
        case "layer-block":
          walk(item.items, item.name ? layer.sublayer(item.name) : layer.anonymous(), containers);
          break;
        case "page":
          into.pages.push(item.rule);
          break;
        case "font-face":
          into.fontFaces.push(item.rule);
          break;
        case "property":
          into.properties.push(item.rule);
          break;
      }
    }
  };
  walk(items, unlayered, []);
  unlayered.rankFrom(0);
  into.rules = placed.map(({ rule, layer }) => ({ ...rule, layer: layer.rank }));
  return into;
}
