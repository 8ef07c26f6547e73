import { assertMatches } from "./testing.ts";

// Expected matches: element.matches() in Chromium 156 on the same document, elements named by
// id (tag name without one); null where Chromium drops the rule from cssRules.

Deno.test("structural, link, :open and :defined pseudo-classes match as in Chromium", () => {
  assertMatches(DOCUMENT, [
    [":root", "html"],
    ["html:root", "html"],
    [":scope", "html"],
    [":scope > body", "body"],
    ["&", "html"],
    ["& > body", "body"],
    [":empty", "meta comment none sp ar ar2 lk sx ff custom reserved"],
    ["p:empty", "comment none"],
    [":first-child", "html head meta full sp ar sa t1 sum sum2"],
    [":last-child", "html meta body sp ar2 t1 ff sum sum2 is"],
    [":only-child", "html meta sp t1 sum sum2"],
    [
      ":first-of-type",
      "html head meta body full sp a1 map ar lk svg sa t1 ff det sum sum2 " +
      "dlg custom custom2 reserved is",
    ],
    [
      ":only-of-type",
      "html head meta body sp map lk svg t1 ff sum sum2 custom custom2 " +
      "reserved is",
    ],
    [
      ":last-of-type",
      "html head meta body nested sp a3 map ar2 lk svg t1 sx ff sum det2 " +
      "sum2 dlg2 custom custom2 reserved is",
    ],
    [":link", "a1 a3 ar sa sx"],
    [":any-link", "a1 a3 ar sa sx"],
    [":-webkit-any-link", "a1 a3 ar sa sx"],
    [":visited", ""],
    [":open", "det dlg"],
    [
      ":defined",
      "html head meta body full blank comment none nested sp a1 a2 a3 map ar " +
      "ar2 lk svg sa t1 sx ff det sum det2 sum2 dlg dlg2 reserved",
    ],
    [":not(:defined)", "custom custom2 is"],
    [":hover", ""],
    [":active", ""],
    [":focus", ""],
    [":focus-visible", ""],
    [":focus-within", ""],
    [":target", ""],
    [":target-current", ""],
    [":fullscreen", ""],
    [":modal", ""],
    [":popover-open", ""],
    [":picture-in-picture", ""],
    [":autofill", ""],
    [":-webkit-autofill", ""],
    [":user-valid", ""],
    [":user-invalid", ""],
    [":host", ""],
    [":host(p)", ""],
    [":host-context(body)", ""],
    [":state(x)", ""],
    [":active-view-transition-type(x)", ""],
    [":horizontal", ""],
    [":window-inactive", ""],
    [":past", ""],
    [":current", ""],
    [":future", ""],
    [":xr-overlay", ""],
    [":-webkit-drag", ""],
    [":-webkit-full-screen", ""],
    [":-webkit-full-page-media", ""],
    [":is(:host, #full)", "full"],
    [":root, :host", "html"],
    [":where(:root, :host)", "html"],
    [
      ":read-only:not(p, a, area, map, html, head, meta, body, span, details, summary, dialog, my-el, x-y-z, font-face, link, button)",
      "",
    ],
  ]);
});

const DOCUMENT = `<!doctype html>
<html id=html><head id=head><meta id=meta charset=utf-8></head><body id=body>
<p id=full>x</p><p id=blank> </p><p id=comment><!-- c --></p><p id=none></p><p id=nested><span id=sp></span></p>
<a id=a1 href=x>l</a><a id=a2>n</a><a id=a3 href="">e</a><map id=map><area id=ar href=x><area id=ar2></map><link id=lk href=x rel=help>
<svg id=svg><a id=sa href=x><text id=t1>t</text></a><a id=sx xlink:href=x></a><font-face id=ff></font-face></svg>
<details id=det open><summary id=sum>s</summary></details><details id=det2><summary id=sum2>s</summary></details><dialog id=dlg open>d</dialog><dialog id=dlg2>d</dialog>
<my-el id=custom></my-el><x-y-z id=custom2>t</x-y-z><font-face id=reserved></font-face><button id=is is=my-button>b</button>
</body></html>`;
