/**
 * The track sizing algorithm (CSS Grid 1 §11.3–11.8) for one axis: each track's base size and
 * growth limit initialised from its sizing functions (§11.4), grown to fit the items'
 * contributions (§11.5), then the free space given out — to all tracks up to their limits
 * (§11.6), to flexible tracks by their `fr` (§11.7), to `auto` tracks (§11.8).
 */
import type { TrackSize } from "../../css/grid.ts";
import { fixedBreadth } from "./tracks.ts";

/** A min track sizing function (§7.2.1): fixed, or content-based. */
export type MinSizing = number | "auto" | "min-content" | "max-content";
/** A max track sizing function: fixed, flexible, content-based or fit-content(limit). */
export type MaxSizing =
  | number
  | { fr: number }
  | "auto"
  | "min-content"
  | "max-content"
  | { fitContent: number };

export interface Track {
  min: MinSizing;
  max: MaxSizing;
  base: number;
  /** The growth limit; Infinity until §11.5 step 5 settles it. */
  limit: number;
  /** §11.5.1: a growth limit that was infinite may grow past its finite value once more. */
  infinitelyGrowable: boolean;
  /** An empty track of an `auto-fit` repeat: 0 wide, no gaps beside it (§7.2.3.2). */
  collapsed: boolean;
}

/** An item's extent along the axis and its outer size contributions (§11.5). */
export interface SizingItem {
  /** Tracks [start, end) of the axis, as indices into its track list. */
  start: number;
  end: number;
  /** The minimum contribution (§6.6 applied to its min size), min- and max-content ones. */
  minimum(): number;
  minContent(): number;
  maxContent(): number;
}

/**
 * The space the grid is sized in: a definite size (`indefinite` is false), or a min-/max-
 * content constraint when its container is itself being sized, or an indefinite size whose
 * free space the algorithm treats as infinite (a block-level grid's auto height).
 */
export interface SizingSpace {
  /** The inner size when definite, else null. */
  size: number | null;
  /** Sizing the container's own min-content or max-content size (§11.1), if so. */
  constraint: "min-content" | "max-content" | null;
  /** The container's min and max inner sizes, for flexible tracks of an indefinite size. */
  min: number;
  max: number;
  /** Whether `auto` tracks stretch (§11.8): content distribution is `normal` or `stretch`. */
  stretch: boolean;
}

/** A track's sizing functions (§7.2.1); a percentage of an indefinite size behaves as auto. */
export function newTrack(size: TrackSize, basis: number | null, collapsed = false): Track {
  let min: MinSizing;
  let max: MaxSizing;
  if (collapsed) [min, max] = [0, 0];
  else if ("fitContent" in size) {
    min = "auto";
    max = { fitContent: fixedBreadth(size.fitContent, basis) ?? Infinity };
  } else {
    const [a, b] = "breadth" in size ? [size.breadth, size.breadth] : [size.min, size.max];
    const fixedMin = fixedBreadth(a, basis);
    // A flexible breadth alone is minmax(auto, <flex>) (§7.2.4).
    min = fixedMin ?? (typeof a === "string" ? a : "auto");
    const fixedMax = fixedBreadth(b, basis);
    max = fixedMax ?? (typeof b === "string" ? b : "fr" in b ? { fr: b.fr } : "auto");
  }
  return { min, max, base: 0, limit: Infinity, infinitelyGrowable: false, collapsed };
}

export const isFlexible = (t: Track): boolean => typeof t.max === "object" && "fr" in t.max;
const flexFactor = (t: Track) => typeof t.max === "object" && "fr" in t.max ? t.max.fr : 0;
const intrinsicMin = (t: Track) => typeof t.min === "string";
const intrinsicMax = (t: Track) =>
  typeof t.max === "string" || (typeof t.max === "object" && "fitContent" in t.max);
/** A max sizing function that grows to max-content contributions: max-content, auto, fit-content(). */
const maxContentMax = (t: Track) =>
  t.max === "max-content" || t.max === "auto" ||
  (typeof t.max === "object" && "fitContent" in t.max);
const fitContentLimit = (t: Track) =>
  typeof t.max === "object" && "fitContent" in t.max ? t.max.fitContent : Infinity;

/**
 * The gutters an axis's tracks have after them: `gap` between two tracks, none after the
 * last and none beside a collapsed track (§7.2.3.2).
 */
export function gapsAfter(tracks: Track[], gap: number): number[] {
  const out = tracks.map(() => 0);
  let next = -1;
  for (let i = tracks.length - 1; i >= 0; i--) {
    if (tracks[i].collapsed) continue;
    if (next >= 0) out[i] = gap;
    next = i;
  }
  return out;
}

/** The gutters inside tracks [start, end). */
function gapsWithin(gaps: number[], start: number, end: number): number {
  let sum = 0;
  for (let i = start; i < end - 1; i++) sum += gaps[i];
  return sum;
}

