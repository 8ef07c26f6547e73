/**
 * The command line as a user runs it: files and pipes, every render flag, exit
 * statuses, one-line errors, and no partial output file after a failure.
 */
import assert from "node:assert/strict";
import denoJson from "../../deno.json" with { type: "json" };
import { runCli } from "../helpers/cli.ts";
import { pageSizePt, pageTexts, pdfInfo, qpdfCheck } from "../helpers/pdf_tools.ts";
import { withTempDir } from "../helpers/temp_dir.ts";

const HELLO = "<!doctype html><h1>Hello CLI</h1><p>From a file.</p>";

function assertOneErrorLine(stderr: string, pattern: RegExp) {
  const lines = stderr.trimEnd().split("\n");
  assert.equal(lines.length, 1, `one line on stderr, got:\n${stderr}`);
  assert.match(lines[0], /^html2pdf: /);
  assert.match(lines[0], pattern);
}

function assertSize(actual: [number, number], expected: [number, number]) {
  assert.ok(
    Math.abs(actual[0] - expected[0]) < 0.01 && Math.abs(actual[1] - expected[1]) < 0.01,
    `page size ${actual.join(" x ")} pt, expected ${expected.join(" x ")} pt`,
  );
}

async function listDir(dir: string): Promise<string[]> {
  return (await Array.fromAsync(Deno.readDir(dir))).map((e) => e.name).sort();
}

Deno.test("render FILE -o FILE writes a sound PDF and nothing else", async () => {
  await withTempDir(async (dir) => {
    await Deno.writeTextFile(`${dir}/in.html`, HELLO);
    const result = await runCli(["render", `${dir}/in.html`, "-o", `${dir}/out.pdf`]);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stdout.byteLength, 0);
    assert.equal(result.stderr, "");
    const pdf = await Deno.readFile(`${dir}/out.pdf`);
    const check = await qpdfCheck(pdf);
    assert.equal(check.code, 0, check.stdout);
    assert.match((await pageTexts(pdf)).join(""), /Hello CLI/);
    assert.deepEqual(await listDir(dir), ["in.html", "out.pdf"]);
  });
});

Deno.test("stdin to stdout, and `html2pdf FILE -o FILE` without the subcommand", async () => {
  const piped = await runCli(["render", "--title", "Piped"], { stdin: HELLO });
  assert.equal(piped.code, 0, piped.stderr);
  assert.equal(new TextDecoder().decode(piped.stdout.subarray(0, 5)), "%PDF-");
  assert.equal((await pdfInfo(piped.stdout)).Title, "Piped");

  const dash = await runCli(["render", "-", "-o", "-"], { stdin: HELLO });
  assert.equal(dash.code, 0, dash.stderr);
  assert.equal((await qpdfCheck(dash.stdout)).code, 0);

  await withTempDir(async (dir) => {
    await Deno.writeTextFile(`${dir}/in.html`, HELLO);
    const implicit = await runCli([`${dir}/in.html`, "-o", `${dir}/out.pdf`]);
    assert.equal(implicit.code, 0, implicit.stderr);
    assert.equal((await qpdfCheck(await Deno.readFile(`${dir}/out.pdf`))).code, 0);
  });
});

Deno.test("page flags reach the PDF: size, orientation, title", async () => {
  const letter = await runCli(
    ["render", "--page-size", "Letter", "--landscape", "--title", "Wide", "--margin", "20"],
    { stdin: HELLO },
  );
  assert.equal(letter.code, 0, letter.stderr);
  assertSize(await pageSizePt(letter.stdout), [792, 612]);
  assert.equal((await pdfInfo(letter.stdout)).Title, "Wide");

  const a5 = await runCli(["render", "--page-size", "a5", "--margin-top", "0"], { stdin: HELLO });
  assert.equal(a5.code, 0, a5.stderr);
  assertSize(await pageSizePt(a5.stdout), [419.53, 595.28]);
});

Deno.test("--header and --footer number the pages", async () => {
  const html = "<p>One</p><p style='break-before: page'>Two</p>";
  const result = await runCli(
    ["render", "--header", "Head {page}", "--footer", "Page {page} of {pages}"],
    { stdin: html },
  );
  assert.equal(result.code, 0, result.stderr);
  const pages = await pageTexts(result.stdout);
  assert.equal(pages.length, 2);
  pages.forEach((text, i) => {
    assert.match(text, new RegExp(`Head ${i + 1}\\b`));
    assert.match(text, new RegExp(`Page ${i + 1} of 2`));
  });
});

