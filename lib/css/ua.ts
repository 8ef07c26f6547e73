/**
 * The user-agent stylesheet: the HTML rendering rules (HTML §15.3) with Chromium's values
 * (third_party/blink/renderer/core/html/resources/html.css), so documents look as they do when
 * Chromium prints them. Its logical properties stay logical where the sides differ (list
 * indents, dd), so right-to-left text gets them on the right; symmetric ones are written as
 * physical, and Chromium's quirky `__qem` margins as em.
 * Form controls get only enough to look like Chromium's defaults.
 */
export const UA_STYLESHEET = `
html, body, p, div, article, aside, footer, header, hgroup, main, nav, search, section,
address, figcaption, dt, details, summary, legend, frameset, frame, optgroup {
  display: block;
}

area, base, basefont, datalist, head, link, meta, noembed, noframes, param, rp, script, style,
template, title, audio:not([controls]), dialog:not([open]) {
  display: none;
}

/* Documents are parsed as with scripting enabled, so noscript content is not rendered. */
noscript {
  display: none;
}

[hidden]:not([hidden="until-found" i]) {
  display: none;
}

body { margin: 8px; }
p { margin: 1em 0; }
blockquote, figure { display: block; margin: 1em 40px; }
center { display: block; text-align: -webkit-center; }

hr {
  display: block;
  overflow: hidden;
  margin: 0.5em auto;
  border-style: inset;
  border-width: 1px;
  color: gray;
}

h1 { display: block; font-size: 2em; margin: 0.67em 0; font-weight: bold; }
h2 { display: block; font-size: 1.5em; margin: 0.83em 0; font-weight: bold; }
h3 { display: block; font-size: 1.17em; margin: 1em 0; font-weight: bold; }
h4 { display: block; margin: 1.33em 0; font-weight: bold; }
h5 { display: block; font-size: 0.83em; margin: 1.67em 0; font-weight: bold; }
h6 { display: block; font-size: 0.67em; margin: 2.33em 0; font-weight: bold; }
/* The outline (CSS Generated Content 3 bookmarks; GCPM 3 Appendix B), as Chromium prints it. */
h1 { bookmark-level: 1; }
h2 { bookmark-level: 2; }
h3 { bookmark-level: 3; }
h4 { bookmark-level: 4; }
h5 { bookmark-level: 5; }
h6 { bookmark-level: 6; }
/*
 * Chromium's outline holds the headings of the accessibility tree (WAI-ARIA 1.2 heading role):
 * role=heading elements (level 2 unless aria-level says), aria-level on any heading (levels 7-9
 * are left out), no heading that a role other than heading replaces or aria-hidden hides.
 */
[role~=heading i] { bookmark-level: 2; }
:is(h1, h2, h3, h4, h5, h6, [role~=heading i])[aria-level="1"] { bookmark-level: 1; }
:is(h1, h2, h3, h4, h5, h6, [role~=heading i])[aria-level="2"] { bookmark-level: 2; }
:is(h1, h2, h3, h4, h5, h6, [role~=heading i])[aria-level="3"] { bookmark-level: 3; }
:is(h1, h2, h3, h4, h5, h6, [role~=heading i])[aria-level="4"] { bookmark-level: 4; }
:is(h1, h2, h3, h4, h5, h6, [role~=heading i])[aria-level="5"] { bookmark-level: 5; }
:is(h1, h2, h3, h4, h5, h6, [role~=heading i])[aria-level="6"] { bookmark-level: 6; }
:is(h1, h2, h3, h4, h5, h6, [role~=heading i]):is([aria-level="7"], [aria-level="8"],
  [aria-level="9"]) { bookmark-level: none; }
:is(h1, h2, h3, h4, h5, h6)[role]:not([role=""], [role~=heading i]) { bookmark-level: none; }
:is([aria-hidden=true i], [aria-hidden=true i] *):is(h1, h2, h3, h4, h5, h6, [role]) {
  bookmark-level: none;
}

/*
 * Tables (HTML §15.3.10). Chromium 156 sets no table border-color: a <table border> outset
 * border is in the text colour. Cells get their 1px padding and the border attribute's inset
 * borders from the table as presentational hints (hints.ts), not from this sheet.
 */
table {
  display: table;
  border-collapse: separate;
  border-spacing: 2px;
  box-sizing: border-box;
  text-indent: initial;
}
thead { display: table-header-group; vertical-align: middle; border-color: inherit; }
tbody { display: table-row-group; vertical-align: middle; border-color: inherit; }
tfoot { display: table-footer-group; vertical-align: middle; border-color: inherit; }
/* Repeated on every page a table spans, so never split (Chromium's html.css). */
thead, tfoot { break-inside: avoid; }
table > tr { vertical-align: middle; }
col { display: table-column; }
colgroup { display: table-column-group; }
tr { display: table-row; vertical-align: inherit; border-color: inherit; }
td, th { display: table-cell; vertical-align: inherit; }
th { font-weight: bold; text-align: -internal-center; }
caption { display: table-caption; text-align: -webkit-center; }

ul, menu, dir {
  display: block;
  list-style-type: disc;
  margin: 1em 0;
  padding-inline-start: 40px;
}
ol { display: block; list-style-type: decimal; margin: 1em 0; padding-inline-start: 40px; }
li { display: list-item; }
/*
 * Lists number their items with the list-item counter (CSS Lists 3 §4.6, HTML §15.3.8);
 * <ol start> and <li value> are presentational hints on it (hints.ts).
 */
ol, ul, menu, dir { counter-reset: list-item; }
::marker {
  unicode-bidi: isolate;
  font-variant-numeric: tabular-nums;
  text-transform: none;
}
/*
 * A footnote's call, in the flow where the footnote was, and its marker, at the start of the
 * footnote (GCPM 3 §3.6–3.7, the defaults WeasyPrint's and Prince's style sheets give).
 */
::footnote-call {
  content: counter(footnote);
  vertical-align: super;
  font-size: smaller;
  line-height: 1;
}
::footnote-marker { content: counter(footnote) ". "; list-style-position: inside; }
:is(dir, dl, menu, ol, ul) :is(dir, dl, menu, ol, ul) { margin-top: 0; margin-bottom: 0; }
:is(dir, menu, ol, ul) :is(dir, menu, ul) { list-style-type: circle; }
:is(dir, menu, ol, ul) :is(dir, menu, ol, ul) :is(dir, menu, ul) { list-style-type: square; }
dd { display: block; margin-inline-start: 40px; }
dl { display: block; margin: 1em 0; }
details > summary:first-of-type {
  display: list-item;
  counter-increment: list-item 0;
  list-style: disclosure-closed inside;
}
details[open] > summary:first-of-type { list-style-type: disclosure-open; }

form { display: block; margin-top: 0; }
fieldset {
  display: block;
  margin: 0 2px;
  border: 2px groove rgb(239, 239, 239);
  padding: 0.35em 0.75em 0.625em;
  min-inline-size: min-content;
}
legend { padding: 0 2px; }

/*
 * Form controls (HTML §15.5), with the values Chromium 156's getComputedStyle prints for them
 * (its html.css). Controls do not inherit the text settings around them: their font, colour
 * and spacing are the control's own.
 */
input, textarea, select, button {
  appearance: auto;
  display: inline-block;
  margin: 0;
  font: 13.333333px Arial;
  color: black;
  letter-spacing: normal;
  word-spacing: normal;
  text-transform: none;
  text-indent: 0;
  text-shadow: none;
  text-align: start;
}
/* Text fields, and the look every other input type starts from. */
input { padding: 1px 2px; border: 2px inset rgb(118, 118, 118); background-color: white; }
/* A control's content never draws outside it, whatever the page says (Chromium forces it). */
input:not([type="checkbox" i], [type="radio" i], [type="range" i]),
select:not([multiple], [size]:not([size="0"], [size="1"])) {
  overflow: clip !important;
}
input[type="search" i] { box-sizing: border-box; }
input:is([type="date" i], [type="time" i], [type="datetime-local" i], [type="month" i],
  [type="week" i]) {
  padding: 0;
  padding-inline-start: 1px;
  font-family: monospace;
}
input:disabled, textarea:disabled {
  color: rgb(84, 84, 84);
  background-color: rgba(239, 239, 239, 0.3);
  border-color: rgba(118, 118, 118, 0.3);
}
/* Checkboxes and radios are drawn whole by the widget (widget_style.ts). */
input:is([type="checkbox" i], [type="radio" i]) {
  box-sizing: border-box;
  margin: 3px 3px 3px 4px;
  padding: 0;
  border: none;
  background-color: transparent;
}
input[type="radio" i] { margin: 3px 3px 0 5px; border-radius: 50%; }
input[type="range" i] {
  margin: 2px;
  padding: 0;
  border: none;
  color: rgb(157, 150, 142);
}
input[type="range" i]:disabled { color: rgb(197, 197, 197); background-color: transparent; }
input:is([type="file" i], [type="image" i], [type="hidden" i]) {
  padding: 0;
  border: none;
  background-color: transparent;
}
input:is([type="file" i], [type="image" i], [type="hidden" i]):disabled {
  background-color: transparent;
}
input[type="file" i] { white-space: pre; align-items: baseline; }
input[type="hidden" i] { display: none; }
input[type="color" i] {
  box-sizing: border-box;
  border: 1px solid currentcolor;
  background-color: rgb(239, 239, 239);
}
/* Push buttons: a raised face with the label centred on one line. */
button, input:is([type="submit" i], [type="reset" i], [type="button" i]) {
  box-sizing: border-box;
  padding: 1px 6px;
  border: 2px outset black;
  background-color: rgb(239, 239, 239);
  text-align: center;
}
input:is([type="submit" i], [type="reset" i], [type="button" i]) { white-space: pre; }
:is(button, input:is([type="submit" i], [type="reset" i], [type="button" i],
  [type="color" i])):disabled {
  color: rgba(16, 16, 16, 0.3);
  background-color: rgba(239, 239, 239, 0.3);
  border-color: rgba(118, 118, 118, 0.3);
}
input:is([type="checkbox" i], [type="radio" i]):disabled {
  color: rgb(84, 84, 84);
  background-color: transparent;
  border-color: currentcolor;
}
textarea {
  padding: 2px;
  border: 1px solid rgb(118, 118, 118);
  background-color: white;
  font-family: monospace;
  white-space: pre-wrap;
  overflow: auto;
  overflow-wrap: break-word;
}
/*
 * A select is a drop-down menu, or a list box when it is multiple or shows more than one row
 * (HTML §4.10.7); its options are the menu's rows.
 */
select {
  box-sizing: border-box;
  border: 1px solid rgb(118, 118, 118);
  background-color: rgb(239, 239, 239);
  white-space: pre;
  align-items: center;
}
select:disabled {
  color: rgb(128, 128, 128);
  opacity: 0.7;
  border-color: rgba(118, 118, 118, 0.3);
}
option {
  display: block;
  padding: 0 2px 1px;
  min-height: 1.2em;
  font-weight: normal;
  white-space: nowrap;
}
optgroup { font-weight: bolder; }
select:not([multiple], [size]:not([size="0"], [size="1"])) {
  & option {
    min-width: 24px;
    min-height: 24px;
    align-items: center;
    gap: 0.5em;
  }
  & optgroup { white-space: normal; }
}
select:is([multiple], [size]:not([size="0"], [size="1"])) {
  background-color: white;
  border-radius: 2px;
  white-space: nowrap;
  vertical-align: text-bottom;
  overflow: hidden scroll;
  align-items: flex-start;
}
select:is([multiple], [size]:not([size="0"], [size="1"])) optgroup option {
  padding-inline-start: 20px;
}
/* A list box's selected options, as Chromium prints them when the list box has no focus. */
select:is([multiple], [size]:not([size="0"], [size="1"])) option:checked {
  background-color: rgb(206, 206, 206);
}
select:is([multiple], [size]:not([size="0"], [size="1"])) option:checked:enabled {
  color: rgb(16, 16, 16);
}
meter, progress {
  appearance: auto;
  display: inline-block;
  box-sizing: border-box;
  vertical-align: -0.2em;
}

q::before { content: open-quote; }
q::after { content: close-quote; }

u, ins { text-decoration: underline; }
abbr[title], acronym[title] { text-decoration: dotted underline; }
strong, b { font-weight: bolder; }
i, cite, em, var, address, dfn { font-style: italic; }
tt, code, kbd, samp { font-family: monospace; }
pre, xmp, plaintext, listing {
  display: block;
  font-family: monospace;
  white-space: pre;
  margin: 1em 0;
}
mark { background-color: yellow; color: black; }
big { font-size: larger; }
small { font-size: smaller; }
s, strike, del { text-decoration: line-through; }
sub { vertical-align: sub; font-size: smaller; }
sup { vertical-align: super; font-size: smaller; }
nobr { white-space: nowrap; }

/* Chromium's -webkit-link colour. */
a:any-link { color: #0000ee; text-decoration: underline; }

iframe { border: 2px inset; }
/* Replaced content stays inside its box (HTML §15.4.1); SVG's viewports clip (SVG 2 §8.4). */
img, video, canvas, iframe, embed, object { overflow: clip; }
svg:not(:root), symbol, marker, pattern { overflow: hidden; }
slot { display: contents; }

/* The dir attribute's presentational hint (HTML §15.3.6). */
[dir="ltr" i] { direction: ltr; }
[dir="rtl" i] { direction: rtl; }
`;

/**
 * Chromium's extra UA rules for quirks-mode documents (those without a standards doctype):
 * its quirks.css. Tables do not inherit the text settings around them, and forms get a
 * bottom margin. (Chromium also gives a quirks-mode table the body's colour rather than its
 * parent's, `color: -internal-quirk-inherit`; here it inherits its parent's.)
 */
export const QUIRKS_STYLESHEET = `
table {
  white-space: normal;
  line-height: normal;
  font-weight: normal;
  font-size: medium;
  font-variant: normal;
  font-style: normal;
  text-align: start;
}
img[align="left" i] { margin-right: 3px; }
img[align="right" i] { margin-left: 3px; }
form { margin-bottom: 1em; }
`;
