/**
 * The pipeline's last stage: a DisplayDocument becomes PDF bytes. pdf-lib
 * provides the object model and the serializer; the content streams, fonts and
 * annotations are built here (content_stream.ts, font_embed.ts, links.ts).
 *
 * Output is deterministic: the same document gives the same bytes (no dates
 * unless asked for, subset tags and the file ID derived from the content).
 */
import { createHash } from "node:crypto";
import { PDFDocument, PDFHexString, PDFName } from "pdf-lib";
import denoJson from "../../deno.json" with { type: "json" };
import { type Affine, boundsOf, compose, IDENTITY_AFFINE } from "../paint/affine.ts";
import type { DisplayDocument, DocumentMetadata, PageDisplayList } from "../paint/types.ts";
import {
  buildPageContent,
  type ContentResources,
  type PageContent,
  PT_PER_PX,
} from "./content_stream.ts";
import { type EmbeddedFont, embedFonts, fontResourceDict } from "./font_embed.ts";
import { GraphicsStates } from "./graphics_states.ts";
import { NamedResources } from "./named_resources.ts";
import { linkAnnotation, type PdfRect } from "./links.ts";
import { formatNumber } from "./number.ts";
import { pdfTextString } from "./text_string.ts";
import { Shadings } from "./shading.ts";

export interface WriteOptions {
  /** Adds /CreationDate and /ModDate to the Info dictionary; off by default for reproducible output. */
  creationDate?: Date;
}

/** Identifies the software in /Producer (PDF 32000-1 §14.3.3). */
export const PRODUCER = `html2pdf ${denoJson.version}`;

const SAVE_OPTIONS = {
  // Classic cross-reference table, no object streams: readable by every
  // consumer, and what the encryption and signing steps expect.
  useObjectStreams: false,
  addDefaultPage: false,
  updateFieldAppearances: false,
  // pdf-lib yields to the event loop every N objects; a render is one job.
  objectsPerTick: Infinity,
};

/** Page-level coordinates (boxes, annotation rects) to 0.01pt. */
function roundPoints(pt: number): number {
  return Number(formatNumber(pt, 2));
}

/** A px length in pt: A4's 793.7px side becomes 595.28pt, the value viewers recognise as A4. */
function pagePoints(lengthPx: number): number {
  return roundPoints(lengthPx * PT_PER_PX);
}

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

  /** The /Resources of a page or form: what its operators name (§7.8.3). */
  const resourceDict = (used: Omit<PageContent, "operators">) => {
    const dict = context.obj({});
    if (used.fonts.size > 0) {
      const fontsUsed = [...used.fonts].map((name) => fontsByName.get(name)!);
      dict.set(PDFName.of("Font"), fontResourceDict(context, fontsUsed));
    }
    const extGStates = states.resourceDict(used.extGStates);
    if (extGStates) dict.set(PDFName.of("ExtGState"), extGStates);
    const xObjects = forms.resourceDict(context, used.xObjects);
    if (xObjects) dict.set(PDFName.of("XObject"), xObjects);
    const shadingDict = shadings.resourceDict(used.shadings);
    if (shadingDict) dict.set(PDFName.of("Shading"), shadingDict);
    return dict;
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
    // A soft mask's group (§11.6.5.2): a non-isolated transparency group whose luminosity
    // becomes the alpha of what is painted under the state.
    luminosityMask(form) {
      const key = JSON.stringify([form.operators, form.bbox, [...form.shadings]]);
      return states.softMask(key, () =>
        context.register(context.flateStream(form.operators, {
          Type: "XObject",
          Subtype: "Form",
          BBox: form.bbox.map(roundPoints),
          Group: { Type: "Group", S: "Transparency", CS: "DeviceRGB" },
          Resources: resourceDict(form),
        })));
    },
    // A Form XObject (§8.10) that is an isolated, non-knockout transparency group blended in
    // DeviceRGB (§11.6.6), as CSS composites a stacking context's group. Groups drawn alike
    // (a fixed watermark on every page) share one.
    groupForm(form) {
      const key = JSON.stringify([form.operators, form.bbox, [...form.fonts], [
        ...form.extGStates,
      ], [...form.xObjects]]);
      return forms.name(key, () =>
        context.register(context.flateStream(form.operators, {
          Type: "XObject",
          Subtype: "Form",
          BBox: form.bbox.map(roundPoints),
          Group: { Type: "Group", S: "Transparency", CS: "DeviceRGB", I: true, K: false },
          Resources: resourceDict(form),
        })));
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

    const annotations = linkAnnotations(pdf, page, height);
    if (annotations.length > 0) pdfPage.node.set(PDFName.of("Annots"), context.obj(annotations));
  }

  writeMetadata(pdf, doc.metadata, options);

  // The file identifier (§14.4) is the MD5 of the file as written without it:
  // unique per content, yet reproducible. Both halves are equal for a new file.
  const body = await pdf.save(SAVE_OPTIONS);
  const id = PDFHexString.of(createHash("md5").update(body).digest("hex").toUpperCase());
  context.trailerInfo.ID = context.obj([id, id]);
  return await pdf.save(SAVE_OPTIONS);
}

/**
 * The page's link items as annotations. Annotation rectangles are in default
 * user space, untouched by the content's flip matrix, so they are converted
 * here: pt, y up from the bottom edge. A link inside transforms covers the box
 * around where they put it (annotations are upright rectangles, §12.5.2).
 */
function linkAnnotations(pdf: PDFDocument, page: PageDisplayList, heightPt: number) {
  const refs = [];
  // The matrix in force at each open push, innermost last.
  const matrices: Affine[] = [IDENTITY_AFFINE];
  for (const item of page.items) {
    if (item.kind.endsWith("-push")) {
      const current = matrices.at(-1)!;
      matrices.push(item.kind === "transform-push" ? compose(current, item.matrix) : current);
    } else if (item.kind === "pop" && matrices.length > 1) matrices.pop();
    if (item.kind !== "link" || item.width <= 0 || item.height <= 0) continue;
    const box = boundsOf(matrices.at(-1)!, item);
    const rect: PdfRect = [
      pagePoints(box.x),
      roundPoints(heightPt - (box.y + box.height) * PT_PER_PX),
      pagePoints(box.x + box.width),
      roundPoints(heightPt - box.y * PT_PER_PX),
    ];
    const ref = linkAnnotation(pdf.context, item.href, rect);
    if (ref) refs.push(ref);
  }
  return refs;
}

/** Info dictionary (§14.3.3) and catalog entries (§7.7.2). */
function writeMetadata(pdf: PDFDocument, metadata: DocumentMetadata, options: WriteOptions) {
  if (metadata.title) {
    // /DisplayDocTitle (§12.2): viewers show the title rather than the file name.
    pdf.setTitle(metadata.title, { showInWindowTitleBar: true });
  }
  pdf.setProducer(PRODUCER);
  pdf.setCreator("html2pdf");
  if (options.creationDate) {
    pdf.setCreationDate(options.creationDate);
    pdf.setModificationDate(options.creationDate);
  }
  // /Lang (§14.9.2.1) is a text string holding a BCP 47 tag.
  if (metadata.lang) pdf.catalog.set(PDFName.of("Lang"), pdfTextString(metadata.lang));
}
