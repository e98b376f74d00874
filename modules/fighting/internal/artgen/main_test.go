package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/griff/imagetest"
)

// TestPictures checks that template/assets holds, pixel for pixel, what
// sheet draws now (run go generate in modules/fighting after changing it).
func TestPictures(t *testing.T) {
	dir := filepath.Join("..", "..", "template", "assets")
	imagetest.SameAsFile(t, filepath.Join(dir, "fighters.png"), sheet(), "run go generate in modules/fighting")
}

// TestPosesDiffer: every picture of the sheet draws something, and no two
// are the same.
func TestPosesDiffer(t *testing.T) {
	img := sheet()
	seen := map[string][2]int{}
	for l := range looks {
		for p := range poses {
			var key []byte
			opaque := 0
			for y := range frame {
				for x := range frame {
					c := img.NRGBAAt(p*frame+x, l*frame+y)
					key = append(key, c.R, c.G, c.B, c.A)
					if c.A > 0 {
						opaque++
					}
				}
			}
			if opaque < frame*frame/40 {
				t.Errorf("look %d pose %d covers %d pixels", l, p, opaque)
			}
			if q, ok := seen[string(key)]; ok {
				t.Errorf("look %d pose %d is the same as look %d pose %d", l, p, q[0], q[1])
			}
			seen[string(key)] = [2]int{l, p}
		}
	}
}

// TestSheets checks that template/assets holds, byte for byte, the sheet
// JSON sheets writes now from the move lists (run go generate in
// modules/fighting after changing a move list's boxes or frame data).
func TestSheets(t *testing.T) {
	js, err := sheets(filepath.Join("..", "..", "template", "moves"))
	if err != nil {
		t.Fatal(err)
	}
	if len(js) != len(moveLists) {
		t.Fatalf("%d sheets, want %d", len(js), len(moveLists))
	}
	for name, want := range js {
		got, err := os.ReadFile(filepath.Join("..", "..", "template", "assets", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("template/assets/%s differs from what artgen writes: run go generate in modules/fighting", name)
		}
	}
}