Deno.test("relative URLs resolve against the input file's directory or --base-dir", async () => {
  await withTempDir(async (dir) => {
    await Deno.mkdir(`${dir}/site`);
    await Deno.writeTextFile(`${dir}/site/page.css`, "@page { size: 8.5in 11in; }");
    await Deno.writeTextFile(
      `${dir}/site/in.html`,
      '<link rel="stylesheet" href="page.css"><p>Styled</p>',
    );
    const beside = await runCli(["render", `${dir}/site/in.html`, "-o", `${dir}/a.pdf`]);
    assert.equal(beside.code, 0, beside.stderr);
    assertSize(await pageSizePt(await Deno.readFile(`${dir}/a.pdf`)), [612, 792]);

    // With the base directory elsewhere, page.css is not found and A4 stays.
    const elsewhere = await runCli(
      ["render", `${dir}/site/in.html`, "-o", `${dir}/b.pdf`, "--base-dir", dir],
    );
    assert.equal(elsewhere.code, 0, elsewhere.stderr);
    assertSize(await pageSizePt(await Deno.readFile(`${dir}/b.pdf`)), [595.28, 841.89]);
    // The missing stylesheet is a warning on stderr, one line naming it; the PDF is written.
    assertOneErrorLine(elsewhere.stderr, /^html2pdf: warning: .*page\.css/);
  });
});

Deno.test("failures: one stderr line, exit 1 or 2, no output file left behind", async () => {
  await withTempDir(async (dir) => {
    await Deno.writeTextFile(`${dir}/in.html`, HELLO);
    await Deno.writeTextFile(`${dir}/keep.pdf`, "previous contents");
    const before = await listDir(dir);

    const missing = await runCli(["render", `${dir}/absent.html`, "-o", `${dir}/out.pdf`]);
    assert.equal(missing.code, 1);
    assertOneErrorLine(missing.stderr, /input file not found: .*absent\.html/);

    const directory = await runCli(["render", dir, "-o", `${dir}/keep.pdf`]);
    assert.equal(directory.code, 1);
    assertOneErrorLine(directory.stderr, /directory/);

    const badFlag = await runCli(["render", `${dir}/in.html`, "--colour", "red"]);
    assert.equal(badFlag.code, 2);
    assertOneErrorLine(badFlag.stderr, /Unknown option '--colour'/);

    const badSize = await runCli(
      ["render", `${dir}/in.html`, "-o", `${dir}/keep.pdf`, "--page-size", "B5"],
    );
    assert.equal(badSize.code, 2);
    assertOneErrorLine(badSize.stderr, /--page-size/);

    const badMargin = await runCli(["render", `${dir}/in.html`, "--margin", "wide"]);
    assert.equal(badMargin.code, 2);
    assertOneErrorLine(badMargin.stderr, /--margin: "wide" is not a number/);

    const noDir = await runCli(["render", `${dir}/in.html`, "-o", `${dir}/no/such/out.pdf`]);
    assert.equal(noDir.code, 1);
    assertOneErrorLine(noDir.stderr, /cannot write .*out\.pdf/);

    assert.deepEqual(await listDir(dir), before, "no output or temporary file appeared");
    assert.equal(await Deno.readTextFile(`${dir}/keep.pdf`), "previous contents");
  });
});

Deno.test("--help, help COMMAND, --version, unknown help topic", async () => {
  for (const flag of ["--help", "-h", "help"]) {
    const result = await runCli([flag]);
    assert.equal(result.code, 0, result.stderr);
    const text = new TextDecoder().decode(result.stdout);
    for (const word of ["render", "serve", "help", "version"]) {
      assert.match(text, new RegExp(`html2pdf ${word}`));
    }
    for (
      const flagName of ["--output", "--page-size", "--landscape", "--margin-left", "--footer"]
    ) {
      assert.ok(text.includes(flagName), `help mentions ${flagName}`);
    }
    for (const variable of ["ASPNETCORE_URLS", "AUTH_API_KEY", "WEBUI_ENABLED"]) {
      assert.ok(text.includes(variable), `help mentions ${variable}`);
    }
  }
  const renderHelp = await runCli(["help", "render"]);
  assert.equal(renderHelp.code, 0);
  assert.match(new TextDecoder().decode(renderHelp.stdout), /^html2pdf render/);
  assert.doesNotMatch(new TextDecoder().decode(renderHelp.stdout), /ASPNETCORE_URLS/);

  for (const flag of ["--version", "-V", "version"]) {
    const result = await runCli([flag]);
    assert.equal(result.code, 0);
    assert.equal(new TextDecoder().decode(result.stdout), `html2pdf ${denoJson.version}\n`);
  }

  const unknown = await runCli(["help", "frobnicate"]);
  assert.equal(unknown.code, 2);
  assertOneErrorLine(unknown.stderr, /no help for "frobnicate"/);
});
