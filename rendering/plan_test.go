package rendering_test

import (
	"fmt"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// planScene fills f's scene with n roots for TestPlanFollowsTheScene: plain
// sprites of two images, every fifth root a motion.Mover alone (drawing
// nothing), under a camera.
func planScene(f *fixture, n int) {
	r := griff.NewRand(11)
	for i := range n {
		e := f.entity(fmt.Sprint("P", i), nil, griff.V(r.FloatRange(0, 300), r.FloatRange(0, 160)))
		if i%5 == 0 {
			scenes.Add(e, motion.Mover{})
			continue
		}
		img := "runner.png"
		if i%3 == 0 {
			img = "ebiten.png"
		}
		scenes.Add(e, visual.Sprite{Image: img, Region: visual.Region{X: int32(i % 7), W: 9, H: 11}})
	}
	scenes.Add(f.entity("Camera", nil, griff.V(160, 90)), visual.Camera{})
}

// planChange is a change to a scene of planScene for TestPlanFollowsTheScene.
// blindDiffers says a renderer that kept its plan of the roots through the
// change (rendering.SetPlanBlind) draws another list.
type planChange struct {
	name         string
	setup, do    func(f *fixture) // setup (if set) before the scene settles, do after
	blindDiffers bool
}

// planChanges are the changes of the scene's shape the flat walk's plan must
// follow (scenes.Scene.Structure counts them), and some it need not.
var planChanges = []planChange{
	{"a sprite added to a root drawing nothing", nil, func(f *fixture) {
		scenes.Add(f.s.Roots()[10], visual.Sprite{Image: "runner.png", Region: visual.Region{W: 20, H: 20}})
	}, true},
	{"a sprite moved from one root to another", nil, func(f *fixture) {
		scenes.Remove[visual.Sprite](f.s.Roots()[11])
		scenes.Add(f.s.Roots()[15], visual.Sprite{Image: "ebiten.png", Region: visual.Region{W: 5, H: 6}})
	}, true},
	{"a shape added to a plain sprite", nil, func(f *fixture) {
		scenes.Add(f.s.Roots()[21], visual.Shape{Size: griff.V(4, 4)})
	}, true},
	{"a plain sprite made inactive", nil, func(f *fixture) { f.s.Roots()[31].SetActive(false) }, true},
	{"an inactive sprite made active", func(f *fixture) { f.s.Roots()[32].SetActive(false) }, func(f *fixture) { f.s.Roots()[32].SetActive(true) }, true},
	{"a child added to a plain sprite", nil, func(f *fixture) {
		c := f.entity("Child", f.s.Roots()[41], griff.V(3, 3))
		scenes.Add(c, visual.Sprite{Image: "runner.png", Region: visual.Region{W: 8, H: 8}})
	}, true},
	{"a root destroyed and another made", nil, func(f *fixture) {
		f.s.Destroy(f.s.Roots()[51])
		e := f.entity("New", nil, griff.V(7, 9))
		scenes.Add(e, visual.Sprite{Image: "ebiten.png", Region: visual.Region{W: 12, H: 12}})
	}, true},
	{"a root moved among its siblings", nil, func(f *fixture) { f.s.Roots()[61].SetSiblingIndex(400) }, true},
	{"a component drawing nothing added", nil, func(f *fixture) { scenes.Add(f.s.Roots()[71], motion.Mover{}) }, false},
	// What a sprite draws is not in the plan: written directly, it is read
	// each frame.
	{"a sprite's image and region changed", nil, func(f *fixture) {
		s := scenes.Get[visual.Sprite](f.s.Roots()[81])
		s.Image, s.Region = "ebiten.png", visual.Region{X: 2, W: 7, H: 3}
	}, false},
	{"a sprite's image changed to a missing one", nil, func(f *fixture) {
		scenes.Get[visual.Sprite](f.s.Roots()[82]).Image = "nope.png"
	}, false},
}

// TestPlanFollowsTheScene changes the shape of a scene the flat walk draws
// from its plan of the roots (plan.go), one change at a time: each list must
// be the one-phase walk's, draw for draw, on 1 and 2 workers, the plan made
// again once for a change of Structure (and not for a sprite's fields
// written) and not on the builds after; and, for each change of shape that
// matters to the walk, a renderer kept blind to the scene's Structure count
// draws another list, which shows the change is seen through the count alone.
func TestPlanFollowsTheScene(t *testing.T) {
	const n = 3000
	for _, workers := range []int{1, 2} {
		for _, c := range planChanges {
			var fs [3]*fixture // the flat walk, the one-phase walk, the flat walk blind to the count
			for k := range fs {
				fs[k] = newFixture(t, workers)
				defer fs[k].r.Close()
				rendering.SetOnePhase(fs[k].r, k == 1)
				rendering.SetPlanBlind(fs[k].r, k == 2)
				planScene(fs[k], n)
				if c.setup != nil {
					c.setup(fs[k])
				}
				fs[k].settle()
				fs[k].build(0.5)
			}
			made := rendering.PlanMade(fs[0].r)
			if got, want := fs[0].build(0.5), fs[1].build(0.5); got != want {
				t.Fatalf("%d workers, %s: before the change, the flat walk's list differs from the one-phase walk's", workers, c.name)
			}
			if again := rendering.PlanMade(fs[0].r); again != made {
				t.Errorf("%d workers, %s: a build of an unchanged scene made the plan again", workers, c.name)
			}
			shape := fs[0].s.Structure()
			for k := range fs {
				c.do(fs[k])
			}
			reshaped := fs[0].s.Structure() != shape
			want := fs[1].build(0.5)
			for round := range 2 {
				if got := fs[0].build(0.5); got != want {
					t.Fatalf("%d workers, %s, build %d after: the flat walk's list differs from the one-phase walk's", workers, c.name, round)
				}
			}
			if got := rendering.PlanMade(fs[0].r) - made; reshaped && got != 1 || !reshaped && got != 0 {
				t.Errorf("%d workers, %s (Structure changed: %v): the plan was made %d times after the change", workers, c.name, reshaped, got)
			}
			if blind := fs[2].build(0.5); (blind != want) != c.blindDiffers {
				t.Errorf("%d workers, %s: a renderer blind to Structure drew a list that differs: %v, want %v",
					workers, c.name, blind != want, c.blindDiffers)
			}
		}
	}
}
