/**
 * A glyph's outline (its contours of lines and quadratic or cubic Bézier curves), in font
 * units with y up: what painting needs to rasterise text where PDF text cannot go, such as a
 * blurred text shadow. Text itself is never drawn from outlines.
 */
import type { FontFace } from "./types.ts";

export type OutlineCommand =
  | { op: "M" | "L"; x: number; y: number }
  | { op: "Q"; x1: number; y1: number; x: number; y: number }
  | { op: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: "Z" };

/** fontkit's path of a glyph: its commands and their arguments. */
interface FontkitPath {
  commands: { command: string; args: number[] }[];
}

/** The outline of glyph `gid` of `face`; empty for a glyph without one (a space). */
export function glyphOutline(face: FontFace, gid: number): OutlineCommand[] {
  const glyph = (face.font as { getGlyph(id: number): { path: FontkitPath } }).getGlyph(gid);
  const out: OutlineCommand[] = [];
  for (const { command, args } of glyph.path.commands) {
    const [a, b, c, d, e, f] = args;
    if (command === "moveTo") out.push({ op: "M", x: a, y: b });
    else if (command === "lineTo") out.push({ op: "L", x: a, y: b });
    else if (command === "quadraticCurveTo") out.push({ op: "Q", x1: a, y1: b, x: c, y: d });
    else if (command === "bezierCurveTo") {
      out.push({ op: "C", x1: a, y1: b, x2: c, y2: d, x: e, y: f });
    } else if (command === "closePath") out.push({ op: "Z" });
  }
  return out;
}
