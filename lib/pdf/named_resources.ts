/**
 * Indirect objects a page names in its resource dictionary (§7.8.3): each distinct object is
 * written once, on first use, under a short name (/Im1, …), and every page that uses it
 * lists the names it drew with.
 */
import { type PDFContext, type PDFDict, PDFName, type PDFRef } from "pdf-lib";

export class NamedResources {
  readonly #prefix: string;
  readonly #byKey = new Map<string, string>();
  readonly #byName = new Map<string, PDFRef>();

  constructor(prefix: string) {
    this.#prefix = prefix;
  }

  /** The name of the object identified by `key`, calling `write` to create it the first time. */
  name(key: string, write: () => PDFRef): string {
    let name = this.#byKey.get(key);
    if (name === undefined) {
      name = `${this.#prefix}${this.#byKey.size + 1}`;
      this.#byName.set(name, write());
      this.#byKey.set(key, name);
    }
    return name;
  }

  /** The object written under `name`, which `name()` returned. */
  ref(name: string): PDFRef {
    const ref = this.#byName.get(name);
    if (!ref) throw new Error(`No resource is named ${name}`);
    return ref;
  }

  /** The resource sub-dictionary for the given names, or undefined when none is known. */
  resourceDict(context: PDFContext, names: Iterable<string>): PDFDict | undefined {
    const dict = context.obj({});
    let empty = true;
    for (const name of names) {
      const ref = this.#byName.get(name);
      if (!ref) continue;
      dict.set(PDFName.of(name), ref);
      empty = false;
    }
    return empty ? undefined : dict;
  }
}
