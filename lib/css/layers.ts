/**
 * Cascade layers (CSS Cascade 5 §6.4): the names @layer rules and `@import … layer()` give,
 * and the order of the layers they declare. Layers are ordered by where they are first
 * declared, a layer's sublayers before the layer's own rules (§6.4.3), so a post-order walk of
 * the tree of names numbers them from the lowest layer to the unlayered rules, which are the
 * highest: the number is all the cascade needs.
 */
import { componentValues } from "./selectors/tokens.ts";

/** A layer name: `a.b` is ["a", "b"], the sublayer b of the layer a. */
export type LayerName = readonly string[];

/**
 * The comma-separated `<layer-name>`s of an @layer prelude, [] for an empty one; null when one
 * of them is invalid, which drops the rule. `a.b` is written without spaces around the dots.
 * Chromium takes the CSS-wide keywords as names too, which §6.4.2 reserves.
 */
export function parseLayerNames(prelude: string): LayerName[] | null {
  const tokens = componentValues(prelude);
  if (tokens.every((t) => t.type === "space")) return [];
  const names: LayerName[] = [];
  let name: string[] = [];
  // What the grammar expects next: a name's first ident, a `.` or `,`, or an ident after `.`.
  let expect: "name" | "separator" | "part" = "name";
  let spaced = false;
  for (const token of tokens) {
    if (token.type === "space") {
      if (expect === "part") return null;
      spaced = true;
      continue;
    }
    if (token.type === "ident" && expect !== "separator") {
      name.push(token.value);
      expect = "separator";
    } else if (token.type === "delim" && token.value === "." && expect === "separator") {
      if (spaced) return null;
      expect = "part";
    } else if (token.type === "comma" && expect === "separator") {
      names.push(name);
      name = [];
      expect = "name";
    } else {
      return null;
    }
    spaced = false;
  }
  if (expect !== "separator") return null;
  names.push(name);
  return names;
}

/** A layer in the tree of declared layers; the tree's root stands for the unlayered rules. */
export class Layer {
  readonly #named = new Map<string, Layer>();
  /** Sublayers, named and anonymous, in order of first declaration. */
  readonly #sublayers: Layer[] = [];
  /** Position in the cascade, low to high; set by `rankFrom`. */
  rank = -1;

  /** The sublayer `name` (a path), declaring each missing part on first mention. */
  sublayer(name: LayerName): Layer {
    return name.reduce((layer: Layer, part) => layer.#named.get(part) ?? layer.#add(part), this);
  }

  #add(name: string): Layer {
    const layer = new Layer();
    this.#named.set(name, layer);
    this.#sublayers.push(layer);
    return layer;
  }

  /** A new anonymous sublayer (§6.4.2): each `@layer { }` is a layer of its own. */
  anonymous(): Layer {
    const layer = new Layer();
    this.#sublayers.push(layer);
    return layer;
  }

  /**
   * Numbers this layer's tree in cascade order from `next` (post-order, iteratively: a long
   * dotted name makes a deep tree); returns the next free number.
   */
  rankFrom(next: number): number {
    const stack: Array<{ layer: Layer; visited: boolean }> = [{ layer: this, visited: false }];
    while (stack.length > 0) {
      const top = stack.pop()!;
      if (top.visited) {
        top.layer.rank = next++;
        continue;
      }
      stack.push({ layer: top.layer, visited: true });
      const sublayers = top.layer.#sublayers;
      for (let i = sublayers.length - 1; i >= 0; i--) {
        stack.push({ layer: sublayers[i], visited: false });
      }
    }
    return next;
  }
}
