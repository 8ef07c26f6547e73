/**
 * The font registry: every FontFace a render may use, indexed by family:
 * the installed ones (bundled and the operator's fonts directory) and, in a
 * render's own registry, the ones the document's @font-face rules declared.
 *
 * Start-up cost is reading the files (a few MB) plus decoding four small
 * tables per font; glyph outlines, cmap, GSUB/GPOS are decoded by fontkit on
 * first use. The bundled set loads in ~15 ms.
 */
import type { FontFace } from "./types.ts";
import { createFace, uniqueNames } from "./face.ts";
import { openFont } from "./font_file.ts";
import { bundledFontsDir, defaultFontsDir, findFontFiles, messageOf } from "./discover.ts";
import { familyKey, type FamilySource } from "./families.ts";
import { declareFace, type FaceDescriptors, faceFromBytes } from "./declared_faces.ts";

/** Where a registry's font files come from. */
export interface RegistryOptions {
  /** Folder of the fonts shipped with html2pdf; default: the repository's fonts/. */
  bundledDir?: string;
  /** Operator's fonts folder, searched recursively; null for none. */
  fontsDir?: string | null;
}

let bundledRegistry: Promise<FontRegistry> | null = null;

export class FontRegistry implements FamilySource {
  #faces: FontFace[] = [];
  /** Faces from font files, by family key. */
  #installed = new Map<string, FontFace[]>();
  /** Faces @font-face rules declared, by family key, in rule order. */
  #declared = new Map<string, FontFace[]>();
  /** Installed faces by full and PostScript name key, built on first `localFace` call. */
  #byUniqueName: Map<string, FontFace> | null = null;
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
        registry.#add(createFace(openFont(file.bytes), id), registry.#installed);
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

  /**
   * The faces of family `family` (ASCII case-insensitive; no aliases): the
   * ones @font-face rules declared when there are any, which hide installed
   * faces of the same name entirely (CSS Fonts 4 §4.1; Blink consults the
   * document's font faces first and the system only for undeclared names).
   */
  familyFaces(family: string): readonly FontFace[] {
    const key = familyKey(family);
    return this.#declared.get(key) ?? this.#installed.get(key) ?? [];
  }

  /** The installed faces of family `family`: what generic families and fallback resolve to. */
  installedFaces(family: string): readonly FontFace[] {
    return this.#installed.get(familyKey(family)) ?? [];
  }

  /**
   * The installed face whose full name or PostScript name is `name`, ASCII
   * case-insensitively (CSS Fonts 4 §4.3 `local()`), or null.
   */
  localFace(name: string): FontFace | null {
    if (!this.#byUniqueName) {
      this.#byUniqueName = new Map();
      for (const faces of this.#installed.values()) {
        for (const face of faces) {
          for (const unique of uniqueNames(face)) {
            const key = familyKey(unique);
            if (!this.#byUniqueName.has(key)) this.#byUniqueName.set(key, face);
          }
        }
      }
    }
    return this.#byUniqueName.get(familyKey(name.trim())) ?? null;
  }

  /**
   * Declares a face from TTF, OTF, WOFF or WOFF2 bytes, as an @font-face rule
   * with `descriptors` would (missing ones: the font's own values). Throws on
   * bytes that are not a usable font.
   */
  addFace(bytes: Uint8Array, descriptors: Partial<FaceDescriptors> = {}): FontFace {
    const face = declareFace(faceFromBytes(bytes), descriptors);
    this.addDeclaredFace(face);
    return face;
  }

  /** Adds a face made by `declareFace`; later declarations win ties (CSS Fonts 4 §4.1). */
  addDeclaredFace(face: FontFace): void {
    this.#add(face, this.#declared);
  }

  /** A registry with this one's faces that can take more without changing this one. */
  extend(): FontRegistry {
    const child = new FontRegistry();
    child.#faces = [...this.#faces];
    for (const [key, faces] of this.#installed) child.#installed.set(key, [...faces]);
    for (const [key, faces] of this.#declared) child.#declared.set(key, [...faces]);
    return child;
  }

  #add(face: FontFace, index: Map<string, FontFace[]>): void {
    this.#faces.push(face);
    const key = familyKey(face.family);
    const list = index.get(key);
    if (list) list.push(face);
    else index.set(key, [face]);
    if (index === this.#installed) this.#byUniqueName = null;
    this.#version++;
  }
}
