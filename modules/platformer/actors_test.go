package platformer

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// patrolRun runs a patrol placed at column 5 of rows for n steps and returns
// its component and the least and greatest x and greatest y it reached.
func patrolRun(t *testing.T, rows []string, n int) (p *Patrol, minX, maxX, maxY float64) {
	t.Helper()
	var e *scenes.Entity
	g := newCodeGame(t, nil, nil, func(s *scenes.Scene) {
		addWalls(s, rows...)
		e = addEnemy(s, "Enemy", cellCenter(5, 2))
	})
	minX, maxX, maxY = math.Inf(1), math.Inf(-1), math.Inf(-1)
	for range n {
		g.Step()
		at := e.Transform().Position()
		minX, maxX, maxY = math.Min(minX, at[0]), math.Max(maxX, at[0]), math.Max(maxY, at[1])
	}
	return scenes.Get[Patrol](e), minX, maxX, maxY
}

func TestPatrolTurnsAtWall(t *testing.T) {
	rows := []string{
		"................",
		"................",
		"#..............#",
		"################",
	}
	// The right wall's face is at x 480; the patrol (24 wide, Reach 16) turns
	// when its centre is within 16 of it.
	p, minX, maxX, maxY := patrolRun(t, rows, 420)
	if p.Turns < 1 || p.Direction != -1 {
		t.Fatalf("after 7 s: %d turns, direction %d; want a turn at the right wall, now going left", p.Turns, p.Direction)
	}
	if maxX > 480-12 || maxX < 480-24 {
		t.Errorf("greatest x %.1f, want in [456, 468] (turned just before the wall)", maxX)
	}
	if minX < 176-1 || maxY > 84.5 {
		t.Errorf("least x %.1f, greatest y %.1f: want >= 175 and y <= 84.5 (standing on the floor at 96)", minX, maxY)
	}
}

func TestPatrolTurnsAtLedge(t *testing.T) {
	rows := []string{
		"................",
		"................",
		"................",
		"..########......",
	}
	// The platform spans x 64 to 320; the patrol turns when its look-ahead
	// point (16 in front) has no floor below it.
	p, minX, maxX, maxY := patrolRun(t, rows, 720)
	if p.Turns < 2 {
		t.Fatalf("after 12 s: %d turns, want at least 2 (both ledges)", p.Turns)
	}
	if maxX > 320-15 || minX < 64+15 {
		t.Errorf("x ranged over [%.1f, %.1f], want within [79, 305]", minX, maxX)
	}
	if maxY > 84.5 {
		t.Errorf("greatest y %.1f, want 84 (standing on the platform): the patrol fell off", maxY)
	}
	p, _, _, maxY = func() (*Patrol, float64, float64, float64) {
		rowsOff := append([]string(nil), rows...)
		var e *scenes.Entity
		g := newCodeGame(t, nil, nil, func(s *scenes.Scene) {
			addWalls(s, rowsOff...)
			e = addEnemy(s, "Enemy", cellCenter(5, 2))
			scenes.Get[Patrol](e).WalkOffLedges = true
		})
		steps(g, 360)
		return scenes.Get[Patrol](e), 0, 0, e.Transform().Position()[1]
	}()
	if p.Turns != 0 || maxY < 200 {
		t.Errorf("with WalkOffLedges: %d turns, y %.1f; want no turn and a fall", p.Turns, maxY)
	}
}

func TestMoverPingPong(t *testing.T) {
	var e *scenes.Entity
	g := newCodeGame(t, nil, nil, func(s *scenes.Scene) {
		e = entityAt(s, "Saw", griff.V(10, 20))
		scenes.Add(e, PathMover{Points: []griff.Vec{{0, 0}, {100, 0}}, Speed: 50})
	})
	for _, tc := range []struct {
		step int
		x    float64
		back bool
	}{{60, 60, false}, {121, 110, true}, {180, 60, true}, {241, 10, false}, {300, 60, false}} {
		for g.Clock().Tick() < griff.Tick(tc.step) {
			g.Step()
		}
		m := scenes.Get[PathMover](e)
		if at := e.Transform().Position(); math.Abs(at[0]-tc.x) > 1 || at[1] != 20 || m.Back != tc.back {
			t.Errorf("step %d: position %v, back %v; want x %.0f ± 1, y 20, back %v", tc.step, at, m.Back, tc.x, tc.back)
		}
	}
}

func TestMoverCarriesRider(t *testing.T) {
	var platform, player *scenes.Entity
	g := newCodeGame(t, nil, nil, func(s *scenes.Scene) {
		platform = addPlatform(s, "Platform", griff.V(100, 200), griff.V(0, 0), griff.V(200, 0))
		scenes.Get[PathMover](platform).Wait = 0
		player = addPlayer(s, griff.V(100, 200-6-15), 0)
	})
	steps(g, 30) // settle
	p0, r0 := platform.Transform().Position(), player.Transform().Position()
	steps(g, 90)
	dp := platform.Transform().Position().Sub(p0)
	dr := player.Transform().Position().Sub(r0)
	if dp[0] < 80 || math.Abs(dr[0]-dp[0]) > 2 || math.Abs(dr[1]) > 1 {
		t.Errorf("in 1.5 s the platform moved %v and its rider %v; want the rider carried (x within 2)", dp, dr)
	}
	if pl := scenes.Get[Player](player); !pl.Grounded || pl.Ground[0] != 60 {
		t.Errorf("rider grounded %v on ground velocity %v, want grounded on (60, 0)", pl.Grounded, pl.Ground)
	}
}

func TestChaser(t *testing.T) {
	for _, tc := range []struct {
		targetX float64
		chasing bool
		x       float64
	}{{80, true, 40}, {300, false, 0}, {10, true, 10}} {
		var e *scenes.Entity
		g := newCodeGame(t, nil, nil, func(s *scenes.Scene) {
			entityAt(s, "Player", griff.V(tc.targetX, 0))
			e = s.NewEntity("Bat", nil)
			scenes.Add(e, physics.Body{})
			scenes.Add(e, Chaser{Range: 100, Speed: 80, Fly: true})
		})
		steps(g, 30)
		c := scenes.Get[Chaser](e)
		at := e.Transform().Position()
		if c.Chasing != tc.chasing || math.Abs(at[0]-tc.x) > 1.5 || math.Abs(at[1]) > 1e-9 {
			t.Errorf("target at x %.0f: chasing %v at %v, want chasing %v at x %.0f ± 1.5, y 0", tc.targetX, c.Chasing, at, tc.chasing, tc.x)
		}
	}
}

func TestCratePushed(t *testing.T) {
	var crate *scenes.Entity
	g := newCodeGame(t, hold("right", 1, 0), nil, func(s *scenes.Scene) {
		addWalls(s, ledgeLevel...)
		addPlayer(s, cellCenter(3, 6), 0)
		crate = addCrate(s, "Crate", cellCenter(6, 6).Add(griff.V(0, 2)))
	})
	x0 := crate.Transform().Position()[0]
	steps(g, 120)
	if moved := crate.Transform().Position()[0] - x0; moved < 100 {
		t.Errorf("the crate moved %.1f in 2 s of pushing, want at least 100", moved)
	}
	if r := crate.Transform().Rotation(); r != 0 {
		t.Errorf("the crate turned to %v radians, want 0 (fixed rotation)", r)
	}
}
