import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const px = (n: number) => ({ px: n });

Deno.test("UA defaults: body, paragraphs and headings as in Chromium", () => {
  const { style } = styleHtml(
    "<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6><p>p</p>",
  );
  eq(style("body").marginTop, px(8));
  eq(style("body").marginLeft, px(8));
  equal(style("body").display, "block");
  eq(style("p").marginTop, px(16));
  eq(style("p").marginBottom, px(16));
  eq(style("p").marginLeft, px(0));
  const h1 = style("h1");
  equal(h1.fontSize, 32);
  equal(h1.fontWeight, 700);
  equal(Math.round((h1.marginTop as { px: number }).px * 100) / 100, 21.44);
  equal(Math.round((h1.marginBottom as { px: number }).px * 100) / 100, 21.44);
  const sizes = ["h1", "h2", "h3", "h4", "h5", "h6"].map((h) => style(h).fontSize);
  eq(sizes.map((s) => Math.round(s * 100) / 100), [32, 24, 18.72, 16, 13.28, 10.72]);
  const margins = ["h2", "h3", "h4", "h5", "h6"].map((h) =>
    Math.round((style(h).marginTop as { px: number }).px * 100) / 100
  );
  eq(margins, [19.92, 18.72, 21.28, 22.18, 24.98]);
});

Deno.test("UA defaults: lists, quotes, pre, hr", () => {
  const { style } = styleHtml(`<ul><li>a<ul id=inner><li>c<ul id=third><li>d</li></ul>
    </li></ul></li></ul><ul><li><ol><li>x</li></ol></li></ul><dl><dt>t</dt><dd>d</dd></dl><blockquote>q</blockquote>
    <pre>code</pre><hr>`);
  equal(style("ul").listStyleType, "disc");
  eq(style("ul").paddingLeft, px(40));
  eq(style("ul").marginTop, px(16));
  equal(style("ol").listStyleType, "decimal");
  eq(style("ol").marginTop, px(0)); // nested lists have no vertical margin
  equal(style("#inner").listStyleType, "circle");
  equal(style("#third").listStyleType, "square");
  equal(style("li").display, "list-item");
  eq(style("dd").marginLeft, px(40));
  equal(style("dt").display, "block");
  eq(style("blockquote").marginLeft, px(40));
  const pre = style("pre");
  eq(pre.fontFamily, ["monospace"]);
  equal(pre.fontSize, 13);
  equal(pre.whiteSpace, "pre");
  eq(pre.marginTop, px(13)); // 1em of the monospace size
  const hr = style("hr");
  equal(hr.borderTopStyle, "inset");
  equal(hr.borderTopWidth, 1);
  // color is gray, but an inset border in currentColor paints rgb(238,238,238) (WebKit/Blink).
  eq(hr.color, { r: 128, g: 128, b: 128, a: 1 });
  eq(hr.borderTopColor, { r: 238, g: 238, b: 238, a: 1 });
  eq(hr.marginLeft, "auto");
  eq(hr.marginTop, px(8));
});

Deno.test("UA defaults: phrasing elements", () => {
  const { style } = styleHtml(`<p><b>b</b><strong>s</strong><i>i</i><em>e</em><cite>c</cite>
    <u>u</u><ins>i</ins><s>s</s><del>d</del><small>s</small><big>b</big><sub>s</sub><sup>s</sup>
    <code>c</code><kbd>k</kbd><mark>m</mark><a href="#x">link</a><a>anchor</a><center>c</center>
    <br></p>`);
  equal(style("b").fontWeight, 700);
  equal(style("strong").fontWeight, 700);
  for (const tag of ["i", "em", "cite"]) equal(style(tag).fontStyle, "italic", tag);
  equal(style("u").textDecorationLine.underline, true);
  equal(style("ins").textDecorationLine.underline, true);
  equal(style("s").textDecorationLine.lineThrough, true);
  equal(style("del").textDecorationLine.lineThrough, true);
  equal(Math.round(style("small").fontSize * 1000) / 1000, 13.333);
  equal(style("big").fontSize, 19.2);
  equal(style("sub").verticalAlign, "sub");
  equal(style("sup").verticalAlign, "super");
  equal(style("code").fontSize, 13);
  eq(style("kbd").fontFamily, ["monospace"]);
  eq(style("mark").backgroundColor, { r: 255, g: 255, b: 0, a: 1 });
  eq(style("a[href]").color, { r: 0, g: 0, b: 238, a: 1 });
  equal(style("a[href]").textDecorationLine.underline, true);
  equal(style("a:not([href])").textDecorationLine.underline, false);
  equal(style("center").textAlign, "-webkit-center");
  equal(style("br").display, "inline");
});

Deno.test("UA defaults: hidden things and tables", () => {
  const { style } = styleHtml(`<div hidden>h</div><div hidden="until-found" id=f>f</div>
    <script>x</script><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr>
    </tbody><tfoot><tr><td id=foot>f</td></tr></tfoot><caption>c</caption></table>`);
  for (const tag of ["head", "script", "div[hidden]:not(#f)"]) equal(style(tag).display, "none");
  equal(style("#f").display, "block");
  equal(style("table").display, "table");
  equal(style("thead").display, "table-header-group");
  equal(style("tbody").display, "table-row-group");
  equal(style("tfoot").display, "table-footer-group");
  equal(style("tr").display, "table-row");
  equal(style("td").display, "table-cell");
  equal(style("td").verticalAlign, "middle"); // inherit from the row, which inherits the group
  equal(style("th").fontWeight, 700);
  equal(style("th").textAlign, "center");
  equal(style("caption").display, "table-caption");
  eq(style("td").paddingTop, px(1));
});

