import { equal } from "node:assert/strict";
import { decodeEscapes, preprocess, wouldStartIdentifier } from "./escapes.ts";

Deno.test("escapes decode to the code points they stand for (CSS Syntax 3 §4.3.7)", () => {
  const cases: [string, string][] = [
    [String.raw`print\:hidden`, "print:hidden"],
    [String.raw`h-\[67\%\]`, "h-[67%]"],
    [String.raw`size-2\.5`, "size-2.5"],
    [String.raw`\@container`, "@container"],
    // One to six hex digits, then one white space that belongs to the escape.
    [String.raw`\31 23`, "123"],
    [String.raw`\31  23`, "1 23"],
    [String.raw`\000031 23`, "123"],
    [String.raw`\0000311`, "11"],
    ["\\31\t23", "123"],
    ["\\31\n23", "123"],
    [String.raw`\E9 t\E9`, "été"],
    [String.raw`\1F600`, "😀"],
    // Zero, surrogates and code points past U+10FFFF become U+FFFD.
    [String.raw`a\0 b`, "a\uFFFDb"],
    [String.raw`\D83D`, "\uFFFD"],
    [String.raw`\110000`, "\uFFFD"],
    // A `\` at the end of an identifier stands for U+FFFD.
    ["a\\", "a\uFFFD"],
    ["plain", "plain"],
  ];
  for (const [raw, decoded] of cases) equal(decodeEscapes(raw), decoded, raw);
});

Deno.test("in strings an escaped newline continues the line and a final `\\` is dropped", () => {
  equal(decodeEscapes("a\\\nb", true), "ab");
  equal(decodeEscapes("a\\", true), "a");
  equal(decodeEscapes(String.raw`\"x\"`, true), '"x"');
});

Deno.test("preprocessing normalises newlines and replaces NUL (CSS Syntax 3 §3.3)", () => {
  equal(preprocess("a\r\nb\rc\fd\0"), "a\nb\nc\nd\uFFFD");
});

Deno.test("what starts an identifier (§4.3.9): `#1` is no id, `#\\31` and `#-a` are", () => {
  equal(wouldStartIdentifier("1"), false);
  equal(wouldStartIdentifier("-1"), false);
  equal(wouldStartIdentifier(String.raw`\31`), true);
  equal(wouldStartIdentifier("-a"), true);
  equal(wouldStartIdentifier("--"), true);
  equal(wouldStartIdentifier("é"), true);
  equal(wouldStartIdentifier("\\\n"), false);
});
