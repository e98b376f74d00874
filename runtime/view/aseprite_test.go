package view_test

import (
	"os"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/aseprite"
	"github.com/griffengine/griff/scenes/visual"
)

// TestAsepriteSheetPlays plays the clips of an Aseprite sheet (scenes/aseprite's
// test sheet: 16×16 frames in a row) through the view system at 60 steps a
// second and checks the frame shown at several steps.
func TestAsepriteSheetPlays(t *testing.T) {
	data, err := os.ReadFile("../../scenes/aseprite/testdata/hero_hash.json")
	if err != nil {
		t.Fatal(err)
	}
	sheet, _, err := aseprite.Read(data, "hero_hash.json")
	if err != nil {
		t.Fatal(err)
	}
	set, _ := sheet.AnimationSet()
	// Frame k of the sheet is at x = 16k. Each check is (steps taken, frame shown).
	tests := []struct {
		clip   string
		checks [][2]int
	}{
		// 100 ms frames: 6 steps each, 0 1 0 1 ...
		{"idle", [][2]int{{1, 0}, {5, 0}, {6, 1}, {12, 0}, {18, 1}}},
		// Ping-pong 2 3 4 3, frame 4 lasting 200 ms (12 steps): 2 3 4 4 3 2 ...
		{"run", [][2]int{{0, 2}, {6, 3}, {12, 4}, {23, 4}, {24, 3}, {30, 2}, {36, 3}}},
		// Reverse, twice, then it stops on frame 0.
		{"back", [][2]int{{0, 2}, {6, 1}, {12, 0}, {18, 2}, {30, 0}, {120, 0}}},
	}
	for _, tc := range tests {
		t.Run(tc.clip, func(t *testing.T) {
			f := newFixture(t, 1)
			e := f.entity("Hero", nil, griff.V(0, 0))
			sp := scenes.Add(e, visual.Sprite{Image: "hero.png"})
			scenes.Add(e, set)
			if !visual.Play(e, tc.clip) {
				t.Fatalf("Play(%q) found no clip", tc.clip)
			}
			steps := 0
			for _, c := range tc.checks {
				for ; steps < c[0]; steps++ {
					f.g.Step()
				}
				if steps == 0 {
					continue // nothing drawn before the first step
				}
				if want := (visual.RegionOf(16*c[1], 0, 16, 16)); sp.Region != want {
					t.Errorf("after %d steps: region %+v, want frame %d %+v", steps, sp.Region, c[1], want)
				}
			}
		})
	}
}
