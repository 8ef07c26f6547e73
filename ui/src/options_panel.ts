/**
 * The side panel's render options: a form whose fields are named after the request's options
 * (pageSize, landscape, marginTop…, title, header, footer), read into RenderOptions and filled
 * from them.
 */
import {
  DEFAULT_MARGIN_PX,
  type Margins,
  normalizeOptions,
  type RenderOptions,
} from "./render_request.ts";

const MARGIN_FIELDS: Readonly<Record<keyof Margins, string>> = {
  top: "marginTop",
  right: "marginRight",
  bottom: "marginBottom",
  left: "marginLeft",
};

export function readOptions(form: HTMLFormElement): RenderOptions {
  const margin = (side: keyof Margins) => {
    const px = field(form, MARGIN_FIELDS[side]).valueAsNumber;
    return Number.isFinite(px) && px >= 0 ? px : DEFAULT_MARGIN_PX;
  };
  return normalizeOptions({
    pageSize: select(form, "pageSize").value,
    landscape: field(form, "landscape").checked,
    margins: {
      top: margin("top"),
      right: margin("right"),
      bottom: margin("bottom"),
      left: margin("left"),
    },
    title: field(form, "title").value,
    header: field(form, "header").value,
    footer: field(form, "footer").value,
  });
}

export function writeOptions(form: HTMLFormElement, options: RenderOptions): void {
  select(form, "pageSize").value = options.pageSize;
  field(form, "landscape").checked = options.landscape;
  for (const [side, name] of Object.entries(MARGIN_FIELDS)) {
    field(form, name).value = String(options.margins[side as keyof Margins]);
  }
  field(form, "title").value = options.title;
  field(form, "header").value = options.header;
  field(form, "footer").value = options.footer;
}

/** Calls `changed` with the options as each edit of the form leaves them. */
export function onOptionsInput(
  form: HTMLFormElement,
  changed: (options: RenderOptions) => void,
): void {
  form.addEventListener("input", () => changed(readOptions(form)));
  // Enter in a field would submit the form; the preview is live, so there is nothing to submit.
  form.addEventListener("submit", (event) => event.preventDefault());
}

function field(form: HTMLFormElement, name: string): HTMLInputElement {
  return form.elements.namedItem(name) as HTMLInputElement;
}

function select(form: HTMLFormElement, name: string): HTMLSelectElement {
  return form.elements.namedItem(name) as HTMLSelectElement;
}
