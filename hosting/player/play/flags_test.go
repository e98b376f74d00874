package play

import (
	"io"
	"os"
	"strings"
	"testing"
)

// Which modes want a window: plain play, a window --record, --screenshot
// (with or without --replay) and --frames N --window; none of the headless
// ones.
func TestWantsWindow(t *testing.T) {
	tests := []struct {
		c    config
		want bool
	}{
		{config{}, true},
		{config{record: "s"}, true},
		{config{frames: 3, screenshot: "a.png"}, true},
		{config{replay: "r", frames: 3, screenshot: "a.png"}, true},
		{config{frames: 3, window: true}, true},
		{config{frames: 3}, false},
		{config{frames: 3, record: "s"}, false},
		{config{replay: "r"}, false},
		{config{server: true}, false},
		{config{mcp: true}, false},
		{config{mcpHTTP: "127.0.0.1:7331"}, true},
		{config{mcpHTTP: "127.0.0.1:7331", mcpHeadless: true}, false},
		{config{mcpHTTP: "127.0.0.1:7331", server: true}, false},
	}
	for _, tt := range tests {
		if got := tt.c.wantsWindow(); got != tt.want {
			t.Errorf("%+v wantsWindow() = %v, want %v", tt.c, got, tt.want)
		}
	}
}

// The window offers the debug overlay for a folder and the built-in game, and
// for an exported game only with --debug-overlay.
func TestOffersDebugOverlay(t *testing.T) {
	exported := Config{Game: os.DirFS(".")}
	for _, tt := range []struct {
		args []string
		cfg  Config
		want bool
	}{
		{nil, Config{}, true},
		{nil, exported, false},
		{[]string{"--debug-overlay"}, exported, true},
	} {
		c, err := parseFlags(tt.args, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.offersDebug(tt.cfg); got != tt.want {
			t.Errorf("griff-player %s (exported %v): offers the debug overlay %v, want %v", strings.Join(tt.args, " "), tt.cfg.Game != nil, got, tt.want)
		}
	}
}
