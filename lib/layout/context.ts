/** What every layout function needs besides the box it lays out. */
import type { FontRegistry } from "../text/mod.ts";
import type { Fragmentainer } from "./page/mod.ts";

export interface LayoutContext {
  registry: FontRegistry;
  fragmentainer: Fragmentainer;
}