/**
 * Runs §11.4–11.8 over `tracks`, leaving each track's used size in `base`.
 */
export function sizeTracks(
  tracks: Track[],
  items: SizingItem[],
  gap: number,
  space: SizingSpace,
): void {
  const gaps = gapsAfter(tracks, gap);
  initializeTrackSizes(tracks);
  resolveIntrinsicTrackSizes(tracks, items, gaps, space);
  maximizeTracks(tracks, gaps, space);
  expandFlexibleTracks(tracks, items, gaps, space);
  stretchAutoTracks(tracks, gaps, space);
}

/** §11.4: base sizes from fixed minimums (else 0), growth limits from fixed maximums. */
function initializeTrackSizes(tracks: Track[]): void {
  for (const t of tracks) {
    t.base = typeof t.min === "number" ? t.min : 0;
    t.limit = typeof t.max === "number" ? t.max : Infinity;
    if (t.limit < t.base) t.limit = t.base;
    t.infinitelyGrowable = false;
  }
}

/** §11.5: intrinsic track sizes from the items' contributions, step by step. */
function resolveIntrinsicTrackSizes(
  tracks: Track[],
  items: SizingItem[],
  gaps: number[],
  space: SizingSpace,
): void {
  const spans = (i: SizingItem) => tracks.slice(i.start, i.end);
  const crossesFlexible = (i: SizingItem) => spans(i).some(isFlexible);
  // Step 1 (baseline shims) is done by the caller, in the contributions.
  // Step 2: items spanning one track that is not flexible.
  for (const item of items) {
    if (item.end - item.start !== 1 || crossesFlexible(item)) continue;
    sizeToFitSingleSpan(tracks[item.start], item, space);
  }
  // Step 3: spanning items crossing no flexible track, by span, smallest first.
  const spanning = items.filter((i) => i.end - i.start > 1 && !crossesFlexible(i))
    .sort((a, b) => (a.end - a.start) - (b.end - b.start));
  for (let i = 0; i < spanning.length;) {
    let j = i;
    const span = spanning[i].end - spanning[i].start;
    while (j < spanning.length && spanning[j].end - spanning[j].start === span) j++;
    increaseForSpanningItems(tracks, spanning.slice(i, j), gaps, space, false);
    i = j;
  }
  // Step 4: items crossing flexible tracks, together, growing the flexible tracks only.
  increaseForSpanningItems(tracks, items.filter(crossesFlexible), gaps, space, true);
  // Step 5: a growth limit still infinite is the base size.
  for (const t of tracks) if (t.limit === Infinity) t.limit = t.base;
}

/**
 * The contribution that sizes an `auto` minimum (§11.5 step 2): the minimum contribution,
 * or, while the container's own min-/max-content size is asked for, the min-/max-content
 * contribution limited by a fixed max sizing function and floored by the minimum.
 */
function autoMinimumContribution(track: Track | null, item: SizingItem, space: SizingSpace) {
  if (space.constraint === null) return item.minimum();
  const content = space.constraint === "min-content" ? item.minContent() : item.maxContent();
  const fixed = track === null
    ? Infinity
    : typeof track.max === "number"
    ? track.max
    : fitContentLimit(track);
  return Math.max(item.minimum(), Math.min(content, fixed));
}

/** §11.5 step 2: a track's base size and growth limit from an item in it alone. */
function sizeToFitSingleSpan(t: Track, item: SizingItem, space: SizingSpace): void {
  if (t.min === "min-content") t.base = Math.max(t.base, item.minContent());
  else if (t.min === "max-content") t.base = Math.max(t.base, item.maxContent());
  else if (t.min === "auto") t.base = Math.max(t.base, autoMinimumContribution(t, item, space));
  const grow = (size: number) => t.limit = t.limit === Infinity ? size : Math.max(t.limit, size);
  if (t.max === "min-content") grow(item.minContent());
  else if (t.max === "max-content" || t.max === "auto") grow(item.maxContent());
  else if (typeof t.max === "object" && "fitContent" in t.max) {
    grow(Math.min(t.max.fitContent, item.maxContent()));
  }
  if (t.limit < t.base) t.limit = t.base;
}

type Affected = "base" | "limit";

/**
 * §11.5 steps 3 and 4: distributes the items' contributions over the tracks they span, in
 * the order of the sub-steps — intrinsic, content-based and max-content minimums, then
 * (for items crossing no flexible track) intrinsic and max-content maximums.
 */
