/**
 * The style stage: a parsed HTML document → one ComputedStyle per element (and per
 * pseudo-element: ::before, ::after, ::marker, ::first-line, ::first-letter), the merged @page
 * rule and the @font-face rules.
 *
 * Header/footer templates: parse the template HTML as its own document and style it with
 * `styleDocument` (its <style> elements apply to it alone, as in Chromium's templates); its
 * fonts come from the main document's `fontFaces`. To style loose template markup in the
 * document's context instead, use `StyledDocument.inherit` or `inheritFrom`.
 */
export type {
  BorderStyle,
  BreakInside,
  BreakValue,
  ComputedStyle,
  CounterChange,
  Display,
  FontStyle,
  FontVariantNumeric,
  LengthPercentage,
  LengthPercentageAuto,
  LengthPercentageNone,
  LineHeight,
  PageRule,
  RGBA,
  TextAlign,
  TextShadow,
  VerticalAlign,
  WhiteSpace,
} from "./types.ts";
export type { ContentItem } from "./content.ts";
export { type FontUnits, type FontUnitsOf, resolveMath } from "./length.ts";
export type { GeneratedStyle, MarkerStyle } from "./pseudo_elements.ts";
export type { FontFaceRule, FontFaceSource } from "./font_face.ts";
export type { PseudoElement } from "./selectors.ts";
export {
  defaultStyle,
  inheritFrom,
  type Size,
  type StyledDocument,
  styleDocument,
  type StyleOptions,
} from "./style_document.ts";
export { isTableDisplay, isTableInternalDisplay } from "./display.ts";
export { SVG_PROPERTIES, type SvgPaint } from "./svg_properties.ts";
export { SVG_NAMESPACE } from "./svg_hints.ts";
export { isScrollContainer, usedOverflow } from "./overflow.ts";
export { hasTransform } from "./transform.ts";
export {
  displaySize,
  documentContext,
  dropDownLabel,
  inputType,
  isChecked,
  isDisabled,
  isDropDown,
  isTextField,
  optionLabel,
  optionsOf,
  valueOf,
} from "./selectors/form_controls.ts";
export { APPEARANCE, type Appearance } from "./appearance.ts";
export { ACCENT_COLOR, type AccentColor } from "./accent_color.ts";
export {
  type MarginBoxRule,
  type PageOrientation,
  type PageStyle,
  PageStyles,
} from "./page_style.ts";
export type { PageContext } from "./page_selectors.ts";
export type { PageRuleSource } from "./page.ts";
export { MARGIN_BOX_NAMES, type MarginBoxName } from "./margin_boxes.ts";
export {
  COMPUTED_FLOAT,
  COMPUTED_POSITION,
  PAGED_MEDIA_PROPERTIES,
  runningName,
} from "./paged_media_properties.ts";
export { type GcpmItem, type PagePosition, targetId, type TargetUrl } from "./gcpm_content.ts";
export type { ContentPart, StringAssignment, StringSetItem } from "./string_set.ts";
export { matchesMedia, type MediaEnvironment } from "./media.ts";
export { sourceSize } from "./source_sizes.ts";
export type { ObjectFit, ObjectPosition } from "./object_fit.ts";
export { imageResolution, type ImageValue } from "./image_value.ts";
export { isSupportedImageType } from "./image_set.ts";
