/**
 * The font registry: every FontFace a render may use, indexed by family.
 *
 * Start-up cost is reading the files (a few MB) plus decoding four small
 * tables per font; glyph outlines, cmap, GSUB/GPOS are decoded by fontkit on
 * first use. The bundled set loads in ~15 ms.
 */
import { createHash } from "node:crypto";
import type { FontFace } from "./types.ts";
import { createFace, type FaceOverrides } from "./face.ts";
import { openFont } from "./font_file.ts";
import { bundledFontsDir, defaultFontsDir, findFontFiles, messageOf } from "./discover.ts";
import { familyKey, type FamilySource } from "./families.ts";

/** Where a registry's font files come from. */
export interface RegistryOptions {
  /** Folder of the fonts shipped with html2pdf; default: the repository's fonts/. */
  bundledDir?: string;
  /** Operator's fonts folder, searched recursively; null for none. */
  fontsDir?: string | null;
}

/** @font-face descriptors (and an optional stable id) for `addFace`. */
export interface AddFaceOptions extends FaceOverrides {
  /** Identity for the PDF writer; default: a hash of the bytes, so equal files share a subset. */
  id?: string;
}

let bundledRegistry: Promise<FontRegistry> | null = null;

export class FontRegistry implements FamilySource {
  #faces: FontFace[] = [];
  #byFamily = new Map<string, FontFace[]>();
  #version = 0;

  /**
   * The process-wide registry: bundled fonts plus the operator's fonts
   * directory (FONTS_DIR, else /app/fonts). Loaded once; renders that add
   * @font-face faces should `extend()` it rather than add to it.
   */
  static bundled(): Promise<FontRegistry> {
    bundledRegistry ??= FontRegistry.load({ fontsDir: defaultFontsDir() }).catch((error) => {
      bundledRegistry = null; // let a later call retry instead of caching the failure
      throw error;
    });
    return bundledRegistry;
  }

  /**
   * A new registry from explicit folders (tests use this instead of FONTS_DIR).
   * A broken bundled font is a packaging error and throws; a broken file in the
   * operator's folder is skipped with a warning.
   */
  static async load(options: RegistryOptions = {}): Promise<FontRegistry> {
    const registry = new FontRegistry();
    const bundledDir = options.bundledDir ?? bundledFontsDir();
    const bundled = await findFontFiles(bundledDir);
    if (bundled.length === 0) throw new Error(`no bundled fonts found in ${bundledDir}`);
    const extra = options.fontsDir ? await findFontFiles(options.fontsDir) : [];
    const files = await Promise.all(
      [...bundled, ...extra].map(async (path) => {
        try {
          return { path, bytes: await Deno.readFile(path) };
        } catch (error) {
          return { path, error };
        }
      }),
    );
    files.forEach((file, index) => {
      const isBundled = index < bundled.length;
      const name = file.path.slice(file.path.lastIndexOf("/") + 1);
      const id = isBundled ? `bundled:${name}` : file.path;
      try {
        if ("error" in file) throw file.error;
        registry.#add(createFace(openFont(file.bytes), id));
      } catch (error) {
        const message = `fonts: skipping ${file.path}: ${messageOf(error)}`;
        if (isBundled) throw new Error(message);
        console.warn(message);
      }
    });
    return registry;
  }

  /** Every face, in the order added. */
  get faces(): readonly FontFace[] {
    return this.#faces;
  }

  /** Changes whenever a face is added: caches derived from the registry key on it. */
  get version(): number {
    return this.#version;
  }

  /** Faces whose own family name is `family` (ASCII case-insensitive); no aliases. */
  familyFaces(family: string): readonly FontFace[] {
    return this.#byFamily.get(familyKey(family)) ?? [];
  }

  /**
   * Adds a face from TTF, OTF, WOFF or WOFF2 bytes (an @font-face source);
   * `options` override what the font's own tables say. Throws on bytes that
   * are not a font.
   */
  addFace(bytes: Uint8Array, options: AddFaceOptions = {}): FontFace {
    const { id, ...overrides } = options;
    const faceId = id ?? `sha256:${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}`;
    const face = createFace(openFont(bytes), faceId, overrides);
    this.#add(face);
    return face;
  }

  /** A registry with this one's faces that can take more without changing this one. */
  extend(): FontRegistry {
    const child = new FontRegistry();
    for (const face of this.#faces) child.#add(face);
    return child;
  }

  #add(face: FontFace): void {
    this.#faces.push(face);
    const key = familyKey(face.family);
    const list = this.#byFamily.get(key);
    if (list) list.push(face);
    else this.#byFamily.set(key, [face]);
    this.#version++;
  }
}
