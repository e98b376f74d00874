package tests

import (
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/agent"
	"github.com/griffengine/griff/runtime"
)

// TestSoftdrawMatchesWindow draws the built-in game's first frame with the
// software backend (rendering/softdraw, what an agent's screenshot shows) and
// compares it with the window's screenshot of the same frame under Xvfb: at
// most 0.5% of the pixels may differ by more than 32 (of 255) in a channel. The
// backends round and sample differently at the edges of sprites and glyphs.
func TestSoftdrawMatchesWindow(t *testing.T) {
	bin := buildWindowPlayer(t, t.TempDir())
	want := windowScreenshot(t, bin, "", 1)
	lg, err := hosting.Load(assets.BuiltinGame(), "builtin")
	if err != nil {
		t.Fatal(err)
	}
	s, err := agent.NewSession(lg, agent.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Do(func(g *runtime.Game) { g.Step() })
	got, err := s.Picture()
	if err != nil {
		t.Fatal(err)
	}
	if got.Bounds() != want.Bounds() {
		t.Fatalf("the software picture is %v, the window's %v", got.Bounds(), want.Bounds())
	}
	r := got.Bounds()
	bad := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ar, ag, ab, _ := got.At(x, y).RGBA()
			br, bg, bb, _ := want.At(x, y).RGBA()
			for _, d := range []int{int(ar>>8) - int(br>>8), int(ag>>8) - int(bg>>8), int(ab>>8) - int(bb>>8)} {
				if d > 32 || d < -32 {
					bad++
					break
				}
			}
		}
	}
	if limit := r.Dx() * r.Dy() / 200; bad > limit {
		t.Errorf("%d pixels of %d differ from the window's by more than 32, want at most %d", bad, r.Dx()*r.Dy(), limit)
	}
	t.Logf("%d of %d pixels differ from the window's by more than 32", bad, r.Dx()*r.Dy())
}
