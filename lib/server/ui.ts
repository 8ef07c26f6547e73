/**
 * The browser UI pages (service-interface spec: "/" editor and preview, "/e2e"
 * comparison), static files under ui/. They are read on each request: they are small,
 * and `deno compile --include ui` embeds them so the same URL works in the binary.
 */
export const UI_PAGES: Readonly<Record<string, string>> = {
  "/": "index.html",
  "/e2e": "e2e.html",
};

const UI_DIR = new URL("../../ui/", import.meta.url);

export async function uiPageResponse(file: string): Promise<Response> {
  const html = await Deno.readFile(new URL(file, UI_DIR));
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
