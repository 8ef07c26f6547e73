# html2pdf build entry points. Uses `deno` from PATH; when there is none it
# installs the pinned Deno release from the npm registry into .deno/ (git-ignored).
DENO_VERSION := 2.9.5
ARCH := $(shell uname -m)
DENO_NPM_PKG := $(if $(filter aarch64 arm64,$(ARCH)),linux-arm64-glibc,linux-x64-glibc)
LOCAL_DENO := $(CURDIR)/.deno/bin/deno
DENO := $(or $(shell command -v deno 2>/dev/null),$(LOCAL_DENO))
# Deno keeps its module cache inside the repo so every target shares it.
export DENO_DIR ?= $(CURDIR)/.deno/cache

# --allow-all: the service reads its render processes' memory in /proc/<pid>, which Deno
# grants only with every permission (the render processes themselves get only --allow-read,
# --allow-env and --allow-sys).
PERMS := --allow-all
# The V8 heap settings the service, the command line and the benchmark run with (README
# "Memory"): one comma-separated line in v8.flags.
V8_FLAGS := --v8-flags=$(shell cat v8.flags)
COMPILE_FLAGS := $(V8_FLAGS) --allow-all \
	--include fonts --include ui --include deno.json \
	--include lib/server/render_process.ts

.PHONY: serve test test-only bench soak compile fmt lint check deno clean ui

serve: $(DENO) ui
	$(DENO) run $(V8_FLAGS) $(PERMS) main.ts serve

test: $(DENO) ui
	$(DENO) fmt --check
	$(DENO) lint
	$(DENO) check main.ts
	$(DENO) test $(PERMS) --parallel

bench: $(DENO)
	$(DENO) run $(V8_FLAGS) $(PERMS) bench/run.ts

# Ten minutes of 16 clients against a 256 MB service; fails on growth (SOAK_SECONDS to change).
soak: $(DENO)
	$(DENO) run $(V8_FLAGS) $(PERMS) bench/soak.ts

# Self-contained executables with fonts and UI embedded. deno compile fetches the
# matching `denort` runtime for each target from Deno's release host (or takes
# DENORT_BIN for the host target when that host is not reachable).
compile: $(DENO) ui
	mkdir -p dist
	$(DENO) compile $(COMPILE_FLAGS) --target x86_64-unknown-linux-gnu -o dist/html2pdf-x86_64-linux main.ts
	$(DENO) compile $(COMPILE_FLAGS) --target aarch64-unknown-linux-gnu -o dist/html2pdf-aarch64-linux main.ts

# The browser UI's scripts: ui/src (TypeScript, type-checked on the way) bundled with CodeMirror
# and pdf.js (npm, pinned in ui/deno.json and deno.lock) into ui/dist (git-ignored), which the
# service serves and `compile` embeds. Nothing is fetched from a CDN at run time. The bundle is
# built beside the old one and moved into place, so a failed build leaves the last good one.
UI_ENTRIES := ui/src/editor_page.ts ui/src/e2e_page.ts ui/src/pdf_worker.ts
UI_STAMP := ui/dist/.built
ui: $(UI_STAMP)

$(UI_STAMP): $(filter-out %_test.ts,$(wildcard ui/src/*.ts)) ui/deno.json deno.lock | $(DENO)
	rm -rf ui/dist.tmp
	$(DENO) bundle --quiet --check --platform browser --minify --code-splitting \
		--outdir ui/dist.tmp $(UI_ENTRIES)
	touch ui/dist.tmp/.built
	rm -rf ui/dist && mv ui/dist.tmp ui/dist

fmt: $(DENO)
	$(DENO) fmt

lint: $(DENO)
	$(DENO) lint

$(LOCAL_DENO):
	@echo "deno not on PATH: installing Deno $(DENO_VERSION) from the npm registry into .deno/"
	@mkdir -p .deno/tmp .deno/bin
	cd .deno/tmp && npm pack --silent @deno/$(DENO_NPM_PKG)@$(DENO_VERSION) >/dev/null
	tar -xzf .deno/tmp/deno-$(DENO_NPM_PKG)-$(DENO_VERSION).tgz -C .deno/tmp
	mv .deno/tmp/package/deno $(LOCAL_DENO)
	chmod +x $(LOCAL_DENO)
	rm -rf .deno/tmp

clean:
	rm -rf dist ui/dist