function increaseForSpanningItems(
  tracks: Track[],
  items: SizingItem[],
  gaps: number[],
  space: SizingSpace,
  flexible: boolean,
): void {
  if (items.length === 0) return;
  const only = (test: (t: Track) => boolean) =>
    flexible ? (t: Track) => isFlexible(t) && test(t) : test;
  const maxContentMin = (t: Track) =>
    t.min === "max-content" || (t.min === "auto" && space.constraint === "max-content");
  // 1. Intrinsic minimums.
  distribute(
    tracks,
    items,
    gaps,
    "base",
    only(intrinsicMin),
    (i) => autoMinimumContribution(null, i, space),
    "min",
    flexible,
  );
  // 2. Content-based minimums.
  const contentMin = (t: Track) => t.min === "min-content" || t.min === "max-content";
  distribute(tracks, items, gaps, "base", only(contentMin), (i) => i.minContent(), "min", flexible);
  // 3. Max-content minimums.
  distribute(
    tracks,
    items,
    gaps,
    "base",
    only(maxContentMin),
    (i) => i.maxContent(),
    "max",
    flexible,
  );
  // 4. Growth limits below base sizes rise to them.
  for (const t of tracks) if (t.limit < t.base) t.limit = t.base;
  if (flexible) return;
  // 5. Intrinsic maximums; 6. max-content maximums.
  distribute(tracks, items, gaps, "limit", intrinsicMax, (i) => i.minContent(), "min", false);
  distribute(tracks, items, gaps, "limit", maxContentMax, (i) => i.maxContent(), "max", false);
}

/**
 * §11.5.1 Distributing extra space across spanned tracks: each item's contribution beyond
 * the affected sizes (and gaps) of its tracks goes to the eligible ones — equally up to their
 * limits, then past them to those whose max sizing function allows (`beyond`); flexible
 * tracks share it by their `fr` instead (step 4). Tracks take the largest increase any item
 * asks of them.
 */
function distribute(
  tracks: Track[],
  items: SizingItem[],
  gaps: number[],
  affected: Affected,
  eligible: (t: Track) => boolean,
  contribution: (i: SizingItem) => number,
  beyond: "min" | "max",
  byFlex: boolean,
): void {
  const planned = new Map<Track, number>();
  const size = (t: Track) => affected === "base" || t.limit === Infinity ? t.base : t.limit;
  for (const item of items) {
    const spanned = tracks.slice(item.start, item.end);
    const targets = spanned.filter(eligible);
    if (targets.length === 0) continue;
    const used = spanned.reduce((s, t) => s + size(t), 0) + gapsWithin(gaps, item.start, item.end);
    const extra = contribution(item) - used;
    if (extra <= 0) continue;
    const increases = byFlex
      ? byFlexFactor(targets, extra)
      : equally(targets, extra, affected, size, beyond);
    targets.forEach((t, k) => planned.set(t, Math.max(planned.get(t) ?? 0, increases[k])));
  }
  for (const [t, increase] of planned) {
    if (affected === "base") t.base += increase;
    else {
      // §11.5 step 5: a limit that goes from infinite to finite may grow again in step 6.
      if (t.limit === Infinity && t.max !== "min-content") t.infinitelyGrowable = true;
      t.limit = size(t) + increase;
    }
  }
}

/** Step 4's distribution to flexible tracks in proportion to their flex factors. */
function byFlexFactor(targets: Track[], extra: number): number[] {
  const sum = targets.reduce((s, t) => s + flexFactor(t), 0);
  // Tracks of 0fr share equally; a sum below 1 distributes only that share (Grid 2 §12.5).
  if (sum === 0) return targets.map(() => extra / targets.length);
  return targets.map((t) => extra * Math.min(1, sum) * flexFactor(t) / sum);
}

/**
 * Distributes `extra` equally over `targets`, freezing each at its limit, then shares what
 * is left beyond the limits (§11.5.1 steps 2–3).
 */
function equally(
  targets: Track[],
  extra: number,
  affected: Affected,
  size: (t: Track) => number,
  beyond: "min" | "max",
): number[] {
  const increases = targets.map(() => 0);
  const limitOf = (t: Track) => {
    if (affected === "base") return Math.min(t.limit, fitContentLimit(t));
    return t.infinitelyGrowable || t.limit === Infinity ? Infinity : t.limit;
  };
  let left = extra;
  let open = targets.map((_, k) => k).filter((k) => limitOf(targets[k]) > size(targets[k]));
  while (left > 1e-9 && open.length > 0) {
    const share = left / open.length;
    const next: number[] = [];
    for (const k of open) {
      const room = limitOf(targets[k]) - size(targets[k]) - increases[k];
      const take = Math.min(share, room);
      increases[k] += take;
      left -= take;
      if (take < share) continue;
      next.push(k);
    }
    if (next.length === open.length) break;
    open = next;
  }
  if (left <= 1e-9) return increases;
  // Beyond the limits: tracks whose max sizing function is intrinsic (max-content or auto
  // for max-content contributions), else all; fit-content tracks stop at their argument.
  const grows = beyond === "min" ? intrinsicMax : maxContentMax;
  const all = targets.map((_, k) => k);
  let over = affected === "limit" ? all : all.filter((k) => grows(targets[k]));
  if (over.length === 0) over = all;
  if (affected === "base") {
    const capped = over.filter((k) =>
      size(targets[k]) + increases[k] < fitContentLimit(targets[k])
    );
    if (capped.length > 0) over = capped;
  }
  for (const k of over) increases[k] += left / over.length;
  return increases;
}

