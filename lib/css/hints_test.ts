import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { parseHtmlDimension, parseHtmlInteger, parseLegacyColor } from "./hints.ts";
import { styleHtml } from "./testing.ts";

Deno.test("HTML integers: leading whitespace, a sign, digits; trailing garbage ignored", () => {
  equal(parseHtmlInteger("3x"), 3);
  equal(parseHtmlInteger(" 7"), 7);
  equal(parseHtmlInteger("-2"), -2);
  equal(parseHtmlInteger("+4"), 4);
  equal(parseHtmlInteger("x3"), null);
  equal(parseHtmlInteger(""), null);
  equal(parseHtmlInteger(undefined), null);
  equal(parseHtmlInteger("99999999999999999999"), null);
});

Deno.test("<ol start> resets list-item to start - 1; <li value> sets it (as Chromium numbers)", () => {
  const { style } = styleHtml(`<ol start=5><li value=" 9z">a</li><li value=x>b</li></ol>
    <ol start="-2"><li>c</li></ol><ol start=bogus><li>d</li></ol><ol start=4 reversed>
    <li>e</li></ol><ul start=3 value=2><li>f</li></ul>`);
  eq(style("ol").counterReset, [{ name: "list-item", value: 4 }]);
  eq(style("li").counterSet, [{ name: "list-item", value: 9 }]);
  eq(style("li:nth-child(2)").counterSet, []);
  eq(style("ol:nth-of-type(2)").counterReset, [{ name: "list-item", value: -3 }]);
  eq(style("ol:nth-of-type(3)").counterReset, [{ name: "list-item", value: 0 }]); // the UA's
  eq(style("[reversed]").counterReset, [{ name: "list-item", value: 0 }]); // not supported
  eq(style("ul").counterReset, [{ name: "list-item", value: 0 }]);
});

Deno.test("type on ol, ul and li sets list-style-type (case-sensitive for ol's letters)", () => {
  // Ids that differ in more than case: this quirks-mode document matches them ignoring it.
  const { style } = styleHtml(`<ol type=a id=a><li>x</li><li type=I id=upper-i>x</li>
    <li type=Square id=sq>x</li></ol><ol type=A id=upper-a></ol><ol type=i id=i></ol>
    <ol type=1 id=one></ol><ol type=disc id=odisc></ol><ul type=CIRCLE id=c></ul>
    <ul type=a id=ua></ul>`);
  equal(style("#a").listStyleType, "lower-alpha");
  equal(style("#a li").listStyleType, "lower-alpha"); // inherited
  equal(style("#upper-i").listStyleType, "upper-roman");
  equal(style("#sq").listStyleType, "square");
  equal(style("#upper-a").listStyleType, "upper-alpha");
  equal(style("#i").listStyleType, "lower-roman");
  equal(style("#one").listStyleType, "decimal");
  equal(style("#odisc").listStyleType, "decimal"); // ul's values are not ol's
  equal(style("#c").listStyleType, "circle");
  equal(style("#ua").listStyleType, "disc");
});

const rgb = (r: number, g: number, b: number) => ({ r, g, b, a: 1 });
const px = (n: number) => ({ px: n });
const percent = (n: number) => ({ percent: n });

Deno.test("HTML dimensions: digits, a fraction, % (Chromium's reading of HTML §2.3.4.4)", () => {
  eq(parseHtmlDimension("50"), { px: 50 });
  eq(parseHtmlDimension(" 12.5px"), { px: 12.5 });
  eq(parseHtmlDimension("50%"), { "%": 50 });
  eq(parseHtmlDimension("7.%"), { "%": 7 }); // Chromium; the spec says 7px
  eq(parseHtmlDimension("5.x"), { px: 5 });
  eq(parseHtmlDimension("1e2"), { px: 1 });
  eq(parseHtmlDimension("0"), { px: 0 });
  for (const invalid of ["3*", "+5", "-5", ".5", "abc", "", undefined]) {
    equal(parseHtmlDimension(invalid), null, invalid);
  }
});

