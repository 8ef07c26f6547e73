/**
 * The HTTP application: routes → handlers (service-interface spec, "Endpoints"). It is
 * a plain `(Request) => Promise<Response>` (app.fetch), so tests drive it without a
 * socket; listening, the worker pool and shutdown live in mod.ts.
 *
 * Beyond the spec, which leaves these "not shown": every error is JSON; an unknown path
 * is 404, a known path with another method 405 with Allow; /health and the UI pages
 * stay open when authentication is on (probes carry no key; the pages hold no data and
 * their API calls need the key like any other client's).
 */
import { type Context, Hono } from "hono";
import denoJson from "../../deno.json" with { type: "json" };
import { API_KEY_HEADER, apiKeyVerifier } from "./auth.ts";
import { readJsonBody } from "./body.ts";
import { BodyAdmission } from "./body_admission.ts";
import type { ServerConfig } from "./config.ts";
import { errorResponse, HttpError, jsonResponse } from "./errors.ts";
import type { Job } from "./worker_protocol.ts";
import { createLogger, type Logger } from "./log.ts";
import { declaredLength } from "./limits.ts";
import { MB } from "./memory_plan.ts";
import { type JobRunner, UnavailableError } from "./pool.ts";
import { encryptJob, renderJob, signJob } from "./requests.ts";
import { UI_ASSET_ROUTE, UI_PAGES, uiAssetResponse, uiPageResponse } from "./ui.ts";

export type AppConfig = Pick<
  ServerConfig,
  | "development"
  | "apiKey"
  | "webUiEnabled"
  | "maxBodyBytes"
  | "maxPages"
  | "requestMemoryMb"
  | "fetchAllowedHosts"
>;

type Method = "GET" | "POST";
type Handler = (c: Context) => Promise<Response>;

export function createApp(
  config: AppConfig,
  runner: JobRunner,
  log: Logger = createLogger("none"),
): Hono {
  const app = new Hono();

  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    log.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  });

  if (config.apiKey !== null) {
    const verify = apiKeyVerifier(config.apiKey);
    app.use("/api/*", async (c, next) => {
      if (!verify(c.req.header(API_KEY_HEADER) ?? null)) {
        throw new HttpError(401, "Missing or invalid API key.", { "WWW-Authenticate": "ApiKey" });
      }
      await next();
    });
  }

  const { requestMemoryMb } = config;
  const admission = new BodyAdmission(requestMemoryMb === null ? null : requestMemoryMb * MB);

  /** A POST endpoint that turns its JSON body into a job and answers with the PDF. */
  const pdfEndpoint = (toJob: (body: unknown) => Job): Handler => async (c) => {
    const { maxBodyBytes } = config;
    const release = admission.admit(declaredLength(c.req.raw, maxBodyBytes) ?? maxBodyBytes);
    if (release === null) {
      throw new UnavailableError(
        "The service holds as many request bodies as its memory allows " +
          `(${requestMemoryMb} MB); ` +
          "try again shortly.",
      );
    }
    try {
      const job = toJob(await readJsonBody(c.req.raw, maxBodyBytes));
      // The page limit and the hosts a render may fetch from are the server's, never the
      // request's.
      if (job.kind !== "sign") {
        job.options = {
          ...job.options,
          maxPages: config.maxPages,
          allowedHosts: config.fetchAllowedHosts,
        };
      }
      // A resource the document could not use does not fail the request; the log says which.
      const warn = (message: string) =>
        log.info(`${c.req.method} ${c.req.path} warning: ${message}`);
      return pdfResponse(await runner.run(job, warn));
    } finally {
      release();
    }
  };

  resource(app, "/api/render", { POST: pdfEndpoint(renderJob) });
  resource(app, "/api/encrypt", { POST: pdfEndpoint(encryptJob) });
  resource(app, "/api/sign", { POST: pdfEndpoint(signJob) });
  resource(app, "/health", {
    GET: () => Promise.resolve(jsonResponse(200, { status: "Healthy", version: denoJson.version })),
  });
  if (config.webUiEnabled) {
    for (const [path, file] of Object.entries(UI_PAGES)) {
      resource(app, path, { GET: (c) => uiPageResponse(file, c.req.raw) });
    }
    resource(app, UI_ASSET_ROUTE, {
      GET: (c) => uiAssetResponse(c.req.param("folder")!, c.req.param("name")!, c.req.raw),
    });
  }

  app.notFound((c) => jsonResponse(404, { error: `Not found: ${c.req.path}` }));
  app.onError((error, c) => {
    const response = errorResponse(error, config.development);
    if (response.status >= 500) {
      const what = error instanceof Error ? error.stack ?? error.message : String(error);
      log.error(`${c.req.method} ${c.req.path} failed: ${what}`);
    }
    return response;
  });
  return app;
}

/**
 * Registers a path's handlers and answers its other methods with 405 and Allow
 * (RFC 9110 §15.5.6). Hono serves HEAD from the GET handler, without the body.
 */
function resource(app: Hono, path: string, handlers: Partial<Record<Method, Handler>>): void {
  const methods = Object.keys(handlers) as Method[];
  for (const method of methods) app.on(method, path, handlers[method]!);
  const allow = methods.flatMap((m) => m === "GET" ? ["GET", "HEAD"] : [m]).join(", ");
  app.all(path, (c) => {
    throw new HttpError(405, `Method ${c.req.method} is not allowed on ${path}.`, {
      Allow: allow,
    });
  });
}

function pdfResponse(pdf: Uint8Array): Response {
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'inline; filename="document.pdf"',
      "Content-Length": String(pdf.byteLength),
      // Generated documents are private to the caller: no shared caches, no sniffing.
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
