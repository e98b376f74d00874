package aseprite_test

import (
	"os"
	"testing"

	"github.com/griffengine/griff/scenes/aseprite"
	"github.com/griffengine/griff/scenes/visual"
)

// FuzzAsepriteJSON reads any bytes as a sheet: it must return an error or a
// sheet whose clips have frames, never panic.
func FuzzAsepriteJSON(f *testing.F) {
	for _, name := range []string{"hero_array.json", "hero_hash.json"} {
		data, err := os.ReadFile("testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"frames":{"a":{"frame":{"w":1,"h":1},"duration":1}},"meta":{"frameTags":[{"from":0,"to":0,"direction":"pingpong","repeat":"65535"}]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, _, err := aseprite.Read(data, "fuzz.json")
		if err != nil {
			return
		}
		set, _ := s.AnimationSet()
		for _, c := range set.Clips {
			if len(c.Frames) == 0 || len(c.Frames) > visual.MaxFrames || !(c.FPS > 0) {
				t.Fatalf("clip %q: %d frames at %v fps", c.Name, len(c.Frames), c.FPS)
			}
		}
		for _, sl := range s.Slices {
			s.Slice(sl.Name, 0)
		}
	})
}
