/**
 * Grid items (CSS Grid 1 §6): as flex items are made (Flexbox 1 §4) — each in-flow child a
 * grid item, each run of text an anonymous one, absolutely positioned children set apart
 * (§9), all in `order`-modified document order (§6.3), which auto-placement follows.
 */
export { flexItems as gridItems } from "../flex/mod.ts";