Deno.test("legacy colours (HTML §2.3.6), each checked against Chromium 156's bgcolor", () => {
  const cases: Array<[string, [number, number, number] | null]> = [
    ["red", [255, 0, 0]],
    ["Red ", [255, 0, 0]],
    ["grey", [128, 128, 128]],
    ["#f00", [255, 0, 0]],
    [" #abc ", [170, 187, 204]],
    ["abc", [10, 11, 12]], // not #abc: three one-digit parts
    ["f00", [15, 0, 0]],
    ["chucknorris", [192, 0, 0]],
    ["ninjaturtle", [0, 160, 0]],
    ["crap", [192, 160, 0]],
    ["#abcd", [171, 205, 0]], // no 4-digit hex: padded to six digits
    ["abcdef", [171, 205, 239]],
    ["#ff0000ff", [255, 0, 255]],
    ["#1234567890", [18, 86, 144]],
    ["1234567890123456789012345678901234567890", [120, 18, 86]],
    ["00a00b00c", [10, 11, 12]], // leading zeros common to all three parts go
    ["#0000ff0000ff0000ff", [255, 255, 255]],
    ["000000001234000000005678000000009abc", [18, 86, 154]], // last 8 digits, then zeros
    ["12", [1, 2, 0]],
    ["#a", [10, 0, 0]],
    ["#zz", [0, 0, 0]],
    ["  ", [0, 0, 0]], // whitespace is not the empty string
    ["rgb(1,2,3)", [0, 16, 48]], // CSS syntax is just more garbage
    ["currentcolor", [192, 224, 0]], // not a named colour
    ["canvas", [202, 0, 160]], // system colours are not named colours either
    ["\u{1F600}abc", [0, 171, 192]], // beyond the BMP: "00"
    ["transparent", null],
    ["TRANSPARENT", null],
    ["", null],
  ];
  for (const [text, expected] of cases) {
    eq(parseLegacyColor(text), expected && rgb(...expected), text);
  }
  equal(parseLegacyColor(undefined), null);
});

Deno.test("table, row, group, column and cell dimensions (ignoring zero where Chromium does)", () => {
  const { style } = styleHtml(`<table id=t width=50 height=30><colgroup width=20 id=cg>
    <col width="30%" id=c3><col width=0 id=c0></colgroup><tbody height=30 width=10>
    <tr height=40 width=40 id=r><td width=30 height="20%" id=a>x</td><td width=0 height=0 id=b>
    </td><th width="0.5" height=abc id=c>h</th><td width="3*" height=-3 id=d></td></tr>
    <tr height=0 id=r0></tr></tbody></table><table width=0 height=0 id=z></table>
    <table width="50%" height="7.%" id=p></table>`);
  eq(style("#t").width, px(50));
  eq(style("#t").height, px(30));
  eq(style("#z").width, "auto");
  eq(style("#z").height, px(0));
  eq(style("#p").width, percent(50));
  eq(style("#p").height, percent(7));
  eq(style("#cg").width, px(20));
  eq(style("#c3").width, percent(30));
  eq(style("#c0").width, px(0));
  eq(style("tbody").height, px(30));
  equal(style("tbody").width, "auto");
  eq(style("#r").height, px(40));
  equal(style("#r").width, "auto");
  eq(style("#r0").height, px(0));
  eq(style("#a").width, px(30));
  eq(style("#a").height, percent(20));
  equal(style("#b").width, "auto");
  equal(style("#b").height, "auto");
  eq(style("th").width, px(0.5));
  equal(style("th").height, "auto");
  equal(style("#d").width, "auto");
  equal(style("#d").height, "auto");
});

Deno.test("table align: center is auto side margins, left/right float", () => {
  const { style } = styleHtml(`<table align=Center id=c></table><table align=LEFT id=l></table>
    <table align=right id=r></table><table align=justify id=j></table>`);
  eq([style("#c").marginLeft, style("#c").marginRight], ["auto", "auto"]);
  equal(style("#c").float, "none");
  equal(style("#l").float, "left");
  eq(style("#l").marginLeft, px(0));
  equal(style("#r").float, "right");
  equal(style("#j").float, "none");
  equal(style("#j").textAlign, "start"); // table align is never text-align
});

