/**
 * SVG files (for `<img src=….svg>` and background images): an .svg's text read with the same
 * HTML parser as documents (parse5). Its foreign-content rules are enough for SVG as files
 * write it — the XML prolog and doctype become a comment and a doctype, self-closing tags
 * close, CDATA sections are text, camel-cased element and attribute names (linearGradient,
 * viewBox) get their SVG spelling back — so no XML parser is needed. The file's `<style>`
 * sheets apply to it alone, and it is styled and taken out as an inline svg is (svgImage).
 */
import type { Element } from "domhandler";
import { styleDocument } from "../css/mod.ts";
import { findElement, parseHtml } from "../html/parse.ts";
import type { NaturalSize } from "../layout/sizing/mod.ts";
import { isInlineSvg, type SvgImage, svgImage } from "./document.ts";
import { svgNaturalSize } from "./sizing.ts";

/** A parsed SVG file: its drawing and its natural size. */
export interface SvgFile {
  image: SvgImage;
  natural: NaturalSize;
}

/**
 * The SVG file's drawing, or null when the text has no svg root. Percentages and viewport
 * units in its styles refer to `viewport`, the size it is drawn at where known.
 */
export function parseSvgFile(
  text: string,
  viewport: { width: number; height: number } = { width: 300, height: 150 },
): SvgFile | null {
  const document = parseHtml(text);
  const svg = findElement(document, "svg") as Element | null;
  if (!svg || !isInlineSvg(svg)) return null;
  const styled = styleDocument(document, { viewport });
  return { image: svgImage(svg, styled), natural: svgNaturalSize(svg.attribs) };
}
