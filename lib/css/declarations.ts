/**
 * Declarations → longhand specified values (CSS Syntax 3 §5.4.6 "consume a declaration",
 * CSS Cascade 4 §7.3 CSS-wide keywords). Invalid or unknown declarations produce nothing,
 * which is how CSS drops them, so an earlier valid declaration keeps applying.
 *
 * Custom properties (`--name`) keep their value as text. A value containing var() cannot be
 * parsed until the custom properties are known, so it is kept as a PendingSubstitution for
 * every longhand it sets, and expanded at computed-value time (CSS Variables 1 §3).
 */
import { type CssNode, type Declaration, generateCss, parseCss } from "./csstree.ts";
import { flowRelativeNamed } from "./logical.ts";
import type { Property } from "./property.ts";
import { propertyNamed } from "./properties.ts";
import { shorthandNamed } from "./shorthands.ts";
import { resolveUrlsIn } from "./url.ts";
import type { Tokens } from "./value.ts";
import {
  type CustomLookup,
  type CustomValue,
  substituteVars,
  varSyntaxValid,
} from "./variables.ts";

export type CssWideKeyword = "inherit" | "initial" | "unset" | "revert" | "revert-layer";

/** A CSS-wide keyword as a cascaded value (an object, never confused with a keyword value). */
export interface CssWide {
  readonly cssWide: CssWideKeyword;
}

const CSS_WIDE: Readonly<Record<string, CssWide>> = {
  inherit: { cssWide: "inherit" },
  initial: { cssWide: "initial" },
  unset: { cssWide: "unset" },
  revert: { cssWide: "revert" },
  "revert-layer": { cssWide: "revert-layer" },
};

export const UNSET: CssWide = CSS_WIDE.unset;

/** Reserved keywords that may only appear alone (CSS Values 4 §3.2). */
const RESERVED = new Set(["inherit", "initial", "unset", "revert", "revert-layer", "default"]);

export function isCssWide(value: unknown): value is CssWide {
  return typeof value === "object" && value !== null && "cssWide" in value;
}

/**
 * A declaration value with var() in it (CSS Variables 1 §3), for the longhand or shorthand
 * `name`: one object shared by all the longhands a shorthand sets, so it is expanded once.
 */
export class PendingSubstitution {
  constructor(readonly name: string, readonly text: string) {}
}

/** One longhand's value from one declaration. */
export interface LonghandDeclared {
  readonly property: Property;
  /** The property's specified value, a CSS-wide keyword or a PendingSubstitution. */
  readonly value: unknown;
  readonly important: boolean;
}

/** A custom property declaration (`--name: value`); the name keeps its case. */
export interface CustomDeclared {
  readonly custom: string;
  readonly value: CustomValue;
  readonly important: boolean;
}

export type Declared = LonghandDeclared | CustomDeclared;

/** Longhand values of one declaration; empty when it is invalid or unknown. */
export function parseDeclaration(node: Declaration): Declared[] {
  // `!ie`-style hacks arrive as a string in `important` and are invalid.
  if (typeof node.important === "string") return [];
  const important = node.important;
  if (node.property.startsWith("--")) {
    const value = customValue(node.value);
    return value === null ? [] : [{ custom: node.property, value, important }];
  }
  if (node.value.type !== "Value") return [];
  return expandDeclaration(node.property.toLowerCase(), node.value.children, node.value)
    .map(([property, value]) => ({ property, value, important }));
}

/** A custom property's value text (trimmed, CSS Variables 1 §2.1), or a CSS-wide keyword. */
function customValue(value: Declaration["value"]): CustomValue | null {
  const text = (value.type === "Raw" ? value.value : generateCss(value)).trim();
  const wide = CSS_WIDE[text.toLowerCase()];
  if (wide) return wide;
  return varSyntaxValid(text) ? text : null;
}

/**
 * The longhands a declaration sets. A value with var() becomes a PendingSubstitution when
 * its var()s are well-formed; `node` is the value, whose text that keeps.
 */
function expandDeclaration(
  name: string,
  tokens: Tokens,
  node: CssNode,
): Array<[Property, unknown]> {
  if (tokens.length > 0 && tokens.some(hasVar)) {
    const longhands = longhandsOf(name);
    const text = generateCss(node);
    if (longhands.length === 0 || !varSyntaxValid(text)) return [];
    const pending = new PendingSubstitution(name, text);
    return longhands.map((p) => [p, pending]);
  }
  return expandValue(name, tokens);
}

