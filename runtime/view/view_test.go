package view_test

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/view"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// fixture is a game with the view system and a hook run in the logic phase.
type fixture struct {
	hook func(g *runtime.Game) // run in the logic phase of each step, if set
	g    *runtime.Game
	s    *scenes.Scene
}

func newFixture(t testing.TB, _ int) *fixture {
	t.Helper()
	f := &fixture{}
	g, err := runtime.NewGame(runtime.Options{}, view.NewSystem(), hookSystem{f})
	if err != nil {
		t.Fatal(err)
	}
	f.g, f.s = g, g.Scene()
	return f
}

// entity adds an entity at pos under parent (nil: a root).
func (f *fixture) entity(name string, parent *scenes.Entity, pos griff.Vec) *scenes.Entity {
	e := f.s.NewEntity(name, parent)
	e.Transform().SetPosition(pos)
	return e
}

// step runs one step with hook, then none.
func (f *fixture) step(hook func(g *runtime.Game)) {
	f.hook = hook
	f.g.Step()
	f.hook = nil
}

func near(a, b griff.Vec, eps float64) bool { return a.Sub(b).Len() <= eps }

// hookSystem runs its fixture's hook in the logic phase.
type hookSystem struct{ f *fixture }

func (hookSystem) Name() string { return "Hook" }

func (h hookSystem) Setup(g *runtime.Game) error {
	g.AddStep(runtime.NewStep("Hook"), runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		if h.f.hook != nil {
			h.f.hook(g)
		}
	})
	return nil
}

func TestAnimationPlaysFrames(t *testing.T) {
	tests := []struct {
		name   string
		anim   visual.SpriteAnimation
		steps  int
		frame  int
		region visual.Region
		done   bool
	}{
		// 10 fps at 60 steps a second: a frame every 6 steps.
		{"grid", visual.SpriteAnimation{Grid: visual.Grid{W: 32, H: 32, Columns: 4, Count: 8}, FPS: 10, Loop: true}, 30, 5,
			visual.Region{X: 32, Y: 32, W: 32, H: 32}, false},
		{"grid loops", visual.SpriteAnimation{Grid: visual.Grid{Y: 64, W: 32, H: 32, Count: 8}, FPS: 10, Loop: true}, 54, 1,
			visual.Region{X: 32, Y: 64, W: 32, H: 32}, false},
		{"frames stop", visual.SpriteAnimation{Frames: []visual.Region{{X: 0, Y: 0, W: 8, H: 8}, {X: 8, Y: 0, W: 8, H: 8}}, FPS: 20}, 60, 1,
			visual.Region{X: 8, W: 8, H: 8}, true},
		{"paused", visual.SpriteAnimation{Frames: []visual.Region{{X: 0, Y: 0, W: 8, H: 8}, {X: 8, Y: 0, W: 8, H: 8}}, FPS: 20, Paused: true}, 60, 0,
			visual.Region{W: 8, H: 8}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, 1)
			e := f.entity("Runner", nil, griff.V(0, 0))
			sp := scenes.Add(e, visual.Sprite{Image: "runner.png"})
			a := scenes.Add(e, tc.anim)
			for range tc.steps {
				f.g.Step()
			}
			if a.Frame != tc.frame || a.Done != tc.done {
				t.Errorf("after %d steps: frame %d done %v, want %d %v", tc.steps, a.Frame, a.Done, tc.frame, tc.done)
			}
			if sp.Region != tc.region {
				t.Errorf("sprite region %+v, want %+v", sp.Region, tc.region)
			}
		})
	}
}

func TestAnimationEvents(t *testing.T) {
	f := newFixture(t, 1)
	e := f.entity("Runner", nil, griff.V(0, 0))
	scenes.Add(e, visual.Sprite{Image: "runner.png"})
	a := scenes.Add(e, visual.SpriteAnimation{
		Grid: visual.Grid{W: 32, H: 32, Count: 4}, FPS: 30, Loop: true,
		Events: []visual.FrameEvent{{Frame: 0, Name: "step"}, {Frame: 2, Name: "step"}, {Frame: 3, Name: "hit"}},
	})
	var got []string
	f.hook = func(g *runtime.Game) { // logic phase: sees what the last step's animation fired
		for _, n := range []string{"step", "hit"} {
			if a.Fired(g.Clock().Tick()-1, n) {
				got = append(got, fmt.Sprint(g.Clock().Tick(), " ", n))
			}
		}
	}
	for range 17 {
		f.g.Step()
	}
	// 30 fps at 60 steps/s: frame k is entered on step 2k; frame 2 on step 4, 3 on
	// 6, 0 (looping) on 8, 2 on 12, 3 on 14, 0 on 16. Seen one step later.
	want := []string{"5 step", "7 hit", "9 step", "13 step", "15 hit", "17 step"}
	if !slices.Equal(got, want) {
		t.Errorf("events %v, want %v", got, want)
	}
}

