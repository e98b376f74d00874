# Griff's two set-up commands: `make play` plays the built-in game and `make test`
# passes every test. Both first install what is missing (scripts/deps.sh).

GO ?= go
# Tests that open a window run under a virtual X display.
XVFB := xvfb-run -a -s "-screen 0 1280x720x24"

.PHONY: play test deps server bench

deps:
	@bash scripts/deps.sh
	@$(GO) mod download

play: deps
	$(GO) run ./cmd/griff-player

test: deps
	$(GO) vet ./...
	CGO_ENABLED=0 $(GO) build -tags headless -o /dev/null ./cmd/griff-player
	GOOS=js GOARCH=wasm $(GO) build -o /dev/null ./cmd/griff-player
	$(XVFB) $(GO) test -count=1 ./...
	# No fused multiply-add in the deterministic math on any architecture Go targets.
	GRIFF_FMA_CHECK=1 $(GO) test -count=1 -run NoFusedMultiplyAdd ./griff

server:
	CGO_ENABLED=0 $(GO) build -tags headless -o griff-player ./cmd/griff-player

bench:
	$(GO) test -run='^$$' -bench=. -benchmem ./...
