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
    "--no-bookmarks",
    "--creation-date",
    "2024-05-01T12:00:00+02:00",
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
    bookmarks: false,
    creationDate: new Date(Date.UTC(2024, 4, 1, 10)),
    onWarning: null,
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
  assert.equal(args.options.bookmarks, true);
  assert.equal(args.options.creationDate, null);
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
  fails(["--creation-date", "yesterday"], /--creation-date: expected an ISO 8601 date-time/);
  fails(["--creation-date", "2024-05-01T12:00"], /--creation-date/); // no time zone
});

Deno.test("--creation-date now is SOURCE_DATE_EPOCH when set, for reproducible builds", () => {
  const saved = Deno.env.get("SOURCE_DATE_EPOCH");
  try {
    Deno.env.set("SOURCE_DATE_EPOCH", "1714564800");
    const args = parseRenderArgs(["--creation-date", "now"]);
    assert.equal(args.options.creationDate?.toISOString(), "2024-05-01T12:00:00.000Z");
    Deno.env.delete("SOURCE_DATE_EPOCH");
    const before = Date.now();
    const now = parseRenderArgs(["--creation-date", "now"]).options.creationDate!.getTime();
    assert.ok(now >= before && now <= Date.now());
  } finally {
    if (saved === undefined) Deno.env.delete("SOURCE_DATE_EPOCH");
    else Deno.env.set("SOURCE_DATE_EPOCH", saved);
  }
});
