/**
 * `image-set()` and its `-webkit-` alias (CSS Images 4 §2.2): a list of images, each with a
 * resolution and an optional `type()`, of which the UA shows one. The choice is made when the
 * value is parsed, as a print has one device pixel ratio: Blink's (CSSImageSetValue's
 * GetBestOption) for a ratio of 1 — options of unsupported types dropped, then, in order of
 * resolution, the first at or above 1x, else the highest.
 */
import type { CssNode, FunctionNode } from "./csstree.ts";
import { type Quantity, quantityOfToken } from "./units.ts";
import { splitCommas } from "./value.ts";

/** Image MIME types a `type()` (or a picture's `<source type>`) may name: the formats we decode. */
const SUPPORTED_IMAGE_TYPES: ReadonlySet<string> = new Set([
  "image/png",
  "image/apng",
  "image/jpeg",
  "image/jpg",
  "image/pjpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/svg+xml",
]);

/** Whether a MIME type (parameters aside) is one of SUPPORTED_IMAGE_TYPES. */
export function isSupportedImageType(type: string): boolean {
  return SUPPORTED_IMAGE_TYPES.has(type.split(";")[0].trim().toLowerCase());
}

/** Chromium prints as if the device had one pixel per CSS px. */
const DEVICE_PIXEL_RATIO = 1;

/** One `<image-set-option>`: its image, already parsed, and its resolution in dppx. */
interface Option<I> {
  image: I;
  resolution: number;
  supported: boolean;
}

/** Whether `node` is an `image-set()` or `-webkit-image-set()` function. */
export function isImageSet(node: CssNode): boolean {
  if (node.type !== "Function") return false;
  const name = node.name.toLowerCase();
  return name === "image-set" || name === "-webkit-image-set";
}

/**
 * The option an `image-set()` shows, its `<image>` or bare string (a URL) parsed by `image`,
 * with its resolution; null when the function is invalid (nested image-sets included) or no
 * option has a supported type.
 */
export function chooseImageSetOption<I>(
  node: CssNode,
  image: (node: CssNode) => I | null,
): { image: I; resolution: number } | null {
  if (!isImageSet(node)) return null;
  const options: Option<I>[] = [];
  for (const part of splitCommas((node as FunctionNode).children)) {
    const option = parseOption(part, image);
    if (option === null) return null;
    options.push(option);
  }
  const usable = options.filter((option) => option.supported);
  if (usable.length === 0) return null;
  // A stable sort keeps the first of options with equal resolutions ahead (§2.2 step 2).
  usable.sort((a, b) => a.resolution - b.resolution);
  const chosen = usable.find((option) => option.resolution >= DEVICE_PIXEL_RATIO) ?? usable.at(-1)!;
  return { image: chosen.image, resolution: chosen.resolution };
}

/** `[ <image> | <string> ] [ <resolution> || type(<string>) ]?` */
function parseOption<I>(part: CssNode[], image: (node: CssNode) => I | null): Option<I> | null {
  const [first, ...rest] = part;
  if (first === undefined || rest.length > 2 || isImageSet(first)) return null;
  const parsed = image(first.type === "String" ? { type: "Url", value: first.value } : first);
  if (parsed === null) return null;
  let resolution: number | null = null;
  let type: string | null = null;
  for (const node of rest) {
    if (node.type === "Function" && node.name.toLowerCase() === "type" && type === null) {
      const [arg, ...more] = node.children;
      if (arg?.type !== "String" || more.length > 0) return null;
      type = arg.value;
      continue;
    }
    const quantity: Quantity | null = resolution === null ? quantityOfToken(node) : null;
    if (quantity?.unit !== "dppx" || !(quantity.value >= 0)) return null;
    resolution = quantity.value;
  }
  return {
    image: parsed,
    resolution: resolution ?? 1,
    supported: type === null || isSupportedImageType(type),
  };
}
