package player

import (
	"bytes"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/player/play"
)

// --frames N --window plays the N frames through Config.Window, one step each,
// with no screenshot to save, and says how many it played; the headless build
// refuses it.
func TestWindowFramesPlaysInTheWindow(t *testing.T) {
	var got []WindowOptions
	cfg := Config{Window: func(lg *hosting.LoadedGame, o WindowOptions) error {
		got = append(got, o)
		return nil
	}}
	for _, main := range []func([]string, *bytes.Buffer, *bytes.Buffer, Config) error{
		func(a []string, o, e *bytes.Buffer, c Config) error { return Main(a, o, e, c) },
		func(a []string, o, e *bytes.Buffer, c Config) error { return play.Main(a, o, e, c) },
	} {
		got = nil
		var out, errs bytes.Buffer
		if err := main([]string{"--frames", "3", "--window"}, &out, &errs, cfg); err != nil {
			t.Fatalf("--frames 3 --window: %v\n%s", err, errs.String())
		}
		if len(got) != 1 || got[0].Frames != 3 || got[0].Screenshot != nil || got[0].Record != nil {
			t.Fatalf("--frames 3 --window played the window %d times with %+v, want once with 3 frames and no screenshot or record", len(got), got)
		}
		if s := out.String(); s != "frames 3 in the window\n" {
			t.Errorf("--frames 3 --window printed %q, want %q", s, "frames 3 in the window\n")
		}
	}
	var out, errs bytes.Buffer
	err := Main([]string{"--frames", "3", "--window"}, &out, &errs, Config{NoWindow: true})
	if err == nil || !strings.Contains(err.Error(), "--window") || !strings.Contains(err.Error(), "-tags headless") {
		t.Errorf("the headless build's --frames 3 --window: %v, want an error naming --window and the headless build", err)
	}
}