/** The tracks' base sizes and the gaps after them: the size they take. */
export function tracksSize(tracks: Track[], gaps: number[]): number {
  return tracks.reduce((s, t) => s + t.base, 0) + gaps.reduce((s, g) => s + g, 0);
}

/** The free space: the definite size less the base sizes and gaps (§11.6). */
function freeSpace(tracks: Track[], gaps: number[], size: number): number {
  return size - tracksSize(tracks, gaps);
}

/**
 * §11.6 Maximize tracks: positive free space goes equally to the base sizes, each up to its
 * growth limit; an indefinite size (or a max-content constraint) takes the limits as sizes.
 */
function maximizeTracks(tracks: Track[], gaps: number[], space: SizingSpace): void {
  if (space.constraint === "min-content") return;
  if (space.size === null || space.constraint === "max-content") {
    for (const t of tracks) t.base = Math.max(t.base, t.limit);
    return;
  }
  let free = freeSpace(tracks, gaps, space.size);
  let open = tracks.filter((t) => t.limit > t.base);
  while (free > 1e-9 && open.length > 0) {
    const share = free / open.length;
    for (const t of open) {
      const take = Math.min(share, t.limit - t.base);
      t.base += take;
      free -= take;
    }
    open = open.filter((t) => t.limit > t.base + 1e-9);
  }
}

/**
 * §11.7.1 Find the size of an fr: the space left by the inflexible tracks (and gaps) over
 * the flex factors, tracks whose base size exceeds their share counting as inflexible.
 */
function frSize(tracks: Track[], gaps: number, space: number): number {
  const inflexible = new Set(tracks.filter((t) => !isFlexible(t)));
  for (;;) {
    let left = space - gaps;
    let factors = 0;
    for (const t of tracks) {
      if (inflexible.has(t)) left -= t.base;
      else factors += flexFactor(t);
    }
    const size = Math.max(0, left) / Math.max(1, factors);
    const over = tracks.filter((t) => !inflexible.has(t) && t.base > size * flexFactor(t));
    if (over.length === 0) return size;
    for (const t of over) inflexible.add(t);
  }
}

/**
 * §11.7 Expand flexible tracks: their `fr` share of the definite size, or, when the size is
 * indefinite, the largest fr any track's base size or any item's max-content contribution
 * needs — kept within the container's min and max sizes.
 */
function expandFlexibleTracks(
  tracks: Track[],
  items: SizingItem[],
  gaps: number[],
  space: SizingSpace,
): void {
  const flexible = tracks.filter(isFlexible);
  if (flexible.length === 0 || space.constraint === "min-content") return;
  const allGaps = gaps.reduce((s, g) => s + g, 0);
  let fr: number;
  if (space.size !== null && space.constraint === null) {
    fr = frSize(tracks, allGaps, space.size);
  } else {
    fr = 0;
    for (const t of flexible) {
      const factor = flexFactor(t);
      fr = Math.max(fr, factor > 1 ? t.base / factor : t.base);
    }
    for (const item of items) {
      const spanned = tracks.slice(item.start, item.end);
      if (!spanned.some(isFlexible)) continue;
      fr = Math.max(
        fr,
        frSize(spanned, gapsWithin(gaps, item.start, item.end), item.maxContent()),
      );
    }
    const total = tracks.reduce((s, t) => s + Math.max(t.base, fr * flexFactor(t)), 0) + allGaps;
    if (total < space.min) fr = frSize(tracks, allGaps, space.min);
    else if (total > space.max) fr = frSize(tracks, allGaps, space.max);
  }
  for (const t of flexible) t.base = Math.max(t.base, fr * flexFactor(t));
}

/**
 * §11.8 Stretch auto tracks: with `normal`/`stretch` content distribution, positive free
 * space of a definite size (or of the min size) goes equally to tracks with an `auto` max.
 */
function stretchAutoTracks(tracks: Track[], gaps: number[], space: SizingSpace): void {
  if (!space.stretch || space.constraint !== null) return;
  const size = space.size ?? (space.min > 0 ? space.min : null);
  if (size === null) return;
  const autos = tracks.filter((t) => t.max === "auto" && !t.collapsed);
  const free = freeSpace(tracks, gaps, size);
  if (autos.length === 0 || free <= 0) return;
  for (const t of autos) t.base += free / autos.length;
}
