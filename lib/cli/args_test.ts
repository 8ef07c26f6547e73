import assert from "node:assert/strict";
import { parseRenderArgs } from "./args.ts";
import { UsageError } from "./exit.ts";

Deno.test("input, -o and every render flag", () => {
  const args = parseRenderArgs([
    "in.html",
    "-o",
    "out.pdf",
    "--page-size",
    "letter",
    "--landscape",
    "--margin",
    "10",
    "--margin-left",
    "0",
    "--title",
    "T",
    "--header",
    "{page}",
    "--footer",
    "Page {page} of {pages}",
    "--base-dir",
    "assets",
    "--allow-network",
    "--allow-host",
    "Intranet.local",
    "--allow-host",
    "127.0.0.1",
  ]);
  assert.equal(args.input, "in.html");
  assert.equal(args.output, "out.pdf");
  assert.equal(args.help, false);
  assert.deepEqual(args.options, {
    pageSize: "Letter",
    margins: { top: 10, right: 10, bottom: 10, left: 0 },
    title: "T",
    header: "{page}",
    footer: "Page {page} of {pages}",
    landscape: true,
    baseDir: "assets",
    allowNetwork: true,
    allowedHosts: ["intranet.local", "127.0.0.1"],
    maxPages: 2000,
  });
});

Deno.test("defaults: stdin to stdout, A4, 40px margins, no network, no base dir", () => {
  const args = parseRenderArgs([]);
  assert.equal(args.input, null);
  assert.equal(args.explicitStdin, false);
  assert.equal(args.output, null);
  assert.equal(args.options.pageSize, "A4");
  assert.deepEqual(args.options.margins, { top: 40, right: 40, bottom: 40, left: 40 });
  assert.equal(args.options.allowNetwork, false);
  assert.deepEqual(args.options.allowedHosts, []);
  assert.equal(args.options.baseDir, null);
  const dashes = parseRenderArgs(["-", "-o", "-"]);
  assert.equal(dashes.input, null);
  assert.equal(dashes.explicitStdin, true);
  assert.equal(dashes.output, null);
});

Deno.test("usage errors name the flag", () => {
  const fails = (argv: string[], pattern: RegExp) =>
    assert.throws(() => parseRenderArgs(argv), (e) => {
      assert.ok(e instanceof UsageError);
      assert.match(e.message, pattern);
      return true;
    });
  fails(["--bogus"], /Unknown option '--bogus'/);
  fails(["-o"], /argument missing/);
  fails(["a.html", "b.html"], /one input file, got 2/);
  fails(["--page-size", "B5"], /--page-size: expected one of A3, A4, A5, Letter, Legal/);
  fails(["--margin", "wide"], /--margin: "wide" is not a number/);
  fails(["--margin-top", ""], /--margin-top/);
  fails(["--margin-bottom=-3"], /--margin-bottom: expected a number of CSS pixels/);
  fails(["--landscape=yes"], /does not take an argument/);
  fails(
    ["--allow-host", "http://cdn.example.com"],
    /--allow-host: "http:\/\/cdn\.example\.com" is not a host/,
  );
});
