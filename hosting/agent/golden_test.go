package agent_test

import (
	"flag"
	"image"
	"image/png"
	"os"
	"testing"

	"github.com/griffengine/griff/hosting/agent"
	"github.com/griffengine/griff/runtime"
)

var update = flag.Bool("update", false, "write the golden pictures")

// goldenFirstFrame is the built-in game's first frame drawn by the software
// backend; refresh it with go test -update and look at it in the diff.
const goldenFirstFrame = "testdata/builtin_first_frame.png"

// TestBuiltinFirstFrameGolden draws the built-in game's frame after its first
// step on the CPU and compares it with the stored picture, each channel
// within 2 of 255 (float rounding may differ between machines).
func TestBuiltinFirstFrameGolden(t *testing.T) {
	s, err := agent.NewSession(builtin(t), agent.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Do(func(g *runtime.Game) { g.Step() })
	got, err := s.Picture()
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		f, err := os.Create(goldenFirstFrame)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, got); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(goldenFirstFrame)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if got.Bounds() != want.Bounds() {
		t.Fatalf("the frame is %v, the golden picture %v", got.Bounds(), want.Bounds())
	}
	if n, at := differing(got, want, 2); n > 0 {
		t.Errorf("%d pixels differ from %s by more than 2, the first at %v", n, goldenFirstFrame, at)
	}
}

// differing counts the pixels of a and b with a channel more than tol apart
// (of 255), and returns the first.
func differing(a *image.RGBA, b image.Image, tol int) (n int, first image.Point) {
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ar, ag, ab, aa := a.At(x, y).RGBA()
			br, bg, bb, ba := b.At(x, y).RGBA()
			for _, d := range []int{int(ar>>8) - int(br>>8), int(ag>>8) - int(bg>>8), int(ab>>8) - int(bb>>8), int(aa>>8) - int(ba>>8)} {
				if d > tol || d < -tol {
					if n == 0 {
						first = image.Pt(x, y)
					}
					n++
					break
				}
			}
		}
	}
	return n, first
}

// BenchmarkPicture_builtin480x270 draws the built-in game's frame on the CPU:
// what a screenshot costs, before the PNG encoding.
func BenchmarkPicture_builtin480x270(b *testing.B) {
	s, err := agent.NewSession(builtin(b), agent.Options{})
	if err != nil {
		b.Fatal(err)
	}
	s.Do(func(g *runtime.Game) { g.Step() })
	for b.Loop() {
		if _, err := s.Picture(); err != nil {
			b.Fatal(err)
		}
	}
}
