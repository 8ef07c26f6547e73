import { deepStrictEqual as eq } from "node:assert/strict";
import { layoutHtml } from "../layout/testing.ts";
import type { BoxFragment, LineFragment } from "../layout/mod.ts";
import { inlineOpacities } from "./inline_opacity.ts";

/** The first line of the first paragraph, and each of its pieces' opacity, as text. */
async function opacities(body: string): Promise<string[]> {
  const root = await layoutHtml(`<body style="font:16px Arial">${body}</body>`, 600, 1000);
  const find = (f: BoxFragment): LineFragment | null => {
    for (const child of f.children) {
      if (child.kind === "line") return child;
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  const line = find(root)!;
  const map = inlineOpacities(line);
  return line.children.map((c) => {
    const name = c.kind === "text" ? `"${c.run.glyphs.map((g) => g.text).join("")}"` : c.kind;
    return `${name} ${map.get(c) ?? 1}`;
  });
}

Deno.test("an inline box's opacity fades its pieces and what it holds, nested ones multiplied", async () => {
  eq(
    await opacities(
      `<p>a <span style="opacity:0.5">faded <b style="opacity:0.5">bold</b></span> z</p>`,
    ),
    [
      '"a " 1',
      "inline-box 0.5",
      '"faded " 0.5',
      "inline-box 0.25",
      '"bold" 0.25',
      '" " 1',
      '"z" 1',
    ],
  );
});

Deno.test("without faded inline boxes nothing is faded", async () => {
  eq(await opacities(`<p>a <b>b</b></p>`), ['"a " 1', "inline-box 1", '"b" 1']);
});