Deno.test("align, valign, nowrap on rows, groups, columns and cells; caption align", () => {
  const { style } = styleHtml(`<!doctype html><table valign=top id=t>
    <caption align=bottom>c</caption><colgroup align=right valign=top><col align=middle>
    </colgroup><thead align=right valign=bottom><tr><th id=h1>h</th><th align=left id=h2>h</th>
    </tr></thead><tbody align=CENTER valign=top><tr><td id=inh>i</td></tr></tbody>
    <tr align=right valign=top><td align=justify valign=baseline id=a>a</td>
    <td align=bogus valign=center id=b>b</td><td align=absmiddle valign=text-top id=c>c</td>
    <td align=start valign=10px id=d>d</td><td nowrap id=n>n</td><th nowrap=no id=n2>n</th>
    </tr></table><table><caption align=left id=cl>c</caption></table>`);
  equal(style("#t").verticalAlign, "top");
  equal(style("caption").captionSide, "bottom");
  equal(style("#cl").captionSide, "top"); // caption-side knows only top and bottom
  equal(style("colgroup").textAlign, "-webkit-right");
  equal(style("colgroup").verticalAlign, "top");
  equal(style("col").textAlign, "-webkit-center");
  equal(style("thead").textAlign, "-webkit-right");
  equal(style("#h1").textAlign, "-webkit-right"); // th centres only under the initial text-align
  equal(style("#h1").verticalAlign, "bottom");
  equal(style("#h2").textAlign, "-webkit-left");
  equal(style("#inh").textAlign, "-webkit-center");
  equal(style("#inh").verticalAlign, "top");
  equal(style("#a").textAlign, "justify");
  equal(style("#a").verticalAlign, "baseline");
  equal(style("#b").textAlign, "-webkit-right"); // invalid: inherited from the row
  equal(style("#b").verticalAlign, "top");
  equal(style("#c").textAlign, "center");
  equal(style("#c").verticalAlign, "text-top");
  equal(style("#d").textAlign, "start"); // other values are read as CSS
  eq(style("#d").verticalAlign, px(10));
  equal(style("#n").whiteSpace, "nowrap");
  equal(style("#n2").whiteSpace, "nowrap");
  equal(style("#a").whiteSpace, "normal");
});

Deno.test("bgcolor on tables and their parts (not captions), by the legacy colour rules", () => {
  const { style } = styleHtml(`<table bgcolor=red><caption bgcolor=red>c</caption>
    <colgroup bgcolor=blue><col bgcolor=lime></colgroup><thead bgcolor=abc>
    <tr bgcolor=chucknorris><td bgcolor="#abc">x</td><th bgcolor=f00>h</th>
    <td bgcolor=transparent id=t>t</td></tr></thead></table>`);
  eq(style("table").backgroundColor, rgb(255, 0, 0));
  eq(style("caption").backgroundColor, { r: 0, g: 0, b: 0, a: 0 });
  eq(style("colgroup").backgroundColor, rgb(0, 0, 255));
  eq(style("col").backgroundColor, rgb(0, 255, 0));
  eq(style("thead").backgroundColor, rgb(10, 11, 12));
  eq(style("tr").backgroundColor, rgb(192, 0, 0));
  eq(style("td").backgroundColor, rgb(170, 187, 204));
  eq(style("th").backgroundColor, rgb(15, 0, 0));
  eq(style("#t").backgroundColor, { r: 0, g: 0, b: 0, a: 0 });
});

/** Border width, style and colour of one side, and of all four at once. */
function border(style: ReturnType<ReturnType<typeof styleHtml>["style"]>) {
  const widths = [
    style.borderTopWidth,
    style.borderRightWidth,
    style.borderBottomWidth,
    style.borderLeftWidth,
  ];
  const styles = [
    style.borderTopStyle,
    style.borderRightStyle,
    style.borderBottomStyle,
    style.borderLeftStyle,
  ];
  equal(new Set(widths).size, 1);
  equal(new Set(styles).size, 1);
  return { width: widths[0], style: styles[0], color: style.borderLeftColor };
}

