package ebitenhost_test

import (
	"image"
	"os"
	"path/filepath"
	"testing"
)

// debugEnv, when set, offers the debug overlay (Options.DebugOverlay); the
// overlay's keys (overlayEnv, "F3@2") toggle it.
const debugEnv = "GRIFF_EBITENHOST_DEBUG"

// TestDebugOverlay plays the built-in game with the debug overlay offered:
// untouched, the picture is the game's; after F3 the colliders' outlines are
// drawn in green and the frame-time graph in the bottom-left corner, and the
// recorded end state is the same as without the overlay (it changes nothing
// in the game). Without DebugOverlay, F3 does nothing.
func TestDebugOverlay(t *testing.T) {
	const frames = 10
	plain := screenshot(t, "", frames)
	offered := screenshot(t, "", frames, debugEnv+"=1")
	on := screenshot(t, "", frames, debugEnv+"=1", overlayEnv+"=F3@2")
	notOffered := screenshot(t, "", frames, overlayEnv+"=F3@2")
	b := plain.Bounds()
	if n := differing(plain, offered, b); n != 0 {
		t.Errorf("offered but off, %d pixels differ from the game's picture, want 0", n)
	}
	if n := differing(plain, notOffered, b); n != 0 {
		t.Errorf("F3 without DebugOverlay changed %d pixels, want 0", n)
	}
	green, graph := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if c := rgbaAt(on, x, y); c.G > 200 && c.R < 90 && c.B < 110 && rgbaAt(plain, x, y) != c {
				green++
			}
		}
	}
	corner := image.Rect(b.Min.X, b.Max.Y-50, b.Min.X+130, b.Max.Y)
	graph = differing(plain, on, corner)
	if green < 50 || graph < 500 {
		t.Errorf("overlay on: %d green outline pixels (want at least 50), %d pixels of the graph's corner changed (want at least 500)", green, graph)
	}

	var ends [2][]byte
	for i, env := range [][]string{nil, {debugEnv + "=1", overlayEnv + "=F3@2"}} {
		path := filepath.Join(t.TempDir(), "rec.json")
		screenshot(t, "", frames, append(env, recordEnv+"="+path)...)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		ends[i] = data
	}
	if string(ends[0]) != string(ends[1]) {
		t.Errorf("the recording with the overlay on differs from without:\n%s\nwant\n%s", ends[1], ends[0])
	}
}