Deno.test("UA defaults: tables as Chromium 156 computes them (getComputedStyle)", () => {
  const { style } = styleHtml(`<!doctype html><style>body { color: red; text-indent: 5px }
    #rv td { padding: revert }</style><table><caption>c</caption><colgroup><col></colgroup>
    <tr><th>h</th><td>d</td></tr></table><table id=rv><tr><td>x</td></tr></table>`);
  const red = { r: 255, g: 0, b: 0, a: 1 };
  const table = style("table");
  equal(table.borderCollapse, "separate");
  eq(table.borderSpacing, { horizontal: 2, vertical: 2 });
  equal(table.boxSizing, "border-box");
  eq(table.textIndent, px(0));
  // html.css sets no table border-color (older versions said gray): currentColor.
  eq(table.borderTopColor, red);
  equal(table.borderTopStyle, "none");
  eq(style("tr").borderLeftColor, red);
  equal(style("col").display, "table-column");
  equal(style("colgroup").display, "table-column-group");
  equal(style("caption").textAlign, "-webkit-center");
  equal(style("caption").captionSide, "top");
  const th = style("th");
  equal(th.textAlign, "center");
  equal(th.fontWeight, 700);
  eq([th.paddingTop, th.paddingRight, th.paddingBottom, th.paddingLeft], [1, 1, 1, 1].map(px));
  equal(th.verticalAlign, "middle");
  equal(style("td").textAlign, "start");
  equal(style("td").borderTopWidth, 0);
  // The 1px is a presentational hint (author level) in Chromium, so `revert` removes it.
  eq(style("#rv td").paddingTop, px(0));
});

Deno.test("li inherits text-align as in Chromium, which drops its UA sheet's match-parent", () => {
  const { style } = styleHtml(`<style>ul { text-align: end }</style>
    <ul><li id=ltr>a</li></ul><ul dir=rtl><li id=rtl>b</li></ul>`);
  equal(style("#ltr").textAlign, "end");
  equal(style("#rtl").textAlign, "end");
  equal(style("#rtl").direction, "rtl");
});

Deno.test("thead and tfoot avoid breaks inside, as Chromium computes", () => {
  const { style } = styleHtml(`<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>b</td>
    </tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>`);
  eq(["thead", "tbody", "tfoot"].map((s) => style(s).breakInside), ["avoid", "auto", "avoid"]);
});

Deno.test("quirks mode: tables do not inherit text settings; standards mode: they do", () => {
  const body = `<style>body { font-size: 20px; font-weight: bold; white-space: pre;
    font-variant: small-caps tabular-nums; text-align: right }</style>
    <table><tr><td>x</td><th>h</th></tr></table><form>f</form>`;
  const quirks = styleHtml(body).style;
  equal(quirks("td").fontSize, 16);
  equal(quirks("td").fontWeight, 400);
  equal(quirks("td").whiteSpace, "normal");
  equal(quirks("td").fontVariantCaps, "normal");
  equal(quirks("td").fontVariantNumeric.spacing, "normal");
  equal(quirks("td").textAlign, "start");
  equal(quirks("th").textAlign, "center");
  eq(quirks("form").marginBottom, px(20));
  const standards = styleHtml(`<!doctype html>${body}`).style;
  equal(standards("td").fontSize, 20);
  equal(standards("td").fontVariantCaps, "small-caps");
  equal(standards("th").textAlign, "right");
  eq(standards("form").marginBottom, px(0));
});

Deno.test("UA defaults: lists reset list-item, markers, q quotes (Chromium's html.css)", () => {
  const { style, styled, element } = styleHtml(`<ol><li>a</li></ol><ul><li>b</li></ul>
    <menu></menu><dir></dir><div>d</div><q>q</q><details><summary>s</summary></details>`);
  for (const list of ["ol", "ul", "menu", "dir"]) {
    eq(style(list).counterReset, [{ name: "list-item", value: 0 }], list);
  }
  eq(style("div").counterReset, []);
  // A summary is a list item that does not count (HTML §15.3.8).
  eq(style("summary").counterIncrement, [{ name: "list-item", value: 0 }]);
  const marker = styled.pseudoStyle(element("li"), "marker")!;
  equal(marker.fontVariantNumeric.spacing, "tabular-nums");
  equal(marker.whiteSpace, "pre");
  equal(marker.textTransform, "none");
  equal(marker.content, null); // normal: the list-style-type text
  eq(styled.pseudoStyle(element("q"), "before")?.content, [
    { type: "quote", open: true, visible: true },
  ]);
  eq(styled.pseudoStyle(element("q"), "after")?.content, [
    { type: "quote", open: false, visible: true },
  ]);
});

Deno.test("a list box's selected options are grey, their text near black unless disabled", () => {
  const { style } = styleHtml(`<select multiple><option id=o1 selected>A</option><option id=o2>B
    </option></select><select size=3 disabled><option id=o3 selected>A</option></select><select>
    <option id=o4 selected>A</option></select>`);
  // Chromium 156's getComputedStyle.
  eq(style("#o1").backgroundColor, { r: 206, g: 206, b: 206, a: 1 });
  eq(style("#o1").color, { r: 16, g: 16, b: 16, a: 1 });
  eq(style("#o2").backgroundColor, { r: 0, g: 0, b: 0, a: 0 });
  eq(style("#o3").color, { r: 128, g: 128, b: 128, a: 1 });
  eq(style("#o4").backgroundColor, { r: 0, g: 0, b: 0, a: 0 });
});