func TestCameraFollowsWithDeadZone(t *testing.T) {
	f := newFixture(t, 1)
	target := f.entity("Hero", nil, griff.V(100, 100))
	cam := f.entity("Camera", nil, griff.V(0, 0))
	scenes.Add(cam, visual.Camera{Follow: target.ID(), DeadZone: griff.V(40, 20)})
	f.g.Step()
	if got, want := cam.Transform().Position(), griff.V(100, 100); got != want || !cam.Transform().Jumped() {
		t.Fatalf("first step: camera at %v jumped %v, want %v snapped", got, cam.Transform().Jumped(), want)
	}
	tests := []struct {
		move, want griff.Vec
	}{
		{griff.V(15, 5), griff.V(100, 100)},  // inside the dead zone (±20, ±10)
		{griff.V(10, 0), griff.V(105, 100)},  // hero at 125: 5 past the edge
		{griff.V(-60, 20), griff.V(85, 115)}, // hero at (65, 125)
	}
	for _, tc := range tests {
		f.step(func(*runtime.Game) { target.Transform().Move(tc.move) })
		if got := cam.Transform().Position(); !near(got, tc.want, 1e-9) {
			t.Errorf("after hero moved %v: camera at %v, want %v", tc.move, got, tc.want)
		}
		if cam.Transform().Jumped() {
			t.Errorf("after hero moved %v: camera jumped, want a smooth move", tc.move)
		}
	}
	f.step(func(*runtime.Game) { target.Transform().Teleport(griff.V(500, 500)) })
	if got := cam.Transform().Position(); got != griff.V(500, 500) || !cam.Transform().Jumped() {
		t.Errorf("after a teleport: camera at %v jumped %v, want (500, 500) snapped", got, cam.Transform().Jumped())
	}
}

func TestCameraFollowingDescendantStays(t *testing.T) {
	f := newFixture(t, 1)
	cam := f.entity("Cam", nil, griff.V(0, 0))
	mid := f.entity("Mid", cam, griff.V(0, 0))
	ch := f.entity("Child", mid, griff.V(100, 0))
	scenes.Add(cam, visual.Camera{Follow: ch.ID()})
	for range 10 {
		f.g.Step()
	}
	if got := cam.Transform().Position(); got != griff.V(0, 0) {
		t.Errorf("camera following its grandchild moved to %v, want (0, 0)", got)
	}
	var ps []scenes.Problem
	for _, p := range f.g.Problems().List() {
		if p.Entity == "Cam" && p.Component == "Griff.Camera" {
			ps = append(ps, p)
		}
	}
	if len(ps) != 1 || !strings.Contains(ps[0].Message, "Child") {
		t.Errorf("got problems %v, want one naming Child", f.g.Problems().List())
	}
}

// TestCameraFollowsInsideParent checks that a camera under a moved parent is
// placed so that its world position follows the target.
func TestCameraFollowsInsideParent(t *testing.T) {
	f := newFixture(t, 1)
	rig := f.entity("Rig", nil, griff.V(50, 0))
	cam := f.entity("Camera", rig, griff.V(0, 0))
	hero := f.entity("Hero", nil, griff.V(80, 40))
	scenes.Add(cam, visual.Camera{Follow: hero.ID()})
	f.g.Step()
	if got, want := cam.Transform().WorldPosition(), griff.V(80, 40); !near(got, want, 1e-9) {
		t.Errorf("camera at world %v, want %v", got, want)
	}
	if got, want := cam.Transform().Position(), griff.V(30, 40); !near(got, want, 1e-9) {
		t.Errorf("camera at local %v, want %v", got, want)
	}
}

func TestShake(t *testing.T) {
	f := newFixture(t, 1)
	cam := f.entity("Camera", nil, griff.V(0, 0))
	c := scenes.Add(cam, visual.Camera{Shake: 4, ShakeDecay: 60})
	var offsets []griff.Vec
	for range 5 {
		f.g.Step()
		o := c.Motion.Offset.Value()
		offsets = append(offsets, o)
		if o[0] < -4 || o[0] > 4 || o[1] < -4 || o[1] > 4 {
			t.Errorf("shake offset %v beyond 4 world units", o)
		}
	}
	// 60 world units a second at 60 steps a second: 1 a step, 0 after 4 steps.
	if c.Shake != 0 {
		t.Errorf("shake after 5 steps %v, want 0", c.Shake)
	}
	if offsets[0] == offsets[1] || offsets[0] == (griff.Vec{}) {
		t.Errorf("shake offsets %v do not move", offsets)
	}
	if offsets[4] != (griff.Vec{}) {
		t.Errorf("shake offset %v after the shake ended, want 0", offsets[4])
	}
	if cam.Transform().Position() != (griff.Vec{}) {
		t.Errorf("shaking moved the camera's transform to %v", cam.Transform().Position())
	}
	// The same game again shakes the same way: the noise is of the tick and id.
	g := newFixture(t, 1)
	c2 := scenes.Add(g.entity("Camera", nil, griff.V(0, 0)), visual.Camera{Shake: 4, ShakeDecay: 60})
	g.g.Step()
	if c2.Motion.Offset.Value() != offsets[0] {
		t.Errorf("a second game shook by %v on its first step, want %v", c2.Motion.Offset.Value(), offsets[0])
	}
}

