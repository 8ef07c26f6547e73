# html2pdf service image (linux/amd64 and linux/arm64).
#
#   docker build -t html2pdf .
#   docker run -p 8080:8080 -v "$PWD/myfonts:/app/fonts:ro" html2pdf
#
# Everything comes from the npm registry and Debian, so the build works behind an
# npm-only mirror: Deno itself is the @deno/linux-*-glibc npm package, and the
# dependencies are cached from deno.lock at build time. The runtime runs from that
# read-only cache with --cached-only, so it never reaches a network at start-up.

ARG DENO_VERSION=2.9.5

FROM node:22-bookworm-slim AS build
ARG DENO_VERSION
ARG TARGETARCH
RUN case "${TARGETARCH:-amd64}" in \
      amd64) pkg=linux-x64-glibc ;; \
      arm64) pkg=linux-arm64-glibc ;; \
      *) echo "unsupported architecture: ${TARGETARCH}" >&2; exit 1 ;; \
    esac \
 && cd /tmp \
 && npm pack --silent "@deno/${pkg}@${DENO_VERSION}" \
 && tar -xzf "deno-${pkg}-${DENO_VERSION}.tgz" \
 && install -m 0755 package/deno /usr/local/bin/deno \
 && rm -rf /tmp/package /tmp/*.tgz
ENV DENO_DIR=/opt/deno-cache
WORKDIR /opt/html2pdf
COPY deno.json deno.lock main.ts v8.flags ./
COPY lib lib
COPY ui ui
COPY fonts fonts
# The render processes load lib/server/render_process.ts lazily, so it is cached as an entry point
# of its own; --frozen fails the build if deno.lock does not match deno.json.
RUN deno install --frozen --entrypoint main.ts lib/server/render_process.ts \
 && rm -rf lib/*/*_test.ts lib/*/testdata
# The browser UI's scripts (CodeMirror, pdf.js) bundled into ui/dist, as `make ui` does.
RUN deno bundle --quiet --frozen --platform browser --minify --code-splitting --outdir ui/dist \
      ui/src/editor_page.ts ui/src/e2e_page.ts ui/src/pdf_worker.ts \
 && rm -rf ui/src

FROM debian:bookworm-slim
COPY --from=build /usr/local/bin/deno /usr/local/bin/deno
COPY --from=build /opt/deno-cache /opt/deno-cache
COPY --from=build /opt/html2pdf /opt/html2pdf
# /app/fonts: drop .ttf/.otf files here (or mount a volume) for custom fonts.
RUN useradd --system --uid 10001 --no-create-home --home-dir /nonexistent \
      --shell /usr/sbin/nologin html2pdf \
 && mkdir -p /app/fonts \
 && printf '%s\n' '#!/bin/sh' \
      "exec deno run --cached-only --v8-flags=$(cat /opt/html2pdf/v8.flags) --allow-all /opt/html2pdf/main.ts \"\$@\"" \
      > /usr/local/bin/html2pdf \
 && chmod 0755 /usr/local/bin/html2pdf
ENV DENO_DIR=/opt/deno-cache \
    DENO_NO_UPDATE_CHECK=1 \
    ASPNETCORE_URLS=http://+:8080
USER html2pdf
WORKDIR /app
EXPOSE 8080
# Probes the default port; a deployment that changes ASPNETCORE_URLS adjusts this too.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["deno", "eval", "const r = await fetch('http://127.0.0.1:8080/health'); Deno.exit(r.ok ? 0 : 1);"]
CMD ["html2pdf", "serve"]
