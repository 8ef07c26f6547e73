/**
 * Page assembly: a laid-out document's pages painted one by one — the sheet, the @page
 * background, the canvas background in the page area, the slice of the flow the page
 * holds, and the page's margin boxes (CSS Paged Media 3 §3, §5).
 */
import type { PageOrientation } from "../css/mod.ts";
import type { RGBA } from "../css/types.ts";
import type { Affine } from "../paint/affine.ts";
import type { BoxFragment } from "../layout/mod.ts";
import type { PagedLayout } from "./paginate.ts";
import { shrinkTransform } from "./shrink_to_fit.ts";
import { paintFlow } from "../paint/paint.ts";
import type { DisplayItem, PageDisplayList } from "../paint/types.ts";
import type { ImageLookup } from "../paint/background.ts";
import type { PageFurniture } from "./furniture.ts";

export { type FurnitureSources, PageFurniture } from "./furniture.ts";
export { marginContentUrls, pageContent } from "./page_content.ts";
export { PageContextStyles } from "./context_styles.ts";
export { Templates } from "./templates.ts";
export {
  type DocumentBoxes,
  footnoteArea,
  type PagedLayout,
  type PageSetup,
  paginate,
  paginateWithReferences,
} from "./paginate.ts";

/** What a laid-out document's pages show besides the flow. */
export interface PageExtras {
  /** The canvas's own colour (the root's colour scheme), under every background. */
  canvas: RGBA;
  furniture: PageFurniture;
  /** The decoded images the flow's backgrounds name. */
  images: ImageLookup;
}

/** The canvas background: the root's, or the body's when the root has none (Backgrounds 3 §2.11.2). */
function canvasBackground(root: BoxFragment): RGBA {
  if (root.style.backgroundColor.a > 0) return root.style.backgroundColor;
  const body = root.children.find((c): c is BoxFragment =>
    c.kind === "box" && c.element?.name === "body"
  );
  return body?.style.backgroundColor ?? root.style.backgroundColor;
}

function isWhite(color: RGBA): boolean {
  return color.r === 255 && color.g === 255 && color.b === 255 && color.a === 1;
}

/**
 * A page turned on its sheet by `page-orientation` (Paged Media 3 §7.3), as Chromium prints
 * it: laid out and painted upright, then rotated a quarter turn onto a sheet of the swapped
 * size — rotate-left counterclockwise, so the page's top runs up its left edge.
 */
function turned(
  orientation: PageOrientation,
  geometry: { width: number; height: number },
  items: DisplayItem[],
): PageDisplayList {
  const { width, height } = geometry;
  if (orientation === "upright") return { width, height, items };
  const matrix: Affine = orientation === "rotate-left"
    ? [0, -1, 1, 0, 0, width]
    : [0, 1, -1, 0, height, 0];
  return {
    width: height,
    height: width,
    items: [{ kind: "transform-push", matrix }, ...items, { kind: "pop" }],
  };
}

export function assemblePages(doc: PagedLayout, extras: PageExtras): PageDisplayList[] {
  const background = canvasBackground(doc.root);
  const pages: PageDisplayList[] = [];
  for (let i = 0; i < doc.count; i++) {
    const page = doc.page(i);
    const { geometry } = page;
    const items: DisplayItem[] = [];
    const sheet = { x: 0, y: 0, width: geometry.width, height: geometry.height };
    // A dark root scheme darkens the whole sheet, margins included, as Chromium prints it;
    // white paper needs no paint.
    if (!isWhite(extras.canvas)) items.push({ kind: "rect", ...sheet, color: extras.canvas });
    // The page box's own background covers the whole sheet (§3.2, as Chromium prints it).
    const pageBackground = extras.furniture.sources.styles.of(page).backgroundColor;
    if (pageBackground.a > 0) items.push({ kind: "rect", ...sheet, color: pageBackground });
    // Chromium paints the canvas background in the page area only.
    if (background.a > 0) {
      items.push({
        kind: "rect",
        x: geometry.margins.left,
        y: geometry.margins.top,
        ...geometry.visible,
        color: background,
      });
    }
    const top = doc.ctx.fragmentainer.pageTop(i);
    // What the page's footnote area leaves for the flow (GCPM 3 §3.4).
    const reserved = doc.reserved[i] ?? 0;
    // Content is cut at the page area's edges, as Chromium prints it: what overflows into the
    // margins (a hanging outside list marker, a box wider than the page) does not show.
    items.push({
      kind: "clip-push",
      x: geometry.margins.left,
      y: geometry.margins.top,
      width: geometry.visible.width,
      height: geometry.visible.height - reserved,
    });
    // A document shrunk to fit was laid out `zoom` times larger (shrink_to_fit.ts).
    const { zoom } = doc;
    const origin = { x: geometry.margins.left, y: geometry.margins.top };
    if (zoom !== 1) items.push({ kind: "transform-push", matrix: shrinkTransform(zoom, origin) });
    paintFlow(
      doc.root,
      {
        top,
        bottom: top + (geometry.area.height - reserved) * zoom,
        dx: origin.x,
        dy: origin.y - top,
        width: geometry.width * zoom,
        canvas: {
          ...origin,
          width: geometry.visible.width * zoom,
          height: geometry.visible.height * zoom,
        },
        pages: { index: i, top: (index) => doc.ctx.fragmentainer.pageTop(index) },
      },
      doc.ctx,
      items,
      extras.images,
    );
    if (zoom !== 1) items.push({ kind: "pop" });
    items.push({ kind: "pop" });
    extras.furniture.paint(page, items, extras.images);
    pages.push(turned(page.style.orientation, geometry, items));
  }
  return pages;
}
