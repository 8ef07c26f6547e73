/**
 * <color> (CSS Color 4 §4.1, Color 5): a named colour, `transparent`, `currentcolor`, a system
 * colour, hex notation, an absolute or relative colour function, color-mix() or light-dark().
 */
import type { CssNode } from "../csstree.ts";
import { absoluteColor } from "./functions.ts";
import { parseColorMix } from "./mix.ts";
import { type Color, type DeferredColor, fromRGBA, type ParsedColor, rgbOf } from "./model.ts";
import { NAMED_COLORS } from "./named_colors.ts";
import { isRelative, parseRelative } from "./relative.ts";
import { parseLightDark, parseSystemColor } from "./scheme.ts";

/** currentcolor (§6.4): the element's `color`, known only when the element is styled. */
export const CURRENT_COLOR: DeferredColor = {
  resolve: (context) => fromRGBA(context.currentColor),
};

const TRANSPARENT: Color = { space: "srgb", components: [0, 0, 0], alpha: 0 };

/** One component value as a colour; null when it is not a valid <color>. */
export function parseColorNode(node: CssNode | undefined): ParsedColor | null {
  switch (node?.type) {
    case "Identifier":
      return keywordColor(node.name.toLowerCase());
    case "Hash":
      return hexColor(node.value);
    case "Function": {
      const name = node.name.toLowerCase();
      if (name === "color-mix") return parseColorMix(node.children, parseColorNode);
      if (name === "light-dark") return parseLightDark(node.children, parseColorNode);
      return isRelative(node.children)
        ? parseRelative(name, node.children, parseColorNode)
        : absoluteColor(name, node.children);
    }
    default:
      return null;
  }
}

function keywordColor(name: string): ParsedColor | null {
  if (name === "currentcolor") return CURRENT_COLOR;
  if (name === "transparent") return TRANSPARENT;
  const rgb = NAMED_COLORS.get(name);
  return rgb === undefined ? parseSystemColor(name) : fromRGBA(rgbOf(rgb));
}

/** #rgb, #rgba, #rrggbb, #rrggbbaa (§5.2). */
function hexColor(hex: string): Color | null {
  if (!/^[0-9a-f]+$/i.test(hex)) return null;
  const short = hex.length === 3 || hex.length === 4;
  if (!short && hex.length !== 6 && hex.length !== 8) return null;
  const [r, g, b, a = "ff"] = short ? [...hex].map((d) => d + d) : hex.match(/../g)!;
  const byte = (digits: string) => parseInt(digits, 16);
  return fromRGBA({ r: byte(r), g: byte(g), b: byte(b), a: byte(a) / 255 });
}
