import { assertMatches } from "./testing.ts";

// Expected matches: element.matches() in Chromium 156 on the same document, elements named by
// id (tag name without one); null where Chromium drops the rule from cssRules.

Deno.test(":lang() matches inherited languages by prefix, only well-formed ones", () => {
  assertMatches(
    `<!doctype html>
<html lang=en id=html><head id=head><meta id=meta charset=utf-8></head><body id=body>
<span id=fr lang=fr-CA>fr <em id=in>in</em></span><span id=latn lang=de-Latn-DE></span><span id=de1996 lang=de-CH-1996></span><span id=unknown lang="">x</span><span id=upper lang=EN-us></span><span id=hant lang=zh-Hant-TW></span><span id=under lang=en_US></span><span id=klingon lang=i-klingon></span><span id=private lang=x-klingon></span><span id=single lang=e></span><span id=long lang=en-abcdefghi></span><span id=digits lang=123></span><span id=dash lang=en-></span><span id=space lang=" en"></span><span id=star lang="*"></span><span id=extension lang=en-a-bb-x-cc></span>
<svg id=svg><text id=xml xml:lang="fr">x</text><text id=svglang lang="fr">x</text></svg><div id=div xml:lang=fr><p id=p>x</p></div>
</body></html>`,
    [
      [":lang(en)", "html head meta body upper extension svg div p"],
      [":lang(EN)", "html head meta body upper extension svg div p"],
      [":lang(en-US)", "upper"],
      [":lang(en-\\*)", ""],
      [":lang(fr)", "fr in xml svglang"],
      [":lang(fr-CA)", "fr in"],
      [":lang(de)", "latn de1996"],
      [":lang(de-DE)", ""],
      [":lang(de-CH)", "de1996"],
      [":lang(\\*-CH)", ""],
      [":lang(\\*)", ""],
      [":lang(zh-TW)", ""],
      [":lang(zh-hant)", "hant"],
      [":lang(en_US)", ""],
      [":lang(i-klingon)", "klingon"],
      [":lang(x)", "private"],
      [":lang(e)", "single"],
      [":lang(en-abcdefghi)", ""],
      [":lang(\\31 23)", ""],
      [":lang(en-a)", "extension"],
      [':lang("en")', null],
      [":lang(en, fr)", null],
      [":lang()", null],
    ],
  );
});

Deno.test("<meta http-equiv=content-language> sets the language of elements without one", () => {
  assertMatches(
    `<!doctype html>
<html id=html><head id=head><meta id=meta http-equiv=Content-Language content=" de-AT other"></head><body id=body><p id=p>x</p><p id=q lang=fr>y</p></body></html>`,
    [
      [":lang(de)", ""],
      [":lang(de-AT)", ""],
      [":lang(fr)", "q"],
    ],
  );
  // Chromium takes the content whole: a list is no language.
  assertMatches(
    `<!doctype html>
<html id=html><head id=head><meta id=meta http-equiv=content-language content="de, fr"></head><body id=body><p id=p>x</p></body></html>`,
    [
      [":lang(de)", ""],
      [":lang(de-AT)", ""],
      [":lang(fr)", ""],
    ],
  );
});
