/**
 * Date and time fields (HTML §4.10.5.1.7–11) as Chromium prints them in its en-US locale: the
 * value formatted (03/05/2024, 02:30 PM, March 2024, Week 10, 2024) or, empty, the pattern of its
 * fields (mm/dd/yyyy, --:-- --), each field padded 1px on both sides, then the picker icon — a
 * calendar, or a clock for a time — in room Chromium keeps for it (33.328px, 24px for a time,
 * measured at 13.333px). The field is a line of the font's height plus 1px above and below, a
 * time field at least 20px (its clock's height). An approximation: Chromium's icon room grows
 * a little with the font (35px for Arial, 36px at 20px).
 */
import type { Element } from "domhandler";
import { inputType } from "../../css/mod.ts";
import type { ComputedStyle } from "../../css/types.ts";
import { anonymousStyle } from "../anonymous_style.ts";
import type { InlineNode } from "../box.ts";
import type { ControlContent } from "./content.ts";

/** Input types shown as a date or time field. */
export const DATE_TYPES: ReadonlySet<string> = new Set([
  "date",
  "time",
  "datetime-local",
  "month",
  "week",
]);

/**
 * A piece of the shown text: a field (padded) or a literal between fields. A field is as wide
 * as the widest text it can hold (`widest`, which Chromium measures: a month's name, a year's
 * four digits), its own text at least.
 */
export interface DatePart {
  text: string;
  field: boolean;
  widest?: readonly string[];
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const field = (text: string, widest?: readonly string[]): DatePart => ({
  text,
  field: true,
  widest,
});
const YEAR = ["0000"];
const literal = (text: string): DatePart => ({ text, field: false });

/** mm/dd/yyyy, from a valid date string (HTML §2.3.5.2) or the empty pattern. */
function dateParts(value: string | null): DatePart[] {
  const m = value && /^(\d{4,})-(\d\d)-(\d\d)$/.exec(value);
  const [year, month, day] = m ? [m[1], m[2], m[3]] : ["yyyy", "mm", "dd"];
  return [field(month), literal("/"), field(day), literal("/"), field(year, YEAR)];
}

/** hh:mm AM/PM, from a valid time string (HTML §2.3.5.4) or the empty pattern. */
function timeParts(value: string | null): DatePart[] {
  const m = value && /^(\d\d):(\d\d)(:\d\d(\.\d+)?)?$/.exec(value);
  if (!m) return [field("--"), literal(":"), field("--"), literal(" "), field("--")];
  const hours = Number(m[1]);
  const twelve = String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, "0");
  return [field(twelve), literal(":"), field(m[2]), literal(" "), field(hours < 12 ? "AM" : "PM")];
}

/** The parts a field of `type` shows for its value (HTML §4.10.5.1: an invalid one is empty). */
export function dateFieldParts(type: string, value: string): DatePart[] {
  switch (type) {
    case "date":
      return dateParts(value);
    case "time":
      return timeParts(value);
    case "datetime-local": {
      const [date, time] = value.split(/[T ]/);
      const valid = time !== undefined && dateParts(date)[0].text !== "mm" &&
        timeParts(time)[0].text !== "--";
      return [
        ...dateParts(valid ? date : null),
        literal(", "),
        ...timeParts(valid ? time : null),
      ];
    }
    case "month": {
      const m = /^(\d{4,})-(\d\d)$/.exec(value);
      const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
      return [
        field(name ?? "---------", MONTHS),
        literal(" "),
        field(name ? m![1] : "----", YEAR),
      ];
    }
    default: {
      const m = /^(\d{4,})-W(\d\d)$/.exec(value);
      const year = field(m ? m[1] : "----", YEAR);
      return [literal("Week "), field(m ? m[2] : "--"), literal(", "), year];
    }
  }
}

/** Whether a date field shows a clock (a time) rather than a calendar. */
export function showsClock(element: Element): boolean {
  return inputType(element) === "time";
}

/** A date or time field: its parts in a line, the picker's room after them. */
export function dateField(element: Element, style: ComputedStyle): ControlContent {
  const inner = { ...anonymousStyle(style), whiteSpace: "pre" as const };
  const padded = {
    ...inner,
    display: "inline" as const,
    paddingLeft: { px: 1 },
    paddingRight: { px: 1 },
  };
  const parts = dateFieldParts(inputType(element), element.attribs.value?.trim() ?? "");
  const nodes: InlineNode[] = parts.map((part) => {
    const text: InlineNode = {
      kind: "text",
      text: part.text,
      style: part.field ? padded : inner,
      decorations: [],
    };
    return part.field ? { kind: "inline", style: padded, element: null, children: [text] } : text;
  });
  return {
    sizing: {
      kind: "date",
      parts,
      room: showsClock(element) ? 24 : 33.328,
      minHeight: showsClock(element) ? 20 : 0,
    },
    inner: {
      kind: "block",
      style: inner,
      element: null,
      content: { type: "inline", nodes },
      marker: null,
    },
  };
}
