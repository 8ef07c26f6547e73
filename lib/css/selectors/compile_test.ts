import { assertMatches } from "./testing.ts";

// Expected matches: element.matches() in Chromium 156 on the same document, elements named by
// id (tag name without one); null where Chromium drops the rule from cssRules.

Deno.test("quirks mode: classes and ids match ASCII case-insensitively, attributes do not", () => {
  assertMatches(
    '<html id=html><body id=body><p id=MixedId class="Foo bar">x</p><p id=other class=BAR>y</p></body></html>',
    [
      [".foo", "MixedId"],
      [".FOO", "MixedId"],
      [".bar", "MixedId other"],
      ["#mixedid", "MixedId"],
      ["#MIXEDID", "MixedId"],
      ["[class=foo]", ""],
      ["[id=mixedid]", ""],
    ],
  );
});

const DOCUMENT = `<!doctype html>
<html id=html><body id=body>
<div id=d1 class="print:hidden h-[67%] size-2.5 sm:grid-cols-4 @container a b" data-x="Ab Cd" title="hello world" type=Text>
<p id=p1 class=x>one</p><p id=p2 class="x y"></p><span id=s1>x <em id=e1>in</em></span><span id=s2></span>
</div>
<div id=123 class="123 Upper é"></div>
<ul id=ul><li id=li1 class=x>1<li id=li2>2<li id=li3 class=x>3<li id=li4 class=x>4<li id=li5>5</ul>
<section id=sec><h2 id=h2>t</h2><article id=art><img id=img></article><aside id=as></aside></section>
<svg id=svg viewBox="0 0 1 1"><foreignObject id=fo></foreignObject><rect id=rect class=r></rect><a id=sa xlink:href=x></a></svg>
<p id=p5>a<b id=b1>b</b></p>
</body></html>`;

const ESCAPES: [string, string | null][] = [
  [".print\\:hidden", "d1"],
  [".h-\\[67\\%\\]", "d1"],
  [".size-2\\.5", "d1"],
  [".sm\\:grid-cols-4", "d1"],
  [".\\@container", "d1"],
  [".\\31 23", "123"],
  ["#\\31 23", "123"],
  ["#\\000031 23", "123"],
  ["#\\31 23 ~ ul", "ul"],
  [".\\E9", "123"],
  [".\\0000E9", "123"],
  [".\\e9 .x", ""],
  [".upper", ""],
  [".Upper", "123"],
  ["D\\49V#d1", "d1"],
  ["d\\69 v.a.b", "d1"],
  ["div.a.b", "d1"],
];

const ATTRIBUTES: [string, string | null][] = [
  ["[data-x]", "d1"],
  ["[DATA-X]", "d1"],
  ["[d\\61ta-x]", "d1"],
  ['[data-x="Ab Cd"]', "d1"],
  ['[data-x="ab cd"]', ""],
  ['[data-x="ab cd" i]', "d1"],
  ['[data-x="ab cd" I]', "d1"],
  ['[data-x="\\41 b Cd"]', "d1"],
  ["[data-x=Ab\\ Cd]", "d1"],
  ['[data-x~="Cd"]', "d1"],
  ['[data-x~="cd" i]', "d1"],
  ['[data-x|="Ab"]', ""],
  ['[data-x^="Ab"]', "d1"],
  ['[data-x$="Cd"]', "d1"],
  ['[data-x*="b C"]', "d1"],
  ['[data-x*=""]', ""],
  ['[data-x^=""]', ""],
  ['[data-x$=""]', ""],
  ['[data-x~=""]', ""],
  ['[title~="hello world"]', ""],
  ["[title~=world]", "d1"],
  ["[type=text]", "d1"],
  ["[type=TEXT]", "d1"],
  ['[type="text" i]', "d1"],
  ["[class|=size]", ""],
  ["[viewBox]", "svg"],
  ["[viewbox]", "svg"],
  ["[VIEWBOX]", "svg"],
  ["[*|href]", "sa"],
  ["[href]", ""],
  ["[|href]", ""],
  ["[|data-x]", "d1"],
  ["[*|data-x]", "d1"],
];

const TYPES: [string, string | null][] = [
  ["svg", "svg"],
  ["SVG", "svg"],
  ["foreignObject", "fo"],
  ["foreignobject", "fo"],
  ["svg *", "fo rect sa"],
  ["rect.r", "rect"],
  ["*|rect", "rect"],
  ["|rect", ""],
  ["*|p", "p1 p2 p5"],
  ["|p", ""],
];

