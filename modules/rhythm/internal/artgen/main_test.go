package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/audio/sound"
	"github.com/griffengine/griff/modules/rhythm"
)

// TestFiles checks that each file in the template holds what artgen makes
// now (run go generate in modules/rhythm after changing it), that the
// engine's sound reader takes the song, and that both charts read.
func TestFiles(t *testing.T) {
	for name, want := range files() {
		got, err := os.ReadFile(filepath.Join("..", "..", "template", name))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("template/%s differs from what artgen makes (%v): run go generate in modules/rhythm", name, err)
		}
	}
	s, err := sound.ReadWAV(bytes.NewReader(song()))
	if err != nil {
		t.Fatal(err)
	}
	// 1.9 s of count-in, 24 beats at 128 BPM (11.25 s), 24 at 160 (9 s), 1 s.
	if want := rate * 2315 / 100; s.Rate != rate || s.Channels != 1 || s.Frames() != want {
		t.Errorf("the song reads as %d Hz, %d channels, %d frames; want %d Hz, 1, %d", s.Rate, s.Channels, s.Frames(), rate, want)
	}
	for _, hard := range []bool{false, true} {
		c, err := rhythm.ReadChart("chart", []byte(chart(hard)))
		if err != nil {
			t.Fatal(err)
		}
		want := 6 * 7 // 6 taps and a hold a phrase
		if hard {
			want = 6 * 14
		}
		if len(c.Notes) != want || c.Lanes != 4 || len(c.Tempo) != 1 {
			t.Errorf("the chart (hard %v) has %d notes, %d lanes, %d tempo changes; want %d, 4, 1", hard, len(c.Notes), c.Lanes, len(c.Tempo), want)
		}
	}
}
