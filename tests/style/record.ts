/**
 * Records Chromium's computed styles for the documents under documents/ into references/:
 *
 *     deno run -A tests/style/record.ts [name …]
 *
 * Headless Chromium (Debian's /usr/bin/chromium, or $CHROMIUM) driven by playwright-core, print
 * media emulated, the viewport set to the page area the engine lays out in (A4 less the default
 * 40px margins, rounded up as lib/render.ts does: 714 × 1043px) so that vw/vh and media queries
 * agree, and no pointing device (hover and pointer media features answer none, as in Chromium's
 * own print). Scripts stay on, as when Chromium prints a page: the fixtures have none, and the engine
 * parses documents as Chromium does with scripting on (`scripting: enabled` holds for both).
 */
/// <reference lib="dom" />
import { chromium } from "playwright-core";
import { pathToFileURL } from "node:url";
import { DEFAULT_MARGIN_PX, PAGE_SIZES } from "../../lib/options.ts";
import { runToolOk } from "../helpers/subprocess.ts";
import { documentPath, DOCUMENTS, referencePath } from "./documents.ts";
import {
  formatReference,
  RECORDED_PROPERTIES,
  type Reference,
  type ReferenceEntry,
} from "./reference.ts";

const CHROMIUM = Deno.env.get("CHROMIUM") ?? "/usr/bin/chromium";

/** The default page area: A4 less 40px margins, in whole px as Chromium lays pages out. */
const PAGE_AREA = {
  width: Math.ceil(PAGE_SIZES.A4[0] - 2 * DEFAULT_MARGIN_PX),
  height: Math.ceil(PAGE_SIZES.A4[1] - 2 * DEFAULT_MARGIN_PX),
};

/** What the page hands back: the entries and the colours to convert. */
interface PageStyles {
  entries: ReferenceEntry[];
  srgb: Record<string, string>;
}

/**
 * Runs in the page: getComputedStyle for every element and its existing pseudo-elements, the
 * element names of element_key.ts, and Chromium's sRGB form of every non-sRGB colour printed.
 * Self-contained, since playwright sends its source to the browser.
 */
function collectStyles(properties: string[]): PageStyles {
  const elements = [...document.querySelectorAll("*")];
  const idCounts = new Map<string, number>();
  for (const element of elements) {
    if (element.id) idCounts.set(element.id, (idCounts.get(element.id) ?? 0) + 1);
  }
  const keys = new Map<Element, string>();
  for (const element of elements) {
    const parent = element.parentElement;
    if (element.id && idCounts.get(element.id) === 1) keys.set(element, `#${element.id}`);
    else if (parent === null) keys.set(element, element.localName);
    else {
      const position = [...parent.children].indexOf(element) + 1;
      keys.set(element, `${keys.get(parent)} > ${element.localName}:nth-child(${position})`);
    }
  }

  const valuesOf = (style: CSSStyleDeclaration) =>
    properties.map((name) => style.getPropertyValue(name));
  // ::before/::after generate a box when content is not none or normal and display is not
  // none; ::marker for list items whose marker shows something (content not none, and
  // list-style-type not none when content is normal).
  const exists = (element: Element, pseudo: string, style: CSSStyleDeclaration) => {
    const content = style.getPropertyValue("content");
    if (pseudo !== "marker") {
      return content !== "none" && content !== "normal" &&
        style.getPropertyValue("display") !== "none";
    }
    const display = getComputedStyle(element).getPropertyValue("display");
    if (!display.split(" ").includes("list-item") || content === "none") return false;
    return content !== "normal" || style.getPropertyValue("list-style-type") !== "none";
  };

  const entries: ReferenceEntry[] = [];
  for (const element of elements) {
    const key = keys.get(element)!;
    entries.push({ element: key, values: valuesOf(getComputedStyle(element)) });
    for (const pseudo of ["before", "after", "marker"] as const) {
      const style = getComputedStyle(element, `::${pseudo}`);
      if (exists(element, pseudo, style)) {
        entries.push({ element: key, pseudo, values: valuesOf(style) });
      }
    }
  }

  // Colours in lab(), oklch(), color(…) and the like, converted by Chromium itself.
  const colourPattern = /\b(?:lab|lch|oklab|oklch|color)\([^()]*\)/g;
  const probe = document.createElement("div");
  document.documentElement.append(probe);
  const srgb: Record<string, string> = {};
  for (const entry of entries) {
    for (const value of entry.values) {
      for (const [colour] of value.matchAll(colourPattern)) {
        if (colour in srgb) continue;
        probe.style.color = `color(from ${colour} srgb r g b / alpha)`;
        srgb[colour] = getComputedStyle(probe).color;
      }
    }
  }
  probe.remove();
  return { entries, srgb };
}

async function record(names: readonly string[]): Promise<void> {
  const version = (await runToolOk(CHROMIUM, ["--version"])).trim();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    for (const doc of DOCUMENTS.filter((d) => names.length === 0 || names.includes(d.name))) {
      await doc.prepare?.();
      const context = await browser.newContext({
        viewport: PAGE_AREA,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      await page.emulateMedia({ media: "print" });
      await page.goto(pathToFileURL(documentPath(doc.name)).href, { waitUntil: "load" });
      // Playwright's context emulates a mouse (hover: hover, pointer: fine). Chromium printing
      // on its own (`chromium --headless --print-to-pdf`, as the visual suite's references are
      // made) has no pointing device and answers none to hover, any-hover, pointer and
      // any-pointer: turning touch emulation off gives the page that device back. Playwright
      // emulates again on navigation, so this comes after it.
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: false });
      const styles = await page.evaluate(collectStyles, [...RECORDED_PROPERTIES]);
      await context.close();
      const reference: Reference = {
        document: `${doc.name}.html`,
        chromium: version,
        viewport: PAGE_AREA,
        properties: [...RECORDED_PROPERTIES],
        srgb: styles.srgb,
        entries: styles.entries,
      };
      await Deno.writeTextFile(referencePath(doc.name), formatReference(reference));
      console.log(`${doc.name}: ${styles.entries.length} elements and pseudo-elements`);
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.main) await record(Deno.args);