const LOGICAL: [string, string | null][] = [
  ["body > :first-child", "d1"],
  ["div p + span", "s1"],
  ["div span ~ span", "s2"],
  ["section > * + *", "art as"],
  ["section > article img", "img"],
  ["ul > li.x ~ li.x", "li3 li4"],
  [":is(li, p).x", "p1 p2 li1 li3 li4"],
  [":where(li, p).x", "p1 p2 li1 li3 li4"],
  [":-webkit-any(li, p).x", "p1 p2 li1 li3 li4"],
  ["li:not(.x)", "li2 li5"],
  ["li:not(.x, :first-child)", "li2 li5"],
  ["p:not(div > p)", "p5"],
  ["p:not(#d1 p)", "p5"],
  [":not(:not(p))", "p1 p2 p5"],
  ["p:not(:hover)", "p1 p2 p5"],
  [":is()", ""],
  [":is(:hover, #p1)", "p1"],
  ["p:is(:unknown, .x)", "p1 p2"],
  ["p:where(:unknown)", ""],
  ["p:is(::before, .x)", "p1 p2"],
];

const HAS: [string, string | null][] = [
  [":has(> li.x)", "ul"],
  ["div:has(> p)", "d1"],
  ["div:has(p)", "d1"],
  ["section:has(+ div)", ""],
  ["div:has(~ section)", "d1 123"],
  ["div:has(+ ul > .x)", "123"],
  ["h2:has(+ article > img)", "h2"],
  ["h2:has(~ aside)", "h2"],
  ["section:has(img, .nope)", "sec"],
  [":is(section, ul):has(li, img)", "ul sec"],
  ["li:has(+ li.x)", "li2 li3"],
  ["li:has(~ .x)", "li1 li2 li3"],
  ["li:has(~ li:nth-child(5))", "li1 li2 li3 li4"],
  [":has(> :is(#li1, #e1))", "s1 ul"],
  ["div:has(~ p b)", "d1 123"],
  [":has(:hover)", ""],
];

const NTH: [string, string | null][] = [
  ["li:nth-child(2n+1)", "li1 li3 li5"],
  ["li:nth-child(odd)", "li1 li3 li5"],
  ["li:nth-child(even)", "li2 li4"],
  ["li:nth-child(-n+2)", "li1 li2"],
  ["li:nth-child(n)", "li1 li2 li3 li4 li5"],
  ["li:nth-child(0)", ""],
  ["li:nth-child(-n)", ""],
  ["li:nth-child(+n+3)", "li3 li4 li5"],
  ["li:nth-child( 2n + 1 )", "li1 li3 li5"],
  ["li:nth-child(2n- 1)", "li1 li3 li5"],
  ["li:nth-child(\\6e+3)", "li3 li4 li5"],
  ["li:nth-last-child(2)", "li4"],
  ["li:nth-last-child(-n+2)", "li4 li5"],
  ["li:nth-child(2 of .x)", "li3"],
  ["li:nth-child(odd of .x)", "li1 li4"],
  ["li:nth-child(even of :not(.x))", "li5"],
  ["li:nth-last-child(1 of .x)", "li4"],
  ["li:nth-child(n+2 of :not(.x))", "li5"],
  ["li:nth-child(1 of li:nth-child(n+3))", "li3"],
  ["li:nth-of-type(3)", "li3"],
  ["li:nth-last-of-type(1)", "li5"],
  ["div > span:nth-of-type(2)", "s2"],
  ["p:nth-of-type(2n)", "p2"],
  ["p:nth-child(2n+1 of .x, :unknown)", null],
  ["li:nth-of-type(1 of .x)", null],
];

const SECTIONS = {
  "escapes in class, id, type and attribute names and values (CSS Syntax 3 §4.3.7)": ESCAPES,
  "attribute selectors: operators, the i flag, HTML's case-insensitive values": ATTRIBUTES,
  "type selectors and namespaces in an HTML document": TYPES,
  "combinators, :is(), :where(), :not() and forgiving lists": LOGICAL,
  ":has() with relative selectors": HAS,
  ":nth-child(An+B of S) and the other nth pseudo-classes": NTH,
};

for (const [name, rows] of Object.entries(SECTIONS)) {
  Deno.test(name, () => assertMatches(DOCUMENT, rows));
}
