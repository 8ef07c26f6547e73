import { deepStrictEqual as eq } from "node:assert/strict";
import { assertRects, layoutHtml } from "../testing.ts";
import { dateFieldParts } from "./date_field.ts";

const shown = (type: string, value: string) =>
  dateFieldParts(type, value).map((part) => part.text).join("");

Deno.test("date and time fields show their value as Chromium's en-US print does, or the pattern", () => {
  eq(shown("date", ""), "mm/dd/yyyy");
  eq(shown("date", "2024-03-05"), "03/05/2024");
  eq(shown("date", "5 March"), "mm/dd/yyyy");
  eq(shown("time", "14:30"), "02:30 PM");
  eq(shown("time", "00:05:30"), "12:05 AM");
  eq(shown("time", ""), "--:-- --");
  eq(shown("datetime-local", "2024-03-05T09:05"), "03/05/2024, 09:05 AM");
  eq(shown("datetime-local", "2024-03-05"), "mm/dd/yyyy, --:-- --");
  eq(shown("month", "2024-03"), "March 2024");
  eq(shown("month", ""), "--------- ----");
  eq(shown("week", "2024-W10"), "Week 10, 2024");
  eq(shown("week", ""), "Week --, ----");
});

Deno.test("date and time fields take about Chromium's sizes: their fields, the widest month name, the picker's room", async () => {
  // Chromium 156's getBoundingClientRect: 124.328 × 21.328, 99 × 24, 140.328 × 21.328 (twice):
  // within a pixel, the picker's room being an approximation.
  const root = await layoutHtml(
    `<!doctype html><body style="margin:0;font:14px Arial"><div><input id=d1 type=date
    style="font-family:'Courier New'"></div><div><input id=t1 type=time style="font-family:
    'Courier New'"></div><div><input id=m1 type=month style="font-family:Arial" value="2024-05">
    </div><div><input id=m2 type=month style="font-family:Arial"></div>`,
  );
  assertRects(root, {
    d1: [0, 0, 124.328, 21.328],
    t1: [0, 21, 99, 24],
    m1: [0, 45, 140.328, 21.328],
    m2: [0, 66, 140.328, 21.328],
  }, 1);
});