/** The longhand of that name: a physical one, or a flow-relative one (logical.ts). */
function longhandNamed(name: string): Property | undefined {
  return propertyNamed(name) ?? flowRelativeNamed(name);
}

function longhandsOf(name: string): readonly Property[] {
  const longhand = longhandNamed(name);
  return longhand ? [longhand] : shorthandNamed(name)?.longhands ?? [];
}

/** The longhands a property name and value set; [] when invalid. */
function expandValue(name: string, tokens: Tokens): Array<[Property, unknown]> {
  if (tokens.length === 0 || tokens.some(unsupportedToken)) return [];
  const longhand = longhandNamed(name);
  const shorthand = longhand ? undefined : shorthandNamed(name);
  const longhands = longhand ? [longhand] : shorthand?.longhands ?? [];
  if (longhands.length === 0) return [];

  const first = tokens[0];
  if (first.type === "Identifier" && RESERVED.has(first.name.toLowerCase())) {
    const wide = tokens.length === 1 ? CSS_WIDE[first.name.toLowerCase()] : undefined;
    return wide ? longhands.map((p) => [p, wide]) : [];
  }
  if (tokens.some((t) => t.type === "Identifier" && RESERVED.has(t.name.toLowerCase()))) return [];

  if (longhand) {
    const value = longhand.parse(tokens);
    return value === null ? [] : [[longhand, value]];
  }
  const values = shorthand!.expand(tokens);
  if (values === null) return [];
  // Longhands the shorthand value leaves out are reset to their initial values.
  return longhands.map((p) => [p, values.has(p) ? values.get(p) : p.initial]);
}

function hasVar(node: CssNode): boolean {
  if (node.type === "Function" && node.name.toLowerCase() === "var") return true;
  return (node.type === "Function" || node.type === "Parentheses") && node.children.some(hasVar);
}

/** Raw nodes are css-tree's way of saying "could not parse". */
function unsupportedToken(node: CssNode): boolean {
  if (node.type === "Raw") return true;
  return (node.type === "Function" || node.type === "Parentheses") &&
    node.children.some(unsupportedToken);
}

/**
 * Substituted values are parsed once per distinct text: documents repeat the same var()
 * on many elements. Bounded, since the texts come from the document.
 */
const substitutedCache = new Map<string, ReadonlyMap<Property, unknown> | null>();
const SUBSTITUTED_CACHE_LIMIT = 10_000;

/**
 * The longhand values of a pending declaration once var() is substituted with `custom`; null
 * when it is invalid at computed-value time (CSS Variables 1 §3.1), which makes each of its
 * longhands behave as `unset`.
 */
export function substitutePending(
  pending: PendingSubstitution,
  custom: CustomLookup,
): ReadonlyMap<Property, unknown> | null {
  const text = substituteVars(pending.text, (name) => custom.get(name));
  if (text === null) return null;
  const key = `${pending.name}:${text}`;
  let values = substitutedCache.get(key);
  if (values === undefined) {
    const tokens = parseCss(text, "value")?.children ?? [];
    const expanded = expandValue(pending.name, tokens);
    values = expanded.length > 0 ? new Map(expanded) : null;
    if (substitutedCache.size >= SUBSTITUTED_CACHE_LIMIT) substitutedCache.clear();
    substitutedCache.set(key, values);
  }
  return values;
}

/** All declarations of a block's children in order (nested rules and at-rules skipped). */
function parseDeclarations(children: readonly CssNode[]): Declared[] {
  return children.flatMap((child) => child.type === "Declaration" ? parseDeclaration(child) : []);
}

/**
 * A declaration list: a `style` attribute's, a template's, or a style rule's of the sheet at
 * `sheetHref` (whose url()s resolve against it; null for the document's own).
 */
export function parseDeclarationText(text: string, sheetHref: string | null = null): Declared[] {
  const children = parseCss(text, "declarationList")?.children ?? [];
  for (const child of children) resolveUrlsIn(child, sheetHref);
  return parseDeclarations(children);
}

/** @supports (CSS Conditional 3 §6): a known property whose value parses. */
export function isSupportedDeclaration(node: Declaration): boolean {
  return parseDeclaration(node).length > 0;
}
