/**
 * :lang() (Selectors 4 §7.2) as Chromium 156 matches it. An element's language is its own
 * `xml:lang` (on foreign elements) or `lang`, else its parent's, else the document's
 * pragma-set default language from `<meta http-equiv=content-language>` (HTML §3.2.6.2,
 * §4.2.5.3); `lang=""` means unknown. Chromium then matches a range by prefix on subtag
 * boundaries, ASCII case-insensitively (RFC 4647 §3.3.1 basic filtering: `:lang(de)` matches
 * `de-Latn-DE`, `:lang(de-DE)` does not), with no `*` wildcard, and only when the element's
 * language looks like a tag: letters, then subtags of one to eight letters or digits
 * (`en_US`, `123` and `en ` match nothing).
 */
import type { Element } from "domhandler";
import { type MatchContext, MemoKey } from "./context.ts";
import { attribute, isHtmlElement, parentElement, someDescendant } from "./dom.ts";

const LANGUAGE = new MemoKey<string>();
const DEFAULT_LANGUAGE = new MemoKey<string>();

const TAG_LIKE = /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i;

/** Whether the element's language matches a :lang() range. */
export function matchesLanguage(element: Element, range: string, context: MatchContext): boolean {
  const language = languageOf(element, context).toLowerCase();
  const wanted = range.toLowerCase();
  return TAG_LIKE.test(language) &&
    (language === wanted || language.startsWith(`${wanted}-`));
}

/** The element's language; "" when unknown. */
function languageOf(element: Element, context: MatchContext): string {
  return context.memo(LANGUAGE, element, () => {
    // `lang` in the XML namespace is xml:lang, which foreign content may carry.
    const lang = element.attribs.lang;
    if (lang !== undefined) return lang;
    const parent = parentElement(element);
    return parent ? languageOf(parent, context) : pragmaSetDefaultLanguage(context);
  });
}

/**
 * The last `<meta http-equiv=content-language>`'s content (HTML §4.2.5.3 "pragma-set default
 * language"). Chromium takes it whole, so that ` de` or `de, fr` is no language at all.
 */
function pragmaSetDefaultLanguage(context: MatchContext): string {
  const root = context.root;
  return context.memo(DEFAULT_LANGUAGE, root, () => {
    let language = "";
    someDescendant(root, (element) => {
      if (
        isHtmlElement(element, "meta") &&
        attribute(element, "http-equiv")?.toLowerCase() === "content-language"
      ) {
        language = attribute(element, "content") ?? language;
      }
      return false;
    });
    return language;
  });
}
