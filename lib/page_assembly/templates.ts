/**
 * The request's header and footer templates (the service's `header`/`footer` options): HTML
 * fragments with `{page}` and `{pages}` replaced, styled as documents of their own with the
 * document body's font family and colour at 12px (their own inline styles override that),
 * and placed in the top-center and bottom-center margin boxes (furniture.ts).
 */
import type { ComputedStyle } from "../css/types.ts";
import type { BlockBox } from "../layout/mod.ts";

function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, "\\$&")}"`;
}

export function templateHtml(
  template: string,
  page: number,
  pages: number,
  body: ComputedStyle,
): string {
  const filled = template.replaceAll("{page}", String(page)).replaceAll("{pages}", String(pages));
  const c = body.color;
  const family = body.fontFamily.map((f) => /^[a-z-]+$/.test(f) ? f : cssString(f)).join(", ");
  return `<!DOCTYPE html><html><head><style>html,body{margin:0;padding:0}` +
    `body{font-family:${family};font-size:12px;color:rgba(${c.r},${c.g},${c.b},${c.a})}</style></head>` +
    `<body>${filled}</body></html>`;
}

/**
 * The boxes of the request's templates for each page, built once per distinct text (a
 * header without `{page}` only once) by `boxesOf`, which parses and styles a document.
 */
export class Templates {
  readonly #boxes = new Map<string, BlockBox>();

  constructor(
    readonly header: string | null,
    readonly footer: string | null,
    readonly pages: number,
    readonly body: ComputedStyle,
    readonly boxesOf: (html: string) => BlockBox,
  ) {}

  of(index: number): { header: BlockBox | null; footer: BlockBox | null } {
    return { header: this.#box(this.header, index), footer: this.#box(this.footer, index) };
  }

  #box(template: string | null, index: number): BlockBox | null {
    if (!template) return null;
    const html = templateHtml(template, index + 1, this.pages, this.body);
    let box = this.#boxes.get(html);
    if (!box) this.#boxes.set(html, box = this.boxesOf(html));
    return box;
  }
}
