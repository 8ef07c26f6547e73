/**
 * The interactive-form side of a signature (PDF 32000-1 §12.7.4.5, §12.8): a signature field
 * merged with its invisible widget annotation, listed in the AcroForm and on the first page.
 */
import {
  PDFAcroSignature,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  type PDFRef,
  PDFString,
} from "pdf-lib";
import { InputError } from "../errors.ts";

/** §12.7.2 Table 219 SigFlags: SignaturesExist (bit 1) | AppendOnly (bit 2). */
const SIG_FLAGS = 1 | 2;
/** §12.5.3 Table 165 annotation flags: Print (bit 3) | Locked (bit 8) = 132. */
const WIDGET_FLAGS = 4 | 128;
const FIELD_NAME_PREFIX = "Signature";

/**
 * Rejects documents that already carry a signature value (signed, or holding a placeholder).
 * pdf-lib rewrites the whole file, so an existing signature's /ByteRange would no longer cover
 * the same bytes and it would break; a second placeholder would make @signpdf refuse the file
 * ("Found multiple ByteRange placeholders"). Adding a second signature needs an incremental
 * update (§7.5.6), which this writer does not do.
 */
export function assertNoSignatureValue(doc: PDFDocument): void {
  const fields = doc.catalog.getAcroForm()?.getAllFields() ?? [];
  for (const [field] of fields) {
    if (field instanceof PDFAcroSignature && field.V() !== undefined) {
      throw new InputError(
        "PDF already contains a signature or signature placeholder; " +
          "a PDF can only be prepared for signing once",
      );
    }
  }
}

/**
 * Adds a signature field whose value is `signatureRef`, with an invisible widget
 * (/Rect [0 0 0 0], §12.7.4.5 allows signatures without appearance) on the first page.
 */
export function addSignatureField(doc: PDFDocument, signatureRef: PDFRef): void {
  const context = doc.context;
  const form = doc.catalog.getOrCreateAcroForm();
  const page = doc.getPage(0);

  // §12.7.3.1: a field with a single widget may share one dictionary with it.
  const field = PDFDict.withContext(context);
  field.set(PDFName.of("Type"), PDFName.of("Annot"));
  field.set(PDFName.of("Subtype"), PDFName.of("Widget"));
  field.set(PDFName.of("FT"), PDFName.of("Sig"));
  field.set(PDFName.of("T"), PDFString.of(uniqueFieldName(doc)));
  field.set(PDFName.of("V"), signatureRef);
  field.set(PDFName.of("Rect"), context.obj([0, 0, 0, 0]));
  field.set(PDFName.of("F"), PDFNumber.of(WIDGET_FLAGS));
  field.set(PDFName.of("P"), page.ref);
  const fieldRef = context.register(field);

  form.addField(fieldRef);
  const sigFlags = form.dict.lookupMaybe(PDFName.of("SigFlags"), PDFNumber)?.asNumber() ?? 0;
  form.dict.set(PDFName.of("SigFlags"), PDFNumber.of(sigFlags | SIG_FLAGS));

  // Edit /Annots directly: pdf-lib's PDFPageLeaf.addAnnot would first "normalize" the page,
  // wrapping its content streams in q/Q and adding empty resource dictionaries.
  const annots = page.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
  if (annots) annots.push(fieldRef);
  else page.node.set(PDFName.of("Annots"), context.obj([fieldRef]));
}

/**
 * §12.7.3.2: fully qualified field names must be unique. Our field is top-level, so its name
 * must differ from every top-level field's partial name. Names are ASCII, so a literal is fine.
 */
function uniqueFieldName(doc: PDFDocument): string {
  const taken = new Set<string>();
  for (const [field] of doc.catalog.getAcroForm()?.getFields() ?? []) {
    const name = field.getPartialName();
    if (name !== undefined) taken.add(name);
  }
  let index = 1;
  while (taken.has(`${FIELD_NAME_PREFIX}${index}`)) index++;
  return `${FIELD_NAME_PREFIX}${index}`;
}
