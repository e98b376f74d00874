# Griff's two set-up commands: `make play` plays the built-in game and `make test`
# passes every test. Both first install what is missing (scripts/deps.sh).

GO ?= go
# Fused multiply-adds off in the packages Griff cannot round explicitly (Go's math, cp,
# mathgl, and physics: its own code rounds explicitly, but the compiler inlines cp's
# Vector.Dot, Length, Lerp and Transform.Point into it with its flags, 107 of the 121
# fused multiply-adds an arm64 build of it has without; see physics' package doc),
# so every architecture simulates the same bits:
# hosting.DeterministicGCFlags names the same flags, and tests/buildflags_test.go checks
# that the two agree. Every build and test below passes them.
DETFLAGS := -gcflags=math=-d=fmahash=qn \
	-gcflags=github.com/jakecoffman/cp/v2/...=-d=fmahash=qn \
	-gcflags=github.com/go-gl/mathgl/...=-d=fmahash=qn \
	-gcflags=github.com/griffengine/griff/physics=-d=fmahash=qn
GOFLAGS += $(DETFLAGS)
export GOFLAGS
# Tests that open a window run under a virtual X display.
XVFB := xvfb-run -a -s "-screen 0 1280x720x24"

.PHONY: play test deps server bench bench-compare fuzz

deps:
	@bash scripts/deps.sh
	@# Every module in the graph, not only those the build needs: a game folder with Go
	@# code is built in a module of its own, and `go mod tidy` there (offline, GOPROXY=off
	@# in its test) loads the tests of its dependencies too (go-cmp, jwt). Through a copy of
	@# go.mod (-modfile), whose go.sum takes the sums `download all` adds and `go mod tidy`
	@# would drop, so set-up leaves the checkout's go.sum as it is.
	@t=$$(mktemp -d) && cp go.mod go.sum "$$t"/ && $(GO) mod download -modfile="$$t/go.mod" all; s=$$?; rm -rf "$$t"; exit $$s

play: deps
	$(GO) run ./cmd/griff-player

test: deps
	$(GO) vet ./...
	CGO_ENABLED=0 $(GO) build -tags headless -o /dev/null ./cmd/griff-player
	GOOS=js GOARCH=wasm $(GO) build -o /dev/null ./cmd/griff-player
	$(XVFB) $(GO) test -count=1 -timeout 30m ./...
	# No fused multiply-add in any package that changes game state, on any architecture
	# Go fuses on; then the same game, to the bit, on arm64, riscv64, amd64 v3 and wasm
	# (qemu-user and Node.js).
	GRIFF_FMA_CHECK=1 GRIFF_CROSS_CHECK=1 $(GO) test -count=1 -timeout 30m \
		-run 'NoFusedMultiplyAdd|SameBitsOnEveryArchitecture|BuildWithoutTheFlagsWarns' ./tests
	# The rules of unsafe.Pointer (what -race checks too: game code tested with -race runs
	# these packages so), in every package of ours that uses unsafe.
	CGO_ENABLED=0 $(GO) test -count=1 -gcflags='github.com/griffengine/griff/...=-d=checkptr' \
		-gcflags='github.com/griffengine/griff/physics=-d=checkptr,fmahash=qn' \
		./scenes ./rendering ./physics ./runtime ./runtime/arc/arcgen
	# Every fuzz target for a moment past its seed corpus (make fuzz: 5 minutes each).
	$(XVFB) bash scripts/fuzz.sh

fuzz: deps
	FUZZTIME=$${FUZZTIME:-5m} $(XVFB) bash scripts/fuzz.sh

server:
	CGO_ENABLED=0 $(GO) build -tags headless -o griff-player ./cmd/griff-player

bench:
	$(GO) test -run='^$$' -bench=. -benchmem ./...

# Griff against plain and hand-tuned Ebitengine, Ark and raw cp in one run (issue 20),
# under Xvfb with Mesa's no-op GL driver so only CPU work counts; a separate module, so
# the engine's go.mod does not gain Ark. ROUNDS=7 by default; see bench/compare/README.md.
bench-compare: deps
	cd bench/compare && GALLIUM_NOOP=1 $(XVFB) $(GO) run . -rounds $${ROUNDS:-7}
