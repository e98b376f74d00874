package platformer

import (
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// ledgeLevel is a platform (columns 0 to 4) high above a floor; the player
// starts on it and runs right, off its edge.
var ledgeLevel = []string{
	"................",
	"................",
	"................",
	"................",
	"#####...........",
	"................",
	"................",
	"################",
}

// ledgeGame starts the player on the ledge with coyote time and jump buffer
// of 0.1 s (6 steps at 60 steps a second), holding right from step 1.
func ledgeGame(t *testing.T, events ...[]input.Event) (*Player, *runtime.Game) {
	t.Helper()
	var p *Player
	all := join(append(events, hold("right", 1, 0))...)
	g := newCodeGame(t, all, nil, func(s *scenes.Scene) {
		addWalls(s, ledgeLevel...)
		e := addPlayer(s, cellCenter(1, 3), 0)
		p = scenes.Get[Player](e)
		p.CoyoteTime, p.JumpBuffer = 100*time.Millisecond, 100*time.Millisecond
	})
	return p, g
}

// leaveStep returns the step after which the player running right first stands
// on nothing (the last step it stood on the ledge is one before).
func leaveStep(t *testing.T) griff.Tick {
	t.Helper()
	p, g := ledgeGame(t)
	was := false
	for tick := griff.Tick(1); tick < 200; tick++ {
		g.Step()
		if was && !p.Grounded {
			return tick
		}
		was = was || p.Grounded
	}
	t.Fatal("the player never left the ledge")
	return 0
}

func TestCoyoteTime(t *testing.T) {
	leave := leaveStep(t)
	// A jump pressed k steps after the step that left the ledge is seen with
	// SinceGrounded = k steps of game time; 6 steps are exactly 0.1 s.
	for _, tc := range []struct {
		k     griff.Tick
		jumps int
	}{{1, 1}, {3, 1}, {6, 1}, {7, 0}, {15, 0}} {
		p, g := ledgeGame(t, hold("jump", leave+tc.k, leave+tc.k+30))
		for range leave + tc.k {
			g.Step()
		}
		if p.Jumps != tc.jumps {
			t.Errorf("jump pressed %d steps after leaving the ledge: %d jumps, want %d", tc.k, p.Jumps, tc.jumps)
		}
		if tc.jumps == 1 && p.Velocity[1] >= 0 {
			t.Errorf("jump pressed %d steps after leaving: vertical velocity %v, want upwards", tc.k, p.Velocity[1])
		}
	}
}

// dropGame drops the player from near the top onto the floor of ledgeLevel's
// right side.
func dropGame(t *testing.T, events ...[]input.Event) (*Player, *runtime.Game) {
	t.Helper()
	var p *Player
	g := newCodeGame(t, join(events...), nil, func(s *scenes.Scene) {
		addWalls(s, ledgeLevel...)
		p = scenes.Get[Player](addPlayer(s, cellCenter(10, 0), 0))
		p.CoyoteTime, p.JumpBuffer = 100*time.Millisecond, 100*time.Millisecond
	})
	return p, g
}

func TestJumpBuffer(t *testing.T) {
	p, g := dropGame(t)
	land := griff.Tick(0)
	for tick := griff.Tick(1); tick < 200 && land == 0; tick++ {
		g.Step()
		if p.Grounded {
			land = tick // the next step's logic sees the player standing
		}
	}
	if land < 20 {
		t.Fatalf("landed at step %d, want a fall of at least 20 steps", land)
	}
	for _, tc := range []struct {
		before griff.Tick // steps before the first standing step
		jumps  int
	}{{0, 1}, {3, 1}, {6, 1}, {7, 0}, {12, 0}} {
		press := land + 1 - tc.before
		p, g := dropGame(t, hold("jump", press, press+40))
		for range land + 1 {
			g.Step()
		}
		if p.Jumps != tc.jumps {
			t.Errorf("jump pressed %d steps before landing: %d jumps on landing, want %d", tc.before, p.Jumps, tc.jumps)
		}
	}
}

// peak returns how high (world units above its start) the player on the floor
// of ledgeLevel gets when jump is held from step 10 to step release.
func peak(t *testing.T, release griff.Tick) float64 {
	t.Helper()
	var e *scenes.Entity
	g := newCodeGame(t, hold("jump", 10, release), nil, func(s *scenes.Scene) {
		addWalls(s, ledgeLevel...)
		e = addPlayer(s, cellCenter(10, 6), 0)
	})
	steps(g, 9)
	start, top := e.Transform().Position()[1], math.Inf(1)
	for range 90 {
		g.Step()
		top = math.Min(top, e.Transform().Position()[1])
	}
	return start - top
}

func TestVariableJumpHeight(t *testing.T) {
	full, short := peak(t, 100), peak(t, 14)
	// v²/2g with the default jump speed 560 and gravity 980: 160 world units.
	if math.Abs(full-160) > 8 {
		t.Errorf("holding jump: peak %.1f world units, want 160 ± 8", full)
	}
	if short > full*0.6 || short < 10 {
		t.Errorf("releasing jump after 4 steps: peak %.1f, want between 10 and %.1f (60%% of the full %.1f)", short, full*0.6, full)
	}
}

func TestRunSpeedAndFacing(t *testing.T) {
	var e *scenes.Entity
	g := newCodeGame(t, join(hold("left", 1, 0)), nil, func(s *scenes.Scene) {
		addWalls(s, ledgeLevel...)
		e = addPlayer(s, cellCenter(10, 6), 0)
	})
	steps(g, 30)
	p := scenes.Get[Player](e)
	if p.Velocity[0] != -defaultRunSpeed || p.Facing != -1 {
		t.Errorf("after 30 steps holding left: velocity %v facing %d, want x -%d facing -1", p.Velocity, p.Facing, defaultRunSpeed)
	}
}

func TestTopDownMovesEightWays(t *testing.T) {
	var e *scenes.Entity
	g := newCodeGame(t, join(hold("right", 1, 0), hold("up", 1, 0)), nil, func(s *scenes.Scene) {
		e = s.NewEntity("Hero", nil)
		scenes.Add(e, physicsBody())
		scenes.Add(e, TopDown{Speed: 100})
	})
	steps(g, 60)
	v := scenes.Get[TopDown](e).Velocity
	want := 100 / math.Sqrt2
	if math.Abs(v[0]-want) > 1e-9 || math.Abs(v[1]+want) > 1e-9 {
		t.Errorf("holding right and up: velocity %v, want (%.4f, %.4f)", v, want, -want)
	}
	p := e.Transform().Position()
	if p[0] < 50 || p[1] > -50 || math.Abs(p[0]+p[1]) > 1e-6 {
		t.Errorf("after 1 s: position %v, want up and right, no gravity", p)
	}
}
