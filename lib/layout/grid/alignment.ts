/**
 * Alignment in grid layout (CSS Grid 1 §10, Box Alignment 3): the tracks within the
 * container by justify-content and align-content (§10.5), and each item within its grid
 * area by justify-self and align-self or its `auto` margins (§10.2–10.4).
 */
import type { AlignKeyword, Alignment } from "../../css/types.ts";
import { distribute, flexRelative } from "../flex/alignment.ts";
import { itemExtras, itemMinMax } from "../block/mod.ts";
import { definiteSize, type GridItem, margins } from "./item.ts";
import { type Track, tracksSize } from "./track_sizing.ts";

/** Where an axis's tracks start and end, from the content edge. */
export interface TrackEdges {
  start: number[];
  end: number[];
}

/**
 * The tracks of an axis placed at their sizes with the gaps between them, the free space
 * distributed by `alignment` (§10.5): `normal` packs them at the start, `auto` tracks having
 * taken the space (§11.8); distributed space widens the gutters between visible tracks.
 */
export function trackEdges(
  tracks: Track[],
  gaps: number[],
  size: number,
  alignment: Alignment,
  horizontal: boolean,
): TrackEdges {
  const used = tracksSize(tracks, gaps);
  const visible = tracks.filter((t) => !t.collapsed).length;
  const keyword = flexRelative(alignment.keyword, false, horizontal);
  const { leading, between } = distribute(alignment, keyword, size - used, visible);
  const edges: TrackEdges = { start: [], end: [] };
  let at = leading;
  tracks.forEach((t, i) => {
    edges.start.push(at);
    at += t.base;
    edges.end.push(at);
    at += gaps[i];
    if (!t.collapsed && hasVisibleAfter(tracks, i)) at += between;
  });
  return edges;
}

function hasVisibleAfter(tracks: Track[], i: number): boolean {
  for (let j = i + 1; j < tracks.length; j++) if (!tracks[j].collapsed) return true;
  return false;
}

/** Whether an item of that alignment and an `auto` size stretches to fill its area. */
export function stretches(alignment: Alignment): boolean {
  return alignment.keyword === "normal" || alignment.keyword === "stretch";
}

/** An item along one axis of its area: its content size and its margin box's offset. */
export interface SelfPlacement {
  size: number;
  /** The size is the item's own or the area's (stretched), not its content's. */
  definite: boolean;
  offset: number;
}

/**
 * §10.3–10.4 (justify-self, align-self) and §10.2 (auto margins): an item's size in its area
 * along one axis — its `width`/`height`, or the area's less its margins when it stretches,
 * else what its content takes in `room` — clamped by its min/max sizes; then its margin box
 * placed: `auto` margins take the free space first (the margin box then fills the area),
 * else the alignment keyword puts it (an overflowing `safe` item stays at the start).
 */
export function alignInArea(
  item: GridItem,
  horizontal: boolean,
  edges: TrackEdges,
  alignment: Alignment,
  content: (room: number) => number,
): SelfPlacement {
  const span = horizontal ? item.area.column : item.area.row;
  const start = edges.start[span.start];
  const area = edges.end[span.end - 1] - start;
  const outside = itemExtras(item, horizontal) + margins(item, horizontal);
  const { min, max } = itemMinMax(item, horizontal, area);
  const clamp = (size: number) => Math.max(min, Math.min(max, size));
  const style = item.style;
  const specified = definiteSize(item, horizontal ? style.width : style.height, area, horizontal);
  const [before, after] = horizontal ? (["left", "right"] as const) : (["top", "bottom"] as const);
  const autoBefore = item.autoMargin[before];
  const autoAfter = item.autoMargin[after];
  let size: number;
  let definite = true;
  if (specified !== null) size = clamp(specified);
  else if (stretches(alignment) && !autoBefore && !autoAfter) size = clamp(area - outside);
  else {
    size = clamp(content(area - outside));
    definite = false;
  }
  const free = area - size - outside;
  if (autoBefore || autoAfter) {
    const room = Math.max(0, free);
    const share = autoBefore ? (autoAfter ? room / 2 : room) : 0;
    item.margin[before] += share;
    item.margin[after] += autoAfter ? room - share : 0;
    return { size, definite, offset: start };
  }
  if (free < 0 && alignment.safe) return { size, definite, offset: start };
  const position = positionOf(alignment.keyword, horizontal);
  const offset = position === "center" ? free / 2 : position === "end" ? free : 0;
  return { size, definite, offset: start + offset };
}

/** Where a self-alignment keyword puts an item in horizontal-tb, left-to-right writing. */
function positionOf(keyword: AlignKeyword, horizontal: boolean): "start" | "center" | "end" {
  switch (keyword) {
    case "center":
      return "center";
    case "end":
    case "self-end":
    case "flex-end":
      return "end";
    case "right":
      return horizontal ? "end" : "start";
    default:
      // start, left, stretch that could not stretch, baselines (aligned by the caller).
      return "start";
  }
}
