/**
 * The pipeline's last stage: a DisplayDocument becomes PDF bytes. pdf-lib
 * provides the object model and the serializer; the content streams, fonts,
 * links, outline and metadata are built here (content_stream.ts, font_embed.ts,
 * navigation.ts, metadata.ts).
 *
 * Output is deterministic: the same document gives the same bytes (no dates
 * unless asked for, subset tags and the file ID derived from the content).
 */
import { createHash } from "node:crypto";
import { type PDFDict, PDFDocument, PDFHexString, PDFName } from "pdf-lib";
import type { DisplayDocument } from "../paint/types.ts";
import {
  buildPageContent,
  type ContentResources,
  type GroupForm,
  type PageContent,
} from "./content_stream.ts";
import { type EmbeddedFont, embedFonts, fontResourceDict } from "./font_embed.ts";
import { GraphicsStates } from "./graphics_states.ts";
import { NamedResources } from "./named_resources.ts";
import { writeMetadata } from "./metadata.ts";
import { writeNavigation } from "./navigation.ts";
import { pagePoints, roundPoints } from "./points.ts";
import { Shadings } from "./shading.ts";
import { ShadingPatterns } from "./shading_pattern.ts";
import { ImageXObjects } from "./image_xobject.ts";
import { tilingPatternKey, writeTilingPattern } from "./tiling_pattern.ts";

export interface WriteOptions {
  /** Adds /CreationDate and /ModDate to the Info dictionary; off by default for reproducible output. */
  creationDate?: Date | null;
  /** Writes the outline of the document's bookmarks (on by default). */
  bookmarks?: boolean;
}

const SAVE_OPTIONS = {
  // Classic cross-reference table, no object streams: readable by every
  // consumer, and what the encryption and signing steps expect.
  useObjectStreams: false,
  addDefaultPage: false,
  updateFieldAppearances: false,
  // pdf-lib yields to the event loop every N objects; a render is one job.
  objectsPerTick: Infinity,
};

/** Serializes `doc` to a PDF 1.7 file. */
export async function writePdf(
  doc: DisplayDocument,
  options: WriteOptions = {},
): Promise<Uint8Array> {
  if (doc.pages.length === 0) throw new Error("writePdf: a PDF document needs at least one page");
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const context = pdf.context;

  const fonts = embedFonts(context, doc.pages);
  const fontsByName = new Map<string, EmbeddedFont>();
  for (const font of fonts.values()) fontsByName.set(font.name, font);
  const states = new GraphicsStates(context);
  const forms = new NamedResources("Fm");
  const shadings = new Shadings(context);
  const patterns = new ShadingPatterns(context, shadings);
  const images = new ImageXObjects(context);
  const tilingPatterns = new NamedResources("Tp");

  /** The /Resources of a page or form: what its operators name (§7.8.3). */
  const resourceDict = (used: Omit<PageContent, "operators">) => {
    const dict = context.obj({});
    if (used.fonts.size > 0) {
      const fontsUsed = [...used.fonts].map((name) => fontsByName.get(name)!);
      dict.set(PDFName.of("Font"), fontResourceDict(context, fontsUsed));
    }
    const extGStates = states.resourceDict(used.extGStates);
    if (extGStates) dict.set(PDFName.of("ExtGState"), extGStates);
    // Forms and images share the /XObject names (Fm…, Im…).
    const xObjects = merged([
      forms.resourceDict(context, used.xObjects),
      images.resourceDict(used.xObjects),
    ]);
    if (xObjects) dict.set(PDFName.of("XObject"), xObjects);
    const shadingDict = shadings.resourceDict(used.shadings);
    if (shadingDict) dict.set(PDFName.of("Shading"), shadingDict);
    // Shading and tiling patterns share the /Pattern names (P…, Tp…).
    const patternDict = merged([
      patterns.resourceDict(used.patterns),
      tilingPatterns.resourceDict(context, used.patterns),
    ]);
    if (patternDict) dict.set(PDFName.of("Pattern"), patternDict);
    return dict;
  };

  /** The entries of resource sub-dictionaries that share one namespace, or undefined for none. */
  const merged = (parts: (PDFDict | undefined)[]) => {
    const dict = context.obj({});
    for (const part of parts) {
      for (const [name, ref] of part?.entries() ?? []) dict.set(name, ref);
    }
    return dict.keys().length > 0 ? dict : undefined;
  };

  /**
   * A Form XObject (§8.10) drawing `form` as a transparency group blended in DeviceRGB
   * (§11.6.6), `group` adding to its group attributes.
   */
  const groupXObject = (form: GroupForm, group: { I: boolean; K: boolean } | null = null) =>
    context.register(context.flateStream(form.operators, {
      Type: "XObject",
      Subtype: "Form",
      BBox: form.bbox.map(roundPoints),
      Group: { Type: "Group", S: "Transparency", CS: "DeviceRGB", ...group },
      Resources: resourceDict(form),
    }));

  /**
   * A soft mask's group (§11.6.5.2): a non-isolated transparency group whose luminosity (or
   * alpha) becomes the alpha of what is painted under the state.
   */
  const softMask = (form: GroupForm, subtype: "Luminosity" | "Alpha") => {
    const key = JSON.stringify([form.operators, form.bbox, [...form.shadings]]);
    return states.softMask(key, () => groupXObject(form), subtype);
  };

  const resources: ContentResources = {
    font(face) {
      const font = fonts.get(face.id);
      if (!font) throw new Error(`Font face ${face.id} was not embedded`);
      return font;
    },
    alphaState: (key, alpha) => states.alpha(key, alpha),
    blendState: (mode) => states.blend(mode),
    shading: (shading) => shadings.name(shading),
    shadingPattern: (shading, matrix) => patterns.name(shading, matrix),
    image: (image) => images.name(image),
    luminosityMask: (form) => softMask(form, "Luminosity"),
    alphaMask: (form) => softMask(form, "Alpha"),
    // Tiles repeated alike (a page background on every page) share one pattern.
    tilingPattern: (cell) =>
      tilingPatterns.name(
        tilingPatternKey(cell),
        () => writeTilingPattern(context, cell, resourceDict(cell)),
      ),
    // An isolated, non-knockout transparency group, as CSS composites a stacking context's
    // group. Groups drawn alike (a fixed watermark on every page) share one.
    groupForm(form) {
      const key = JSON.stringify([form.operators, form.bbox, [...form.fonts], [
        ...form.extGStates,
      ], [...form.xObjects]]);
      return forms.name(key, () => groupXObject(form, { I: true, K: false }));
    },
  };

  for (const page of doc.pages) {
    const width = pagePoints(page.width);
    const height = pagePoints(page.height);
    const pdfPage = pdf.addPage([width, height]);
    const content = buildPageContent(page, height, resources);
    pdfPage.node.set(
      PDFName.of("Contents"),
      context.register(context.flateStream(content.operators)),
    );

    const pageResources = pdfPage.node.Resources()!;
    const used = resourceDict(content);
    for (const [key, value] of used.entries()) pageResources.set(key, value);
  }

  writeNavigation(pdf, doc.pages, { bookmarks: options.bookmarks ?? true });
  writeMetadata(pdf, doc.metadata, options.creationDate ?? null);

  // The file identifier (§14.4) is the MD5 of the file as written without it:
  // unique per content, yet reproducible. Both halves are equal for a new file.
  const body = await pdf.save(SAVE_OPTIONS);
  const id = PDFHexString.of(createHash("md5").update(body).digest("hex").toUpperCase());
  context.trailerInfo.ID = context.obj([id, id]);
  return await pdf.save(SAVE_OPTIONS);
}
