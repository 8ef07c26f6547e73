/**
 * The images of one render, by URL: each loaded under the render's resource policy and decoded
 * once, however often the document names it, before the synchronous stages need it — before
 * boxes are built for what sizes boxes (img, list-style-image), before paint for what only
 * paints (backgrounds, an svg's image elements). A URL that cannot be loaded or decoded has no
 * image, as a browser shows a broken one; each decoding failure is one warning, kept with the
 * loader's own for the CLI to print and the service to log.
 */
import { decodeImage, ImageError, sniffImageFormat } from "../image/mod.ts";
import type { EmbeddableImage } from "../image/mod.ts";
import { type LoadedResource, type ResourceLoader, shortUrl } from "../resources/mod.ts";
import type { ImageLookup } from "../paint/background.ts";
import { parseSvgFile, renderSvg, svgImageUrls } from "../svg/mod.ts";
import type { FontRegistry } from "../text/mod.ts";
import type { LoadedImage } from "./loaded_image.ts";

export class DocumentImages {
  readonly #loader: ResourceLoader;
  readonly #images = new Map<string, Promise<LoadedImage | null>>();
  readonly #settled = new Map<string, LoadedImage | null>();
  readonly #warnings: string[] = [];

  constructor(loader: ResourceLoader) {
    this.#loader = loader;
  }

  /** Why images could not be decoded, each once, in the order met. */
  get warnings(): readonly string[] {
    return this.#warnings;
  }

  /** Loads and decodes each of `urls` not met before. Never throws for a bad image. */
  async load(urls: Iterable<string>): Promise<void> {
    await Promise.all([...urls].map((url) => this.#load(url)));
  }

  /** The image of `url`, or null when it was not loaded (yet) or could not be. */
  get(url: string): LoadedImage | null {
    return this.#settled.get(url) ?? null;
  }

  /** The decoded raster image of `url` (an svg's images), or null. */
  readonly raster = (url: string): EmbeddableImage | null => {
    const image = this.get(url);
    return image?.kind === "raster" ? image.raster : null;
  };

  /** What a `url()` paints (backgrounds): its raster, or its SVG drawn with `registry`'s fonts. */
  painted(registry: FontRegistry): ImageLookup {
    return (url) => {
      const image = this.get(url);
      if (image?.kind !== "svg") return image?.raster ?? null;
      const { svg } = image;
      return {
        natural: svg.natural,
        draw: (tile) => renderSvg(svg.image, tile, registry, this.raster),
      };
    };
  }

  #load(url: string): Promise<LoadedImage | null> {
    let pending = this.#images.get(url);
    if (!pending) {
      pending = this.#loader.load(url).then(async (loaded) => {
        const image = loaded.ok ? await this.#decode(url, loaded) : null;
        this.#settled.set(url, image);
        return image;
      });
      this.#images.set(url, pending);
    }
    return pending;
  }

  async #decode(url: string, loaded: LoadedResource): Promise<LoadedImage | null> {
    const mimeType = loaded.mimeType ?? undefined;
    if (sniffImageFormat(loaded.bytes, mimeType) === "svg") {
      const svg = parseSvgFile(new TextDecoder().decode(loaded.bytes));
      if (!svg) return this.#warn(url, "not an SVG image (no svg root element).");
      // An SVG image loads nothing of its own but data: URIs (as in Chromium).
      await this.load(svgImageUrls(svg.image).filter((u) => /^\s*data:/i.test(u)));
      return { kind: "svg", svg };
    }
    try {
      return { kind: "raster", raster: await decodeImage(loaded.bytes, mimeType) };
    } catch (error) {
      if (!(error instanceof ImageError)) throw error;
      return this.#warn(url, error.message);
    }
  }

  #warn(url: string, message: string): null {
    const warning = `${shortUrl(url)}: ${message}`;
    if (!this.#warnings.includes(warning)) this.#warnings.push(warning);
    return null;
  }
}