Deno.test("table border: N px outset on the table, 1px inset on its cells, in the text colour", () => {
  const { style } = styleHtml(`<body style="color: red"><table border id=e><tr><td>x</td>
    </tr></table><table border=3 id=n><tr><td>x</td></tr></table><table border=0 id=z><tr>
    <td>x</td></tr></table><table border=abc id=g><tr><td>x</td></tr></table>
    <table border=" 4px" id=w><tr><td>x</td></tr></table><table border=-2 id=m><tr><td>x</td>
    </tr></table><table border=2 style="border-color: green" id=s><tr><td>x</td></tr></table>
    <table border=2><tr><td id=own style="border-style: dotted">x</td></tr></table>`);
  const red = rgb(255, 0, 0);
  eq(border(style("#e")), { width: 1, style: "outset", color: red });
  eq(border(style("#e td")), { width: 1, style: "inset", color: red });
  eq(border(style("#n")), { width: 3, style: "outset", color: red });
  eq(border(style("#n td")), { width: 1, style: "inset", color: red });
  eq(border(style("#z")), { width: 0, style: "none", color: red });
  eq(border(style("#z td")), { width: 0, style: "none", color: red });
  eq(border(style("#g")).width, 1);
  eq(border(style("#g td")).width, 1);
  eq(border(style("#w")).width, 4);
  eq(border(style("#m")).width, 1);
  eq(border(style("#s td")), { width: 1, style: "inset", color: rgb(0, 128, 0) }); // inherited
  eq(border(style("#own")), { width: 1, style: "dotted", color: red }); // author CSS wins
});

Deno.test("bordercolor: sets the table's border colour and makes table and cells solid", () => {
  const { style } = styleHtml(`<table border=2 bordercolor=blue id=b><tr><td>x</td></tr>
    </table><table bordercolor=blue id=o><tr><td>x</td></tr></table><table border=2
    bordercolor=transparent id=t><tr><td>x</td></tr></table><table border=2 bordercolor="" id=e>
    <tr><td>x</td></tr></table>`);
  const blue = rgb(0, 0, 255);
  eq(border(style("#b")), { width: 2, style: "solid", color: blue });
  eq(border(style("#b td")), { width: 1, style: "solid", color: blue });
  eq(border(style("#o")), { width: 0, style: "none", color: blue }); // no border attribute
  eq(border(style("#o td")).style, "none");
  eq(border(style("#t")), { width: 2, style: "solid", color: rgb(0, 0, 0) });
  eq(border(style("#t td")).style, "solid");
  eq(border(style("#e")).style, "outset");
  eq(border(style("#e td")).style, "inset");
});

Deno.test("cellspacing is border-spacing; cellpadding pads the table's own cells", () => {
  const { style } = styleHtml(`<table cellspacing=5 id=s5><tr><td>x</td></tr></table>
    <table cellspacing="5.5" id=s55></table><table cellspacing="10%" id=sp></table>
    <table cellspacing=0 id=s0></table><table cellspacing=abc id=sx></table>
    <table cellpadding=5 id=p5><tr><td>x</td><th>h</th><td><table><tr><td id=nested>n</td>
    </tr></table></td></tr></table><table cellpadding=0 id=p0><tr><td>x</td></tr></table>
    <table cellpadding=abc id=px><tr><td>x</td></tr></table><table cellpadding="7.9" id=p7>
    <tr><td>x</td></tr></table><table cellpadding="10%" id=pp><tr><td>x</td></tr></table>
    <table cellpadding=-4 id=pn><tr><td>x</td></tr></table><table cellpadding="" id=pe><tr>
    <td>x</td></tr></table><table cellpadding="+6" id=p6><tr><td>x</td></tr></table>`);
  const spacing = (id: string) => style(id).borderSpacing;
  eq(spacing("#s5"), { horizontal: 5, vertical: 5 });
  eq(spacing("#s5 td"), { horizontal: 5, vertical: 5 }); // inherited, unused by cells
  eq(spacing("#s55"), { horizontal: 5, vertical: 5 }); // whole px, as Chromium
  eq(spacing("#sp"), { horizontal: 2, vertical: 2 }); // ignored: the UA's 2px
  eq(spacing("#s0"), { horizontal: 0, vertical: 0 });
  eq(spacing("#sx"), { horizontal: 2, vertical: 2 });
  const padding = (selector: string) => {
    const s = style(selector);
    eq(s.paddingRight, s.paddingTop);
    eq(s.paddingBottom, s.paddingTop);
    eq(s.paddingLeft, s.paddingTop);
    return s.paddingTop;
  };
  eq(padding("#p5 td"), px(5));
  eq(padding("#p5 th"), px(5));
  eq(padding("#nested"), px(1)); // its own table's default
  eq(style("#p5").paddingTop, px(0)); // the table itself is not padded
  eq(padding("#p0 td"), px(0));
  eq(padding("#px td"), px(0));
  eq(padding("#p7 td"), px(7));
  eq(padding("#pp td"), px(10));
  eq(padding("#pn td"), px(0));
  eq(padding("#pe td"), px(1));
  eq(padding("#p6 td"), px(6));
});

