/** Test support for the text stage: a TextStyle with the defaults of 16px regular text. */
import type { TextStyle } from "./types.ts";

export function textStyle(fontFamily: string[], overrides: Partial<TextStyle> = {}): TextStyle {
  return {
    fontFamily,
    fontSize: 16,
    fontWeight: 400,
    fontStyle: "normal",
    letterSpacing: 0,
    wordSpacing: 0,
    ...overrides,
  };
}
