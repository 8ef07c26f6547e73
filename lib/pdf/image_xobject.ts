/**
 * Image XObjects (PDF 32000-1 §8.9.5): the document's decoded images, each written once
 * however many pages draw it, keyed by the image's content hash. Samples are written as the
 * image module left them — a JPEG's bytes under DCTDecode, PNG data under FlateDecode with
 * its predictor — and alpha as a soft mask image (§11.6.5.3).
 */
import { type PDFContext, PDFHexString, type PDFRef } from "pdf-lib";
import type { EmbeddableImage, ImageColorSpace, ImageStream } from "../image/mod.ts";
import { NamedResources } from "./named_resources.ts";

/**
 * The document's image XObjects. A page asks for an image's resource name while its content
 * is built, then for the /XObject dictionary of the names it used.
 */
export class ImageXObjects {
  readonly #context: PDFContext;
  readonly #names = new NamedResources("Im");

  constructor(context: PDFContext) {
    this.#context = context;
  }

  /** Resource name (without "/") of `image`, writing its XObject on first use. */
  name(image: EmbeddableImage): string {
    return this.#names.name(image.key, () => this.#write(image));
  }

  /** The /XObject resource dictionary for the given names, or undefined when there are none. */
  resourceDict(names: Iterable<string>) {
    return this.#names.resourceDict(this.#context, names);
  }

  #write(image: EmbeddableImage): PDFRef {
    const dict: Record<string, unknown> = {
      ...imageDict(image.width, image.height, image.bitsPerComponent, image.stream),
      ColorSpace: this.#colorSpace(image.colorSpace),
    };
    if (image.decode) dict.Decode = image.decode;
    if (image.colorKeyMask) dict.Mask = image.colorKeyMask;
    if (image.softMask) {
      const { bitsPerComponent, stream } = image.softMask;
      const mask = imageDict(image.width, image.height, bitsPerComponent, stream);
      dict.SMask = this.#stream(stream, { ...mask, ColorSpace: "DeviceGray" });
    }
    return this.#stream(image.stream, dict);
  }

  #stream(stream: ImageStream, dict: Record<string, unknown>): PDFRef {
    // pdf-lib's LiteralObject is looser than its declared type: names, numbers, arrays, refs.
    return this.#context.register(this.#context.stream(stream.data, dict as never));
  }

  /** A device space by name; a palette as [/Indexed /DeviceRGB hival <lookup>] (§8.6.6.3). */
  #colorSpace(space: ImageColorSpace) {
    if (space.kind !== "Indexed") return space.kind;
    const hex = Array.from(space.palette, (b) => b.toString(16).padStart(2, "0")).join("");
    return this.#context.obj([
      "Indexed",
      "DeviceRGB",
      space.palette.length / 3 - 1,
      PDFHexString.of(hex),
    ]);
  }
}

/** The entries every image XObject has (§8.9.5.1 Table 89) and its stream's filter. */
function imageDict(width: number, height: number, bitsPerComponent: number, stream: ImageStream) {
  return {
    Type: "XObject",
    Subtype: "Image",
    Width: width,
    Height: height,
    BitsPerComponent: bitsPerComponent,
    Filter: stream.filter,
    ...(stream.decodeParms && { DecodeParms: stream.decodeParms }),
  };
}
