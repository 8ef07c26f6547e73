/**
 * The HTML editor: CodeMirror 6 with its basic setup (line numbers, highlighting, search with
 * Ctrl/Cmd+F, undo history, bracket matching, folding, completion) and the HTML language, which
 * highlights embedded <style> CSS too. Tab is left to move the focus, so the editor never traps
 * keyboard users; Ctrl/Cmd+Enter and Ctrl/Cmd+S call the page's handlers.
 */
import { html } from "@codemirror/lang-html";
import { keymap } from "@codemirror/view";
import { basicSetup, EditorView } from "codemirror";

export interface EditorKeys {
  /** Ctrl/Cmd+Enter. */
  run?: () => void;
  /** Ctrl/Cmd+S. */
  save?: () => void;
}

export interface HtmlEditor {
  text(): string;
  /** Replaces the whole text as one undoable change. */
  setText(text: string): void;
  focus(): void;
}

export function createHtmlEditor(
  parent: HTMLElement,
  text: string,
  changed: (text: string) => void,
  keys: EditorKeys = {},
  label = "HTML source",
): HtmlEditor {
  // A programmatic replacement (a sample, another tab's edit) is not reported as typing.
  let replacing = false;
  const view = new EditorView({
    doc: text,
    parent,
    extensions: [
      keymap.of([
        { key: "Mod-Enter", run: () => (keys.run?.(), keys.run !== undefined) },
        { key: "Mod-s", run: () => (keys.save?.(), keys.save !== undefined) },
      ]),
      basicSetup,
      html(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ "aria-label": label }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged && !replacing) changed(update.state.doc.toString());
      }),
      EditorView.theme({
        "&": { height: "100%" },
        ".cm-scroller": { fontFamily: "var(--mono)", fontSize: "13px" },
      }),
    ],
  });
  return {
    text: () => view.state.doc.toString(),
    setText(next: string) {
      if (next === view.state.doc.toString()) return;
      replacing = true;
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } });
      } finally {
        replacing = false;
      }
    },
    focus: () => view.focus(),
  };
}
