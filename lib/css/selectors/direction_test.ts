import { assertMatches } from "./testing.ts";

// Expected matches: element.matches() in Chromium 156 on the same document, elements named by
// id (tag name without one); null where Chromium drops the rule from cssRules.

Deno.test(":dir() follows dir, dir=auto's first strong character and inheritance", () => {
  assertMatches(
    `<!doctype html>
<html id=html><body id=body>
<div id=rtl dir=rtl><p id=inherit>x</p><p id=ltr dir=ltr>y</p><p id=auto dir=auto>abc</p><p id=hebrew dir=auto>שלום</p><bdi id=bdi>שלום</bdi><p id=invalid dir=foo>z</p><p id=upper dir=RTL>z</p><p id=digits dir=auto>123</p><p id=later dir=auto>123 <b id=b>שלום</b> abc</p><p id=skip dir=auto><bdi>abc</bdi><span id=sp dir=ltr>abc</span>مرحبا</p></div>
<input id=in dir=auto value="שלום"><textarea id=ta dir=auto>abc</textarea><bdi id=bdi2 dir=ltr>שלום</bdi>
</body></html>`,
    [
      [":dir(ltr)", "html head body ltr auto digits bdi sp ta bdi2"],
      [":dir(rtl)", "rtl inherit hebrew bdi invalid upper later b skip in"],
      [":dir(auto)", ""],
      [":dir(foo)", ""],
      [":dir(RTL)", "rtl inherit hebrew bdi invalid upper later b skip in"],
      [':dir("ltr")', null],
      [":dir()", null],
    ],
  );
});
