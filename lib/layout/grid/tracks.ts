/**
 * The explicit grid (CSS Grid 1 §7.1): one axis's tracks from its template — `repeat()`
 * expanded, `auto-fill`/`auto-fit` repeated as often as fits (§7.2.3.2) — with the names of
 * its lines, those `grid-template-areas` implies (§7.3.2) included; and the sizes of the
 * implicit tracks around it (§7.6).
 */
import type { LengthPercentage } from "../../css/types.ts";
import type { GridAreas, GridTemplate, TrackBreadth, TrackSize } from "../../css/grid.ts";
import { resolveLength } from "../geometry.ts";

/** One axis of the explicit grid. */
export interface ExplicitAxis {
  /** The explicit tracks' sizes. */
  sizes: TrackSize[];
  /** Each line name's explicit lines, 0-based, ascending. */
  names: Map<string, number[]>;
  /** The explicit tracks an `auto-fit` repeat made: they collapse when empty (§7.2.3.2). */
  autoFit: { start: number; end: number } | null;
}

/** The length a breadth fixes, or null when it is intrinsic, flexible or unresolvable. */
export function fixedBreadth(b: TrackBreadth, basis: number | null): number | null {
  if (typeof b === "string" || "fr" in b) return null;
  return isPercentage(b) && basis === null ? null : resolveLength(b, basis ?? 0);
}

function isPercentage(l: LengthPercentage): boolean {
  return "percent" in l;
}

/**
 * A repetition's size for counting auto repeats (§7.2.3.2): each track's max sizing function
 * when fixed, else its min sizing function; a fit-content() limit counts as fixed.
 */
function repeatedSize(size: TrackSize, basis: number | null): number {
  if ("fitContent" in size) return fixedBreadth(size.fitContent, basis) ?? 0;
  const [min, max] = "breadth" in size ? [size.breadth, size.breadth] : [size.min, size.max];
  return fixedBreadth(max, basis) ?? fixedBreadth(min, basis) ?? 0;
}

/**
 * How often an auto repeat repeats (§7.2.3.2): as often as fits in the definite (or max)
 * size, at least once; or enough to reach the min size; else once. Gaps count.
 */
function autoRepeatCount(
  template: Exclude<GridTemplate, "none">,
  size: AxisSize,
  gap: number,
): number {
  let fixed = 0;
  let tracks = 0;
  let repeated = 0;
  let perRepeat = 0;
  for (const entry of template.entries) {
    if ("count" in entry) {
      const sizes = entry.sizes.map((s) => repeatedSize(s, size.definite));
      if (typeof entry.count === "number") {
        fixed += entry.count * sizes.reduce((a, b) => a + b, 0);
        tracks += entry.count * sizes.length;
      } else {
        repeated = sizes.reduce((a, b) => a + b, 0);
        perRepeat = sizes.length;
      }
    } else {
      fixed += repeatedSize(entry, size.definite);
      tracks += 1;
    }
  }
  const room = size.definite ?? size.max;
  const step = repeated + perRepeat * gap;
  const used = fixed + tracks * gap;
  if (room !== null) {
    // Tracks plus gaps: n repeats take used + n·step − gap.
    const n = step > 0 ? Math.floor((room - used + gap) / step + 1e-9) : 1;
    return Math.max(1, n);
  }
  if (size.min !== null && step > 0) return Math.max(1, Math.ceil((size.min - used + gap) / step));
  return 1;
}

/** The container's size along an axis, for counting auto repeats. */
export interface AxisSize {
  definite: number | null;
  min: number | null;
  max: number | null;
}

/**
 * One axis's explicit grid: the template's tracks, as many as the areas need at least
 * (§7.1: the areas' rows and columns are explicit tracks, sized by grid-auto-*), and line
 * names from both.
 */
export function explicitAxis(
  template: GridTemplate,
  areas: GridAreas | "none",
  rows: boolean,
  auto: TrackSize[],
  size: AxisSize,
  gap: number,
): ExplicitAxis {
  const sizes: TrackSize[] = [];
  const names = new Map<string, number[]>();
  const name = (list: string[], line: number) => {
    for (const n of list) {
      const lines = names.get(n);
      if (!lines) names.set(n, [line]);
      else if (!lines.includes(line)) lines.push(line);
    }
  };
  let autoFit: ExplicitAxis["autoFit"] = null;
  if (template !== "none") {
    template.entries.forEach((entry, i) => {
      name(template.names[i], sizes.length);
      if (!("count" in entry)) {
        sizes.push(entry);
        return;
      }
      const count = typeof entry.count === "number"
        ? entry.count
        : autoRepeatCount(template, size, gap);
      const start = sizes.length;
      for (let r = 0; r < count; r++) {
        entry.sizes.forEach((s, j) => {
          name(entry.names[j], sizes.length);
          sizes.push(s);
        });
        name(entry.names[entry.sizes.length], sizes.length);
      }
      if (entry.count === "auto-fit") autoFit = { start, end: sizes.length };
    });
    name(template.names[template.entries.length], sizes.length);
  }
  if (areas !== "none") {
    const count = rows ? areas.rows.length : areas.rows[0].length;
    for (let i = 0; sizes.length < count; i++) sizes.push(auto[i % auto.length]);
    // Each area names its start and end lines `<area>-start`, `<area>-end` (§7.3.2).
    for (const [area, lines] of Object.entries(areas.areas)) {
      name([`${area}-start`], rows ? lines.rowStart : lines.columnStart);
      name([`${area}-end`], rows ? lines.rowEnd : lines.columnEnd);
    }
  }
  for (const lines of names.values()) lines.sort((a, b) => a - b);
  return { sizes, names, autoFit };
}

/**
 * The size of the implicit track at `index` (0 is the explicit grid's first track): the
 * grid-auto-* list repeats after the explicit grid forwards and before it backwards (§7.6).
 */
export function implicitSize(auto: TrackSize[], index: number, explicitCount: number): TrackSize {
  const n = auto.length;
  if (index >= explicitCount) return auto[(index - explicitCount) % n];
  return auto[((index % n) + n) % n];
}
