/**
 * Background layers, gradients, box shadows and outlines written as Chromium's
 * getComputedStyle writes them (CSS Backgrounds 3 §3 and §6.1, Images 3 §3 "serialization",
 * CSS UI 4 §5): one entry per layer joined by ", ", colours as rgb()/rgba(), URLs quoted.
 * serialize.ts lists them with the others.
 */
import type {
  BackgroundImage,
  BackgroundRepeat,
  BackgroundSize,
} from "../../lib/css/background.ts";
import type { BoxShadow } from "../../lib/css/box_shadow.ts";
import type { Gradient } from "../../lib/css/gradient.ts";
import type { LengthPercentage } from "../../lib/css/types.ts";
import { colour, lengthPercentage, number } from "./serialize.ts";

const list = <T>(write: (item: T) => string) => (items: readonly T[]) =>
  items.map(write).join(", ");

/** `linear-gradient(…)` and its kin, with Chromium's spelling of directions and stops. */
function gradient(g: Gradient): string {
  const parts: string[] = [];
  const method = g.interpolation
    ? `in ${g.interpolation.space}${
      g.interpolation.hue === "shorter" ? "" : ` ${g.interpolation.hue} hue`
    }`
    : "";
  const at = (center: { x: LengthPercentage; y: LengthPercentage }) =>
    isCentre(center) ? "" : `at ${lengthPercentage(center.x)} ${lengthPercentage(center.y)}`;
  switch (g.kind) {
    case "linear": {
      const d = g.direction;
      const written = "corner" in d
        ? `to ${d.corner.x < 0 ? "left" : "right"} ${d.corner.y < 0 ? "top" : "bottom"}`
        : d.angle === 180
        ? ""
        : `${number(d.angle)}deg`;
      parts.push([written, method].filter(Boolean).join(" "));
      break;
    }
    case "radial": {
      const size = typeof g.size === "string"
        ? (g.size === "farthest-corner" ? "" : g.size)
        : g.shape === "circle"
        ? lengthPercentage(g.size.rx)
        : `${lengthPercentage(g.size.rx)} ${lengthPercentage(g.size.ry)}`;
      const shape = g.shape === "circle" ? "circle" : "";
      parts.push([shape, size, at(g.center), method].filter(Boolean).join(" "));
      break;
    }
    case "conic": {
      const from = g.from === 0 ? "" : `from ${number(g.from)}deg`;
      parts.push([from, at(g.center), method].filter(Boolean).join(" "));
      break;
    }
  }
  for (const stop of g.stops) {
    if ("hint" in stop) parts.push(lengthPercentage(stop.hint));
    else {
      parts.push(
        stop.position
          ? `${colour(stop.color)} ${lengthPercentage(stop.position)}`
          : colour(stop.color),
      );
    }
  }
  const name = `${g.repeating ? "repeating-" : ""}${g.kind}-gradient`;
  return `${name}(${parts.filter(Boolean).join(", ")})`;
}

function isCentre(center: { x: LengthPercentage; y: LengthPercentage }): boolean {
  const half = (v: LengthPercentage) => !("px" in v) && v.percent === 50;
  return half(center.x) && half(center.y);
}

/** An <image> or none (background-image layers, list-style-image). */
export const image = (value: BackgroundImage) =>
  value === "none" ? "none" : "url" in value ? `url("${value.url}")` : gradient(value.gradient);

export const backgroundImage = list(image);

export const lengthPercentages = list(lengthPercentage);

export const backgroundSize = list((size: BackgroundSize) => {
  if (typeof size === "string") return size;
  const side = (v: LengthPercentage | "auto") => v === "auto" ? v : lengthPercentage(v);
  return size.width === "auto" && size.height === "auto"
    ? "auto"
    : `${side(size.width)} ${side(size.height)}`;
});

export const backgroundRepeat = list(({ x, y }: BackgroundRepeat) => {
  if (x === y) return x;
  if (x === "repeat" && y === "no-repeat") return "repeat-x";
  if (x === "no-repeat" && y === "repeat") return "repeat-y";
  return `${x} ${y}`;
});

export const keywords = list((keyword: string) => keyword);

export const boxShadow = (shadows: readonly BoxShadow[]) =>
  shadows.length === 0
    ? "none"
    : shadows.map((s) =>
      `${colour(s.color)} ${[s.x, s.y, s.blur, s.spread].map((v) => `${number(v)}px`).join(" ")}${
        s.inset ? " inset" : ""
      }`
    ).join(", ");
