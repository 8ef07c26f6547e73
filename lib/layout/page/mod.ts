/** Fragmentation into pages (CSS Fragmentation 3, CSS Paged Media 3). */
export { Fragmentainer, type Span } from "./fragmentainer.ts";
