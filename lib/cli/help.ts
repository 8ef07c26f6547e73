/** Help and version texts of the command line. */
import denoJson from "../../deno.json" with { type: "json" };

export const VERSION_LINE = `html2pdf ${denoJson.version}`;

export const RENDER_HELP = `html2pdf render [INPUT] [-o OUTPUT] [options]
  Converts an HTML file to PDF. INPUT "-" or no INPUT with piped stdin reads stdin;
  without -o (or with -o -) the PDF goes to stdout. The output file is written in
  full or not at all.

  -o, --output FILE        write the PDF to FILE
      --page-size NAME     A3, A4 (default), A5, Letter or Legal
      --landscape          landscape orientation
      --margin PX          all four margins in CSS pixels (default 40)
      --margin-top PX      --margin-right PX  --margin-bottom PX  --margin-left PX
      --title TEXT         document title (PDF metadata)
      --header TEXT        header on every page; {page} and {pages} are replaced
      --footer TEXT        footer on every page; {page} and {pages} are replaced
      --base-dir DIR       directory relative URLs resolve against and that local files
                           may be read from (default: the input file's directory, or
                           the current directory for stdin)
      --allow-network      allow http(s) stylesheets, images and fonts from public
                           addresses (off by default)
      --allow-host HOST    allow http(s) resources from HOST even if it is loopback or
                           private (repeatable)
      --no-bookmarks       no PDF outline of the headings (bookmarks)
      --creation-date DATE creation date in the metadata: ISO 8601 (2024-05-01T12:00:00Z)
                           or "now" (SOURCE_DATE_EPOCH when set); default: no date
  -h, --help               this help`;

export const SERVE_HELP = `html2pdf serve [--urls URLS]
  Runs the HTTP service: POST /api/render, /api/encrypt, /api/sign, GET /health and
  the browser UI at / and /e2e. Stops gracefully on SIGTERM or SIGINT.

      --urls URLS          listening URLs; overrides ASPNETCORE_URLS
  -h, --help               this help

  Environment:
    ASPNETCORE_URLS        listening URLs, ";"-separated (default http://+:8080);
                           + and * mean every interface; http only (terminate TLS at
                           a reverse proxy)
    ASPNETCORE_ENVIRONMENT Development adds stack traces to 500 bodies (default
                           Production)
    AUTH_ENABLED           true: /api/* requires the X-Api-Key header (default false)
    AUTH_API_KEY           the accepted key; required when AUTH_ENABLED is true
    WEBUI_ENABLED          false: no browser UI, only the API (default true)
    MAX_BODY_BYTES         largest request body, else 413 (default 10485760)
    RENDER_TIMEOUT_MS      deadline of one job, else 504 (default 30000)
    RENDER_WORKERS         render worker threads (default: number of CPUs)
    QUEUE_LIMIT            jobs waiting for a worker, else 503 (default 64)
    SHUTDOWN_GRACE_MS      time requests in flight get at shutdown (default 10000)
    LOG_LEVEL              info (default: one line per request), error or none
    FONTS_DIR              extra .ttf/.otf fonts (default /app/fonts when present)
  Booleans accept true/false, 1/0, yes/no.`;

export const MAIN_HELP = `${VERSION_LINE}: HTML to PDF without a browser.

Usage:
  html2pdf render [INPUT] [-o OUTPUT] [options]   convert HTML to PDF
  html2pdf serve [--urls URLS]                    run the HTTP service
  html2pdf help [COMMAND]                         show help (of one command)
  html2pdf version                                print the version
  html2pdf -h | --help, html2pdf -V | --version

A first argument that is not a command starts render: html2pdf in.html -o out.pdf

${RENDER_HELP}

${SERVE_HELP}

Exit status: 0 success, 1 failure (input, render, output), 2 usage or configuration error.`;

const COMMAND_HELP: Record<string, string> = { render: RENDER_HELP, serve: SERVE_HELP };

/** `html2pdf help [COMMAND]`: the help of one command, or of all. */
export function helpText(command?: string): string | undefined {
  return command === undefined ? MAIN_HELP : COMMAND_HELP[command];
}
