package rendering_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// flatScene fills f's scene with n roots: two chunks of plain sprites of one
// image (some on the HUD), then roots of many kinds: plain sprites (some
// tinted, pivoted, flipped, on other layers, y-sorted, on the HUD if
// mixedHUD, whole
// images, with a component that draws nothing), and roots the flat walk
// leaves to the second phase (children, a sprite and a shape, a missing image, a
// shape, parallax, a camera), some inactive.
func flatScene(f *fixture, n int, mixedHUD bool) []*scenes.Entity {
	r := griff.NewRand(3)
	var movers []*scenes.Entity
	for i := range n {
		if i < 2*rendering.ChunkSize {
			// Two chunks of plain sprites of one image, some on the HUD.
			e := f.entity(fmt.Sprint("U", i), nil, griff.V(r.FloatRange(-20, 340), r.FloatRange(-20, 200)))
			scenes.Add(e, visual.Sprite{Image: "runner.png", Region: visual.Region{W: 10, H: 10}, DrawOrder: visual.DrawOrder{HUD: i%100 == 0}})
			if i%3 == 0 {
				movers = append(movers, e)
			}
			continue
		}
		e := f.entity(fmt.Sprint("E", i), nil, griff.V(r.FloatRange(-20, 340), r.FloatRange(-20, 200)))
		s := visual.Sprite{Image: "ebiten.png", Region: visual.Region{X: int32(i % 5), Y: 1, W: 20, H: 12}}
		switch {
		case i%7 == 0:
			s.Tint.Snap(griff.Color{R: 0.5, G: 1, B: 0.25, A: 0.75})
			s.Pivot, s.FlipX, s.Layer, s.Z, s.YSort = griff.V(0.5, 0.25), true, i%3-1, float64(i%4), true
		case i%23 == 0 && mixedHUD:
			s.HUD = true
		case i%29 == 0:
			s.Image, s.Region = "runner.png", visual.Region{}
		}
		switch {
		case i == 2*rendering.ChunkSize: // a texture first drawn by a root walked in the second phase
			c := f.entity("Child", e, griff.V(3, 4))
			scenes.Add(c, visual.Sprite{Image: "gophers.jpg", Region: visual.Region{W: 16, H: 16}})
		case i%13 == 0:
			scenes.Add(e, s)
			e.SetActive(false)
		case i%11 == 0:
			scenes.Add(e, s)
			c := f.entity("Child", e, griff.V(3, 4))
			scenes.Add(c, visual.Sprite{Image: "tiles.png", Region: visual.Region{W: 16, H: 16}})
		case i%17 == 0:
			scenes.Add(e, s)
			scenes.Add(e, visual.Shape{Size: griff.V(8, 8), Color: griff.Color{R: 1, A: 1}})
		case i%19 == 0:
			scenes.Add(e, visual.Sprite{Image: "nope.png"})
		case i%31 == 0:
			scenes.Add(e, visual.Shape{Size: griff.V(5, 6)})
		case i%37 == 0:
			scenes.Add(e, visual.Parallax{Shift: griff.V(0.5, 0.5)})
			scenes.Add(e, s)
		case i%41 == 0:
			scenes.Add(e, motion.Mover{})
		default:
			scenes.Add(e, s)
			if i%3 == 0 {
				scenes.Add(e, motion.Mover{})
			}
		}
		if i%2 == 0 {
			movers = append(movers, e)
		}
	}
	scenes.Add(f.entity("Camera", nil, griff.V(160, 90)), visual.Camera{})
	return movers
}

// TestFlatWalkIsOnePhase builds scenes of plain sprites and others, still and
// moving (turned, scaled, jumped), at several blends, on 1 and 2 workers,
// with the flat walk and without: the lists must be the same, draw for draw,
// and so must the problems reported.
func TestFlatWalkIsOnePhase(t *testing.T) {
	const n = 5000
	for _, run := range []struct {
		workers  int
		mixedHUD bool
	}{{1, true}, {2, true}, {2, false}} {
		workers := run.workers
		var fs [2]*fixture
		var movers [2][]*scenes.Entity
		for k := range fs {
			fs[k] = newFixture(t, workers)
			defer fs[k].r.Close()
			rendering.SetOnePhase(fs[k].r, k == 1)
			movers[k] = flatScene(fs[k], n, run.mixedHUD)
		}
		// A second renderer draws the first game too, so each finds the
		// sprites' image notes to be the other's.
		other := rendering.NewRenderer(rendering.Options{Assets: images(t), Workers: workers, Screen: screen})
		defer other.Close()
		var otherList drawlist.List
		compare := func(when string, blend float64) {
			t.Helper()
			got, want := fs[0].build(blend), fs[1].build(blend)
			if got != want {
				t.Fatalf("%d workers, %s, blend %v: the flat walk's list differs from the one-phase walk's", workers, when, blend)
			}
			other.Build(fs[0].g, blend, &otherList)
			if otherList.String() != want {
				t.Fatalf("%d workers, %s, blend %v: a second renderer's list differs from the one-phase walk's", workers, when, blend)
			}
		}
		compare("first frame", 0.5)
		compare("first frame again", 0.5)
		for k := range fs {
			fs[k].settle()
		}
		compare("settled", 0.3)
		for step := range 3 {
			for k := range fs {
				fs[k].step(func(*runtime.Game) {
					for j, e := range movers[k] {
						tr := e.Transform()
						switch j % 5 {
						case 0:
							tr.Move(griff.V(1.5, -0.75))
						case 1:
							tr.SetRotation(tr.Rotation() + 0.1)
						case 2:
							tr.SetScale(griff.V(1.25, 0.5))
						case 3:
							tr.Move(griff.V(400, 0)) // a jump by distance
						case 4:
							tr.SetRotation(tr.Rotation() + math.Pi)
						}
					}
				})
			}
			for _, blend := range []float64{0, 0.25, 0.5, 1} {
				compare(fmt.Sprint("step ", step), blend)
			}
		}
		// The flat walk allocates nothing once settled, moving or not.
		if n := testing.AllocsPerRun(20, func() { fs[0].r.Build(fs[0].g, 0.5, &fs[0].list) }); n != 0 {
			t.Errorf("%d workers: a build with the flat walk allocates %v times, want 0", workers, n)
		}
		got, want := fs[0].g.Problems().List(), fs[1].g.Problems().List()
		if len(got) != len(want) || len(got) == 0 {
			t.Fatalf("%d workers: %d problems with the flat walk, %d without (want the same, some)", workers, len(got), len(want))
		}
		for i := range got {
			if got[i].String() != want[i].String() {
				t.Errorf("problem %d: %v with the flat walk, %v without", i, got[i], want[i])
			}
		}
	}
}
