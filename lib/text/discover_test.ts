import assert from "node:assert/strict";
import { bundledFontsDir, defaultFontsDir, findFontFiles } from "./discover.ts";

Deno.test("bundledFontsDir is the repository's fonts folder", async () => {
  const files = await findFontFiles(bundledFontsDir());
  assert.equal(files.length, 14);
  assert.ok(files.every((f) => /\.ttf$/.test(f)));
  assert.deepEqual(files, [...files].sort(), "files come in a stable, sorted order");
});

Deno.test("FONTS_DIR from the environment names the fonts directory", async () => {
  // A child process, so that this test does not change the environment of others.
  const code = `import { defaultFontsDir } from ${
    JSON.stringify(import.meta.resolve("./discover.ts"))
  };
console.log(defaultFontsDir());`;
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["eval", "--no-config", code],
    env: { FONTS_DIR: "/srv/my-fonts" },
    stdout: "piped",
    stderr: "inherit",
  }).output();
  assert.equal(output.code, 0);
  assert.equal(new TextDecoder().decode(output.stdout).trim(), "/srv/my-fonts");
});

Deno.test("without FONTS_DIR the default is /app/fonts when it exists, else none", () => {
  if (Deno.env.get("FONTS_DIR")) return; // the environment decides; covered above
  let appFonts = false;
  try {
    appFonts = Deno.statSync("/app/fonts").isDirectory;
  } catch {
    // absent
  }
  assert.equal(defaultFontsDir(), appFonts ? "/app/fonts" : null);
});

Deno.test("symlink cycles are cut", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${dir}/a`);
    await Deno.copyFile(`${bundledFontsDir()}/DejaVuSans.ttf`, `${dir}/a/x.otf`);
    await Deno.symlink(dir, `${dir}/a/loop`);
    assert.deepEqual(await findFontFiles(dir), [`${dir}/a/x.otf`]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
