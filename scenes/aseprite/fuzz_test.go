package aseprite_test

import (
	"errors"
	"os"
	"testing"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/aseprite"
	"github.com/griffengine/griff/scenes/visual"
)

// FuzzAsepriteJSON reads any bytes as a sheet: it must return a
// *scenes.FileError naming the file and a line and column, or a sheet whose
// problems each name a line and column, whose frames are inside the sheet
// image (meta.size, where given) and whose clips have frames; never panic.
func FuzzAsepriteJSON(f *testing.F) {
	for _, name := range []string{"hero_array.json", "hero_hash.json"} {
		data, err := os.ReadFile("testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"frames":{"a":{"frame":{"w":1,"h":1},"duration":1}},"meta":{"frameTags":[{"from":0,"to":0,"direction":"pingpong","repeat":"65535"}]}}`))
	f.Add([]byte(`{"frames":[{"frame":{"w":1,"h":1},"duration":1}],"meta":{"slices":[{"name":"s","keys":[{"frame":1,"bounds":{"w":1,"h":1}},{"frame":0},{"frame":0}]}]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, probs, err := aseprite.Read(data, "fuzz.json")
		var fe *scenes.FileError
		if err != nil {
			if !errors.As(err, &fe) || fe.File != "fuzz.json" || fe.Line < 1 || fe.Column < 1 {
				t.Fatalf("error %v, want a *scenes.FileError at fuzz.json:LINE:COL", err)
			}
			return
		}
		for _, p := range probs {
			if p.File != "fuzz.json" || p.Line < 1 || p.Column < 1 {
				t.Fatalf("problem %v names no line and column of fuzz.json", p)
			}
		}
		for i, f := range s.Frames {
			g := f.Region
			if g.Empty() || g.X < 0 || g.Y < 0 || (s.Size[0] > 0 && int(g.X+g.W) > s.Size[0]) || (s.Size[1] > 0 && int(g.Y+g.H) > s.Size[1]) {
				t.Fatalf("frame %d's region %+v is not inside the %v sheet", i, g, s.Size)
			}
		}
		set, _ := s.AnimationSet()
		for _, c := range set.Clips {
			if len(c.Frames) == 0 || len(c.Frames) > visual.MaxFrames || !(c.FPS > 0) {
				t.Fatalf("clip %q: %d frames at %v fps", c.Name, len(c.Frames), c.FPS)
			}
		}
		for _, sl := range s.Slices {
			s.Slice(sl.Name, 0)
			for i, k := range sl.Keys {
				if k.Frame < 0 || k.Frame >= len(s.Frames) || (i > 0 && k.Frame <= sl.Keys[i-1].Frame) {
					t.Fatalf("slice %q: keys %+v not on distinct frames in order among the %d", sl.Name, sl.Keys, len(s.Frames))
				}
			}
		}
	})
}