Deno.test("table hints are author declarations of specificity zero", () => {
  const { style } = styleHtml(`<style>td { padding: 3px } table { border-spacing: 4px }
    #r td { padding: revert } th { text-align: right }</style><table cellpadding=9
    cellspacing=8><tr><td>x</td><th align=left>h</th></tr></table><table id=r cellpadding=9>
    <tr><td>x</td></tr></table>`);
  eq(style("td").paddingTop, px(3));
  eq(style("table").borderSpacing, { horizontal: 4, vertical: 4 });
  eq(style("#r td").paddingTop, px(0)); // reverts to the UA sheet, which has no padding
  equal(style("th").textAlign, "right");
});

Deno.test("<font color face size>, <body bgcolor text> and align on blocks (HTML §15.3.3–4)", () => {
  const { style } = styleHtml(`<body bgcolor=navy text="#ffeecc"><font id=a color=red
    face="Courier New, monospace" size=5>x</font><font id=b size="+2">y</font><font id=c
    size=-5>z</font><font id=d size=9 color=transparent>w</font><p align=RIGHT>p</p>
    <h2 align=center>h</h2><div align=middle>d</div><div align=absmiddle id=am>a</div>
    <h3 align=middle>h</h3></body>`);
  eq(style("#a").color, { r: 255, g: 0, b: 0, a: 1 });
  eq(style("#a").fontFamily, ["Courier New", "monospace"]);
  equal(style("#a").fontSize, 24); // x-large
  equal(style("#b").fontSize, 24); // 3 + 2
  equal(style("#c").fontSize, 10); // clamped to 1: x-small
  equal(style("#d").fontSize, 48); // clamped to 7: xxx-large
  eq(style("#d").color, { r: 255, g: 238, b: 204, a: 1 }, "no colour: the body's text colour");
  eq(style("body").backgroundColor, { r: 0, g: 0, b: 128, a: 1 });
  // Chromium 156's getComputedStyle: p and div take its legacy keywords, headings plain ones.
  equal(style("p").textAlign, "-webkit-right");
  equal(style("h2").textAlign, "center");
  equal(style("div").textAlign, "-webkit-center");
  equal(style("#am").textAlign, "start", "an unknown value sets nothing");
  equal(style("h3").textAlign, "center");
});

Deno.test("<br clear> is `clear`; <table align=left|right> floats, center centres", () => {
  const { style } = styleHtml(`<p>a<br id=all clear=ALL>b<br id=l clear=left>c<br id=b
    clear=both><br id=n clear=none><br id=x clear=sideways></p><table id=tl align=left>
    </table><table id=tr align=right></table><table id=tc align=center></table>`);
  const clears = { all: "both", l: "left", b: "both", n: "none", x: "none" };
  for (const [id, clear] of Object.entries(clears)) equal(style(`#${id}`).clear, clear, id);
  const floats = { tl: "left", tr: "right", tc: "none" };
  for (const [id, float] of Object.entries(floats)) equal(style(`#${id}`).float, float, id);
  eq(style("#tc").marginLeft, "auto");
});
