/**
 * parse5's htmlparser2 tree adapter, building the same domhandler nodes in less
 * memory. The stock adapter gives every element three `Object.create(null)`
 * maps (attributes, their namespaces, their prefixes), which V8 keeps in
 * dictionary mode at ~190 bytes each even when empty, and adds `namespace` and
 * the two maps after construction, outside the object. A 10,000-row table has
 * 70,000 elements: that was 40 MB of its DOM.
 *
 * Here attribute maps are ordinary objects given a null prototype before their
 * first property (V8 keeps them compact; a null prototype still means no
 * inherited names: `"constructor" in attribs` is false), the namespace and
 * prefix maps are one shared frozen empty map unless an attribute has a
 * namespace (only foreign content: SVG's xlink:href, MathML), and the extra
 * fields are declared on the element class so they live inside the object.
 */
import type { Token, TreeAdapter } from "parse5";
import {
  adapter as stockAdapter,
  type Htmlparser2TreeAdapterMap,
} from "parse5-htmlparser2-tree-adapter";
import { Element } from "domhandler";

type Attribute = Token.Attribute;
type StringMap = Record<string, string>;

/** Namespace and prefix maps of elements whose attributes have neither. */
const NONE: StringMap = Object.freeze(nullPrototypeMap());

function nullPrototypeMap(): StringMap {
  const map = {};
  Object.setPrototypeOf(map, null);
  return map as StringMap;
}

class HtmlElement extends Element {
  override namespace: string | undefined = undefined;
  override "x-attribsNamespace": StringMap = NONE;
  override "x-attribsPrefix": StringMap = NONE;
}

function setAttribute(element: HtmlElement, attr: Attribute) {
  element.attribs[attr.name] = attr.value;
  if (element["x-attribsNamespace"] === NONE) {
    if (attr.namespace === undefined && attr.prefix === undefined) return;
    element["x-attribsNamespace"] = nullPrototypeMap();
    element["x-attribsPrefix"] = nullPrototypeMap();
  }
  element["x-attribsNamespace"][attr.name] = attr.namespace!;
  element["x-attribsPrefix"][attr.name] = attr.prefix!;
}

export const compactTreeAdapter: TreeAdapter<Htmlparser2TreeAdapterMap> = {
  ...stockAdapter,
  createElement(tagName, namespaceURI, attrs) {
    const element = new HtmlElement(tagName, nullPrototypeMap(), []);
    element.namespace = namespaceURI;
    for (const attr of attrs) setAttribute(element, attr);
    return element;
  },
  // A second <html> or <body> tag adds the attributes the element lacks (HTML §13.2.6.4.7).
  adoptAttributes(recipient, attrs) {
    for (const attr of attrs) {
      if (recipient.attribs[attr.name] === undefined) setAttribute(recipient as HtmlElement, attr);
    }
  },
};
