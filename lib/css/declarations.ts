/**
 * Declarations → longhand specified values (CSS Syntax 3 §5.4.6 "consume a declaration",
 * CSS Cascade 4 §7.3 CSS-wide keywords). Invalid or unknown declarations produce nothing,
 * which is how CSS drops them, so an earlier valid declaration keeps applying.
 */
import { type CssNode, type Declaration, parseCss } from "./csstree.ts";
import type { Property } from "./property.ts";
import { propertyNamed } from "./properties.ts";
import { shorthandNamed } from "./shorthands.ts";
import type { Tokens } from "./value.ts";

export type CssWideKeyword = "inherit" | "initial" | "unset";

/** A CSS-wide keyword as a cascaded value (an object, never confused with a keyword value). */
export interface CssWide {
  readonly cssWide: CssWideKeyword;
}

const CSS_WIDE: Readonly<Record<string, CssWide>> = {
  inherit: { cssWide: "inherit" },
  initial: { cssWide: "initial" },
  unset: { cssWide: "unset" },
};

/**
 * Reserved keywords that may only appear alone (CSS Values 4 §3.2). `revert` and
 * `revert-layer` are recognised but not implemented yet, so they make the declaration invalid.
 */
const RESERVED = new Set(["inherit", "initial", "unset", "revert", "revert-layer", "default"]);

export function isCssWide(value: unknown): value is CssWide {
  return typeof value === "object" && value !== null && "cssWide" in value;
}

/** One longhand's value from one declaration. */
export interface Declared {
  readonly property: Property;
  /** The property's specified value, or a CSS-wide keyword. */
  readonly value: unknown;
  readonly important: boolean;
}

/** Longhand values of one declaration; empty when it is invalid or unknown. */
export function parseDeclaration(node: Declaration): Declared[] {
  // `!ie`-style hacks arrive as a string in `important` and are invalid.
  if (typeof node.important === "string" || node.value.type !== "Value") return [];
  const important = node.important;
  return expandValue(node.property.toLowerCase(), node.value.children).map(([property, value]) => ({
    property,
    value,
    important,
  }));
}

/** The longhands a property name and value set; [] when invalid. */
function expandValue(name: string, tokens: Tokens): Array<[Property, unknown]> {
  if (tokens.length === 0 || tokens.some(unsupportedToken)) return [];
  const longhand = propertyNamed(name);
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

/**
 * Tokens no property accepts yet: var() needs custom properties (a later stage of this work),
 * and Raw nodes are css-tree's way of saying "could not parse".
 */
function unsupportedToken(node: CssNode): boolean {
  if (node.type === "Raw") return true;
  if (node.type === "Function" && node.name.toLowerCase() === "var") return true;
  return (node.type === "Function" || node.type === "Parentheses") &&
    node.children.some(unsupportedToken);
}

/** All declarations of a block's children in order (nested rules and at-rules skipped). */
export function parseDeclarations(children: readonly CssNode[]): Declared[] {
  return children.flatMap((child) => child.type === "Declaration" ? parseDeclaration(child) : []);
}

/** A `style` attribute's or a template's declaration list. */
export function parseDeclarationText(text: string): Declared[] {
  return parseDeclarations(parseCss(text, "declarationList")?.children ?? []);
}

/** @supports (CSS Conditional 3 §6): a known property whose value parses. */
export function isSupportedDeclaration(node: Declaration): boolean {
  return parseDeclaration(node).length > 0;
}
