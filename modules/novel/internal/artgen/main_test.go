package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/audio/sound"

	"github.com/griffengine/griff/griff/imagetest"
)

// TestPictures checks that each picture in template/assets holds, pixel for
// pixel, what artgen draws now (run go generate in modules/novel after
// changing it). Pixels are compared, not bytes, so another Go version's PNG
// compressor does not fail it.
func TestPictures(t *testing.T) {
	for name, want := range pictures() {
		imagetest.SameAsFile(t, filepath.Join("..", "..", "template", "assets", name), want, "run go generate in modules/novel")
	}
}

// TestMusic checks that template/assets/lanterns.wav is what artgen writes
// now, and that the engine's sound reader takes it: mono, 11025 samples a
// second, 3.5 s.
func TestMusic(t *testing.T) {
	want := lanterns()
	got, err := os.ReadFile(filepath.Join("..", "..", "template", "assets", "lanterns.wav"))
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("template/assets/lanterns.wav differs from what artgen writes (%v): run go generate in modules/novel", err)
	}
	s, err := sound.ReadWAV(bytes.NewReader(got))
	if err != nil {
		t.Fatal(err)
	}
	if s.Rate != musicRate || s.Channels != 1 || s.Frames() != 8*4823 {
		t.Errorf("the music reads as %d Hz, %d channels, %d frames; want %d Hz, 1, %d", s.Rate, s.Channels, s.Frames(), musicRate, 8*4823)
	}
}