// TestPlayThenSteps checks a clip chosen with visual.Play plays over steps.
func TestPlayThenSteps(t *testing.T) {
	f := newFixture(t, 1)
	e := f.entity("Hero", nil, griff.V(0, 0))
	sp := scenes.Add(e, visual.Sprite{Image: "hero.png"})
	scenes.Add(e, visual.AnimationSet{Clips: []visual.Clip{
		{Name: "idle", Grid: visual.Grid{W: 16, H: 16, Count: 2}, FPS: 3, Loop: true},
		{Name: "walk", Grid: visual.Grid{X: 32, W: 16, H: 16, Count: 4}, FPS: 10, Loop: true},
	}})
	if !visual.Play(e, "walk") {
		t.Fatal("Play(walk) failed")
	}
	for range 7 { // 7 steps at 10 fps of 60 steps a second: frame 1
		f.g.Step()
	}
	a := scenes.Get[visual.SpriteAnimation](e)
	if a.Frame != 1 || sp.Region != (visual.Region{X: 48, W: 16, H: 16}) {
		t.Errorf("walking: frame %d region %+v, want frame 1 at (48, 0)", a.Frame, sp.Region)
	}
}

// TestSteps checks the system's steps are in their phases, under their names.
func TestSteps(t *testing.T) {
	f := newFixture(t, 1)
	var got []string
	for _, s := range f.g.Frame() {
		if s.ID == runtime.StepAnimation || s.ID == runtime.StepCameras {
			got = append(got, fmt.Sprint(s.Phase, " ", s.ID.Name(), " ", s.System))
		}
	}
	want := []string{"simulate Animation View", "present Cameras View"}
	if !slices.Equal(got, want) {
		t.Errorf("steps %q, want %q", got, want)
	}
}

