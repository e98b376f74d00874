package effects_test

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime/effects"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestFollowerLags follows a target 100 units away with a lag of 0.5 s: after
// 0.5 s (30 steps) it has gone 1 - 1/e of the way.
func TestFollowerLags(t *testing.T) {
	g := newGame(t)
	sc := g.Scene()
	target := sc.NewEntity("Hero", nil)
	target.Transform().SetPosition(griff.V(100, 0))
	pet := sc.NewEntity("Pet", nil)
	scenes.Add(pet, effects.Follower{Target: target.ID(), Lag: 0.5})
	for range 30 {
		g.Step()
	}
	want := 100 * (1 - math.Exp(-1))
	if x := pet.Transform().Position()[0]; math.Abs(x-want) > 0.01 {
		t.Errorf("pet at x = %v after 0.5 s, want %v", x, want)
	}
}

// TestFlashFades flashes a sprite for 0.1 s: full on the step it starts,
// half way after 3 of 6 steps, then off.
func TestFlashFades(t *testing.T) {
	g := newGame(t)
	e := g.Scene().NewEntity("Hero", nil)
	scenes.Add(e, visual.Sprite{Image: "hero.png"})
	scenes.Add(e, effects.Flash{})
	sp, fl := scenes.Get[visual.Sprite](e), scenes.Get[effects.Flash](e)
	fl.OnMessage(&messages.Message{Game: g, Name: "flash", To: e})
	var got []float64
	for range 8 {
		g.Step()
		got = append(got, sp.FlashAmount.Value())
	}
	if got[0] != 1 || math.Abs(got[3]-0.5) > 1e-9 || got[7] != 0 {
		t.Errorf("flash amounts %v, want 1 first, 0.5 at the fourth step, 0 at the end", got)
	}
	if sp.Flash != griff.RGB(1, 1, 1) {
		t.Errorf("flash colour %v, want white", sp.Flash)
	}
}

// TestShakeMessageShakesCameras sends "shake" and checks the camera's shake.
func TestShakeMessageShakesCameras(t *testing.T) {
	g := newGame(t)
	cam := g.Scene().NewEntity("Camera", nil)
	scenes.Add(cam, visual.Camera{})
	boom := g.Scene().NewEntity("Boom", nil)
	scenes.Add(boom, effects.Shake{Amount: 6, Decay: 12})
	scenes.Get[effects.Shake](boom).OnMessage(&messages.Message{Game: g, Name: "shake", To: boom})
	c := scenes.Get[visual.Camera](cam)
	if c.Shake != 6 || c.ShakeDecay != 12 {
		t.Fatalf("camera shake %v decay %v, want 6 and 12", c.Shake, c.ShakeDecay)
	}
	for range 32 { // 30 steps of 1/60 s take 6 away, give or take rounding
		g.Step()
	}
	if c.Shake != 0 {
		t.Errorf("shake %v after 32 steps decaying 12 a second from 6, want 0", c.Shake)
	}
}

// TestTrailKeepsPoints moves an entity with a trail of 4 points.
func TestTrailKeepsPoints(t *testing.T) {
	g := newGame(t)
	e := g.Scene().NewEntity("Comet", nil)
	scenes.Add(e, effects.Trail{Points: 4})
	tr := scenes.Get[effects.Trail](e)
	for i := range 10 {
		e.Transform().SetPosition(griff.V(float64(i), 0))
		g.Step()
	}
	if tr.State.N != 4 || tr.State.Pts[0][0] != 6 || tr.State.Pts[3][0] != 9 {
		t.Errorf("trail %d points %v, want x 6..9", tr.State.N, tr.State.Pts[:tr.State.N])
	}
}

// TestOccludersFromWallsAndColliders puts a wall of tiles and a circle
// collider near a shadowed light and one collider out of its reach.
func TestOccludersFromWallsAndColliders(t *testing.T) {
	g := newGame(t)
	sc := g.Scene()
	lamp := sc.NewEntity("Lamp", nil)
	scenes.Add(lamp, visual.Light{Reach: 50, Shadows: true})
	walls := sc.NewEntity("Walls", nil)
	walls.Transform().SetPosition(griff.V(20, -8))
	tw := physics.TilemapWalls{CellSize: griff.V(8, 8)}
	tw.SetRows("##", "##", "..")
	scenes.Add(walls, tw)
	rock := sc.NewEntity("Rock", nil)
	rock.Transform().SetPosition(griff.V(-30, 0))
	scenes.Add(rock, physics.Collider{Shapes: []physics.Shape{physics.Circle(5)}})
	far := sc.NewEntity("Far", nil)
	far.Transform().SetPosition(griff.V(500, 0))
	scenes.Add(far, physics.Collider{Shapes: []physics.Shape{physics.Box(4, 4)}})
	g.Step()
	occ := scenes.Get[visual.Light](lamp).Occluders
	if len(occ) != 2 {
		t.Fatalf("%d occluders, want 2 (the rock, the merged walls): %v", len(occ), occ)
	}
	if occ[0].N != visual.MaxOccluderPoints || occ[1].N != 4 {
		t.Errorf("occluders have %d and %d corners, want an octagon and a box", occ[0].N, occ[1].N)
	}
	if b := occ[1].Points; b[0] != griff.V(20, -8) || b[2] != griff.V(36, 8) {
		t.Errorf("wall box corners %v and %v, want (20,-8) and (36,8)", b[0], b[2])
	}
}
