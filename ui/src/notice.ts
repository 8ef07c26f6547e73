/**
 * The message line above the preview: render errors with the service's message, confirmations
 * of downloads, and an action button when there is something to do (enter the API key). It is a
 * live region, so screen readers announce what appears.
 */

export type NoticeKind = "error" | "info";

export interface NoticeAction {
  label: string;
  run(): void;
}

export class Notice {
  constructor(private readonly element: HTMLElement) {}

  show(kind: NoticeKind, message: string, action?: NoticeAction): void {
    this.element.hidden = false;
    this.element.dataset.kind = kind;
    this.element.setAttribute("role", kind === "error" ? "alert" : "status");
    const text = document.createElement("span");
    text.textContent = message;
    this.element.replaceChildren(text);
    if (action !== undefined) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = action.label;
      button.addEventListener("click", action.run);
      this.element.append(button);
    }
  }

  clear(): void {
    this.element.hidden = true;
    this.element.replaceChildren();
  }
}
