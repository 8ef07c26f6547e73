import { deepStrictEqual as eq, equal, notEqual } from "node:assert/strict";
import { matchContextOf } from "./selectors.ts";
import { parseScope, type Scope, scopeRoots } from "./scope.ts";
import { styleHtml } from "./testing.ts";

const TOP = { nesting: null, parent: null, implicitRoot: null };
const rgb = (r: number, g: number, b: number) => ({ r, g, b, a: 1 });
const green = rgb(0, 128, 0);
const red = rgb(255, 0, 0);
const black = rgb(0, 0, 0);

Deno.test("@scope preludes: (start), to (end), both, none; anything else drops the rule", () => {
  for (const prelude of ["(.a)", "(.a) to (.b)", "to (.b)", "", "(.a, .b > c)", "( .a )"]) {
    notEqual(parseScope(prelude, TOP), null, prelude);
  }
  const invalid = ["()", ".a", "(.a) (.b)", "(.a) from (.b)", "(.a) to", "(:bogus)", "(.a, :x)"];
  for (const prelude of [...invalid, "(.a) to (:bogus)"]) {
    equal(parseScope(prelude, TOP), null, prelude);
  }
});

Deno.test("scoping roots: inclusive ancestors matching the start, nearest first, not past a limit", () => {
  const { element } = styleHtml(
    `<div class=a id=outer><div class=a id=inner><div class=b id=limit><p id=deep>x</p></div>
    <p id=near>y</p></div></div>`,
  );
  const rootsOf = (scope: Scope, id: string) => {
    const target = element(`#${id}`);
    return Array.from(scopeRoots(scope, target, matchContextOf(target)), (r) => [
      (r.root as { attribs?: Record<string, string> }).attribs?.id,
      r.hops,
    ]);
  };
  const plain = parseScope("(.a)", TOP)!;
  eq(rootsOf(plain, "near"), [["inner", 1], ["outer", 2]]);
  eq(rootsOf(plain, "inner"), [["inner", 0], ["outer", 1]]);
  const limited = parseScope("(.a) to (.b)", TOP)!;
  eq(rootsOf(limited, "deep"), []); // .b is inside both roots
  eq(rootsOf(limited, "near"), [["inner", 1], ["outer", 2]]);
  // The limit relative to :scope: only a .b child of the root limits it.
  eq(rootsOf(parseScope("(.a) to (:scope > .b)", TOP)!, "deep"), [["outer", 3]]);
  // Without a prelude, the tree's root (the document): every element is in scope.
  eq(rootsOf(parseScope("", TOP)!, "near").length, 1);
});

Deno.test("@scope in the cascade: limits, :scope and &, proximity after specificity (Chromium 156)", () => {
  const { style } = styleHtml(`<style>
    @scope (.a) to (.b) { span { color: rgb(0, 128, 0) } .b { background-color: blue } }
    @scope (.e) to (.f) { .f { color: red } }
    @scope (.a3) { .a3 { color: red } }
    @scope (.outer5) { p.x { color: red } }
    @scope (.inner5) { p { color: green } }
    @scope (.inner6) { p { color: green } }
    @scope (.outer6) { p { color: red } }
    @scope (.a9) { span { color: red } }
    span { color: green }
    @scope (#sa) { :scope { color: green } }
    .sa { color: red }
    @scope (#sb) { & { color: green } }
    .sb { color: red }
    @scope (.k) { span.kk { color: green } }
    .k1 { color: red }
    @scope (.e2) { color: green; span { color: blue } }
    @scope (.u) { .u2 & { color: green } }
    @scope (.s) { > .t { margin-top: 1px } }
  </style>
  <div class=a><span id=in>in</span><div class=b id=b><span id=below>below</span></div></div>
  <div class=e><div class=f id=f>f</div></div>
  <div class=a3 id=a3>3</div>
  <div class=outer5><div class=inner5><p class=x id=p5>5</p></div></div>
  <div class=outer6><div class=inner6><p id=p6>6</p></div></div>
  <div class=a9><span id=s9>9</span></div>
  <div id=sa class=sa>a</div><div id=sb class=sb>b</div>
  <div class=k><span id=k1 class="k1 kk">k</span></div>
  <div class=e2 id=e2>e<span id=e2s>x</span></div>
  <div class=u2><div class=u id=u>u</div></div>
  <div class=s><div class=t id=t1><div class=t id=t2></div></div></div>`);
  eq(style("#in").color, green);
  eq(style("#below").color, green); // the unscoped span rule; the scoped one stops at .b
  eq(style("#b").backgroundColor, { r: 0, g: 0, b: 0, a: 0 }); // a limit is out of scope
  eq(style("#f").color, black);
  eq(style("#a3").color, black); // `.a3` is `:scope .a3`: not the root itself
  eq(style("#p5").color, red); // specificity first
  eq(style("#p6").color, green); // then proximity, before order
  eq(style("#s9").color, red); // scoped beats unscoped of the same specificity
  eq(style("#sa").color, green); // :scope is (0,1,0), then proximity
  eq(style("#sb").color, red); // & in @scope counts for nothing
  eq(style("#k1").color, green); // the implied :scope counts for nothing
  eq([style("#e2").color, style("#e2s").color], [green, rgb(0, 0, 255)]);
  eq(style("#u").color, green); // compounds left of the subject may be outside the scope
  eq([style("#t1").marginTop, style("#t2").marginTop], [{ px: 1 }, { px: 0 }]);
});

Deno.test("@scope nested in style rules, in @scope, and without a prelude in a <style>", () => {
  const { style } = styleHtml(`<style>
    .f { @scope (.g) { span { color: green } } }
    .f2 { @scope (& > .g2) { span { color: green } } }
    .h { @scope (.i) { & { color: green } } }
    .m { @scope { .n { color: green } } }
    @scope (.o) { @scope (.p) { b { color: green } } }
    @scope (.a) { .b { @scope (& > .c) { span { color: green } } } }
  </style>
  <div class=f><div class=g><span id=f1>f</span></div></div><div class=g><span id=f0>f0</span></div>
  <div class=f2><div class=g2><span id=f2>f2</span></div><div><div class=g2><span id=f3>f3</span></div></div></div>
  <div class=h id=h><div class=i id=i>i</div></div>
  <div class=m><div class=n id=n>n</div></div><div class=n id=n0>n0</div>
  <div class=o><div class=p><b id=op>b</b></div></div><div class=p><b id=p0>b</b></div>
  <div class=a><div class=b><div class=c><span id=s1>1</span></div></div>
  <div class=c><span id=s2>2</span></div></div>
  <div id=implicit><style>@scope { p { color: green } :scope { color: blue } }</style><p id=imp1>x</p></div>
  <p id=imp2>y</p>`);
  eq([style("#f1").color, style("#f0").color], [green, black]);
  eq([style("#f2").color, style("#f3").color], [green, black]);
  eq([style("#h").color, style("#i").color], [black, green]); // & is the scoping root
  // Without a prelude the root is the <style>'s parent (here <head>), even in a style rule.
  eq([style("#n").color, style("#n0").color], [black, black]);
  eq([style("#op").color, style("#p0").color], [green, black]);
  // In a rule inside @scope, a nested @scope's `&` is still the outer root (Chromium).
  eq([style("#s1").color, style("#s2").color], [black, green]);
  eq(style("#implicit").color, rgb(0, 0, 255));
  eq([style("#imp1").color, style("#imp2").color], [green, black]);
});
