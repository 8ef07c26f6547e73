/**
 * Test support: what a PDF offers to navigate by, as qpdf reads it (`qpdf --json`): the
 * outline tree, the link annotations of each page and the named destinations, with pages
 * numbered from 1 and positions in points (y up), as a viewer would use them.
 */
import { runToolOk } from "./subprocess.ts";
import { withPdfFile } from "./temp_dir.ts";

/** A place: page number (from 1) and the /XYZ left and top, when given. */
export interface Place {
  page: number;
  left: number | null;
  top: number | null;
}

export interface OutlineItem {
  title: string;
  /** /Count: positive when open, negative when closed; absent without children. */
  count?: number;
  at: Place;
  children: OutlineItem[];
}

export interface Link {
  page: number;
  rect: [number, number, number, number];
  /** The URI of a URI action, or null for a link into the document. */
  uri: string | null;
  /** Where a link into the document goes. */
  to: Place | null;
}

export interface Navigation {
  pages: number;
  outline: OutlineItem[];
  links: Link[];
  /** Named destinations of the catalog's /Names /Dests tree or /Dests dictionary. */
  dests: Map<string, Place>;
  catalog: Record<string, unknown>;
}

type Json = Record<string, unknown>;

/** qpdf writes text strings as "u:…" and names as "/…". */
function text(value: unknown): string {
  return String(value).replace(/^u:|^\//, "");
}

/** Reads the navigation structures of a PDF. */
export async function readNavigation(pdf: Uint8Array): Promise<Navigation> {
  const json = await withPdfFile(pdf, (path) => runToolOk("qpdf", ["--json", path]));
  const objects = JSON.parse(json).qpdf[1] as Record<string, { value?: unknown }>;
  const get = (ref: unknown): unknown => {
    if (typeof ref === "string" && /^\d+ \d+ R$/.test(ref)) return objects[`obj:${ref}`]?.value;
    return ref;
  };
  const trailer = objects.trailer.value as Json;
  const catalog = get(trailer["/Root"]) as Json;
  const pageRefs: string[] = [];
  const collectPages = (node: Json) => {
    for (const kid of (node["/Kids"] as string[]) ?? []) {
      const page = get(kid) as Json;
      if (page["/Type"] === "/Pages") collectPages(page);
      else pageRefs.push(kid);
    }
  };
  collectPages(get(catalog["/Pages"]) as Json);

  const dests = new Map<string, Place>();
  const place = (dest: unknown): Place | null => {
    const resolved = get(dest);
    if (typeof resolved === "string") return dests.get(text(resolved)) ?? null;
    if (!Array.isArray(resolved)) return null;
    const [page, , left, top] = resolved;
    return {
      page: pageRefs.indexOf(page) + 1,
      left: typeof left === "number" ? left : null,
      top: typeof top === "number" ? top : null,
    };
  };
  const readNameTree = (node: Json) => {
    const names = (node["/Names"] as unknown[]) ?? [];
    for (let i = 0; i < names.length; i += 2) {
      dests.set(text(names[i]), place(names[i + 1])!);
    }
    for (const kid of (node["/Kids"] as unknown[]) ?? []) readNameTree(get(kid) as Json);
  };
  const nameTree = (get(catalog["/Names"]) as Json | undefined)?.["/Dests"];
  if (nameTree) readNameTree(get(nameTree) as Json);
  const destsDict = get(catalog["/Dests"]) as Json | undefined;
  for (const [name, dest] of Object.entries(destsDict ?? {})) dests.set(text(name), place(dest)!);

  const readItems = (first: unknown): OutlineItem[] => {
    const items: OutlineItem[] = [];
    for (let ref = first; ref; ref = (get(ref) as Json)["/Next"]) {
      const item = get(ref) as Json;
      const count = item["/Count"] as number | undefined;
      items.push({
        title: text(item["/Title"]),
        ...(count === undefined ? {} : { count }),
        at: place(item["/Dest"])!,
        children: readItems(item["/First"]),
      });
    }
    return items;
  };
  const outlines = get(catalog["/Outlines"]) as Json | undefined;

  const links: Link[] = [];
  pageRefs.forEach((ref, index) => {
    for (const annotRef of ((get(ref) as Json)["/Annots"] as unknown[]) ?? []) {
      const annot = get(annotRef) as Json;
      if (annot["/Subtype"] !== "/Link") continue;
      const action = get(annot["/A"]) as Json | undefined;
      links.push({
        page: index + 1,
        rect: annot["/Rect"] as Link["rect"],
        uri: action?.["/S"] === "/URI" ? text(action["/URI"]) : null,
        to: annot["/Dest"] ? place(annot["/Dest"]) : null,
      });
    }
  });
  return {
    pages: pageRefs.length,
    outline: outlines ? readItems(outlines["/First"]) : [],
    links,
    dests,
    catalog,
  };
}

/** The outline as [title, page, children] triples, for comparing structure. */
export type OutlineShape = [string, number, OutlineShape[]];

export function outlineShape(items: OutlineItem[]): OutlineShape[] {
  return items.map((item) => [item.title, item.at.page, outlineShape(item.children)]);
}