// An animation with numbers out of range (a grid of 2^63-1 frames, 1e308
// frames a second, frame -5) is clamped to the documented ranges before it
// plays, with one warning naming the entity and Griff.SpriteAnimation.
func TestAnimationOutOfRangeIsClamped(t *testing.T) {
	sheet := visual.Grid{W: 8, H: 8, Columns: 8, Count: 64}
	three := []visual.Region{{X: 0, W: 8, H: 8}, {X: 8, W: 8, H: 8}, {X: 16, W: 8, H: 8}}
	tests := []struct {
		name    string
		anim    visual.SpriteAnimation
		steps   int
		message string
		check   func(t *testing.T, a *visual.SpriteAnimation, sp *visual.Sprite)
	}{
		{"count 2^63-1", visual.SpriteAnimation{Grid: visual.Grid{W: 32, H: 32, Count: math.MaxInt}, FPS: 10, Loop: true}, 30,
			"grid count above 65536 frames (65536 used); clamped",
			func(t *testing.T, a *visual.SpriteAnimation, sp *visual.Sprite) {
				// 30 steps at 10 fps are 5 frames, in one row of 65536 cells.
				if a.Grid.Count != visual.MaxFrames || a.Frame != 5 || sp.Region != (visual.Region{X: 160, W: 32, H: 32}) {
					t.Errorf("count %d frame %d region %+v, want %d, 5, {160 0 32 32}", a.Grid.Count, a.Frame, sp.Region, visual.MaxFrames)
				}
			}},
		{"fps 1e308", visual.SpriteAnimation{Grid: sheet, FPS: 1e308, Loop: true}, 1,
			"fps above 1000 frames a second (1000 used); clamped",
			func(t *testing.T, a *visual.SpriteAnimation, sp *visual.Sprite) {
				// One step of 1/60 s at 1000 fps: 16 frames, the first of row 2.
				if a.FPS != visual.MaxFPS || a.Frame != 16 || sp.Region != (visual.Region{Y: 16, W: 8, H: 8}) {
					t.Errorf("fps %v frame %d region %+v, want %v, 16, {0 16 8 8}", a.FPS, a.Frame, sp.Region, float64(visual.MaxFPS))
				}
			}},
		{"fps NaN", visual.SpriteAnimation{Grid: sheet, FPS: math.NaN(), Frame: 3}, 10,
			"fps not a number (0 used: the frame holds); clamped",
			func(t *testing.T, a *visual.SpriteAnimation, sp *visual.Sprite) {
				if a.FPS != 0 || a.Frame != 3 || sp.Region != (visual.Region{X: 24, W: 8, H: 8}) {
					t.Errorf("fps %v frame %d region %+v, want 0, 3, {24 0 8 8}", a.FPS, a.Frame, sp.Region)
				}
			}},
		{"frame -5", visual.SpriteAnimation{Frames: three, FPS: 10, Paused: true, Frame: -5}, 3,
			"frame outside 0 to the last frame (the nearest used); clamped",
			func(t *testing.T, a *visual.SpriteAnimation, sp *visual.Sprite) {
				if a.Frame != 0 || sp.Region != three[0] {
					t.Errorf("frame %d region %+v, want 0, %+v", a.Frame, sp.Region, three[0])
				}
			}},
		{"frame 99", visual.SpriteAnimation{Frames: three, FPS: 0, Frame: 99}, 3,
			"frame outside 0 to the last frame (the nearest used); clamped",
			func(t *testing.T, a *visual.SpriteAnimation, sp *visual.Sprite) {
				if a.Frame != 2 || sp.Region != three[2] {
					t.Errorf("frame %d region %+v, want 2, %+v", a.Frame, sp.Region, three[2])
				}
			}},
		{"elapsed -1s", visual.SpriteAnimation{Grid: sheet, FPS: 10, Loop: true, Elapsed: -time.Second}, 7,
			"elapsed below 0 (0 used); clamped",
			func(t *testing.T, a *visual.SpriteAnimation, sp *visual.Sprite) {
				// From 0, 7 steps at 10 fps reach frame 1 (a frame every 6 steps).
				if a.Elapsed <= 0 || a.Frame != 1 || sp.Region != (visual.Region{X: 8, W: 8, H: 8}) {
					t.Errorf("elapsed %v frame %d region %+v, want > 0, 1, {8 0 8 8}", a.Elapsed, a.Frame, sp.Region)
				}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, 1)
			e := f.entity("Runner", nil, griff.V(0, 0))
			sp := scenes.Add(e, visual.Sprite{Image: "runner.png"})
			a := scenes.Add(e, tc.anim)
			for range tc.steps {
				f.g.Step()
			}
			p := f.g.Problems().List()
			if len(p) != 1 || p[0].Message != tc.message || p[0].Entity != "Runner" || p[0].EntityID != e.ID() ||
				p[0].Component != "Griff.SpriteAnimation" || p[0].Severity != scenes.SeverityWarning {
				t.Errorf("problems %v, want one warning %q naming Runner and Griff.SpriteAnimation", p, tc.message)
			}
			tc.check(t, a, sp)
		})
	}
}

// TestCameraFollowsByName: a camera naming its target follows nothing (one
// warning) until an entity of that name exists, then snaps to it and
// follows it; a new entity of the name after the first is removed is
// snapped to.
func TestCameraFollowsByName(t *testing.T) {
	f := newFixture(t, 1)
	cam := f.entity("Camera", nil, griff.V(0, 0))
	scenes.Add(cam, visual.Camera{FollowName: "Hero"})
	f.g.Step()
	f.g.Step()
	if got := cam.Transform().Position(); got != griff.V(0, 0) {
		t.Errorf("with no Hero the camera moved to %v, want (0, 0)", got)
	}
	warned := 0
	for _, p := range f.g.Problems().List() {
		if strings.Contains(p.Message, "Hero") {
			warned++
		}
	}
	if warned != 1 {
		t.Errorf("problems %v, want one naming the missing Hero", f.g.Problems().List())
	}
	hero := f.entity("Hero", nil, griff.V(100, 40))
	f.g.Step()
	if got := cam.Transform().Position(); got != griff.V(100, 40) || !cam.Transform().Jumped() {
		t.Errorf("camera at %v jumped %v, want snapped to the Hero at (100, 40)", got, cam.Transform().Jumped())
	}
	f.step(func(*runtime.Game) { hero.Transform().Move(griff.V(5, 0)) })
	if got := cam.Transform().Position(); got != griff.V(105, 40) || cam.Transform().Jumped() {
		t.Errorf("camera at %v jumped %v, want a smooth move to (105, 40)", got, cam.Transform().Jumped())
	}
	f.step(func(*runtime.Game) {
		f.s.Destroy(hero)
		f.entity("Hero", nil, griff.V(300, 0))
	})
	f.g.Step()
	if got := cam.Transform().Position(); got != griff.V(300, 0) {
		t.Errorf("after the Hero was replaced the camera is at %v, want (300, 0)", got)
	}
}
