/**
 * A `<number>` as SVG's attribute grammars write it (SVG 2 §4.2, path data §9.3.9): sign,
 * digits, fraction, exponent. One pattern for lengths, path data, transform lists and viewBox.
 */
export const NUMBER = "[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?";
