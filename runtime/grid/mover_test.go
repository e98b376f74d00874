package grid_test

import (
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
)

// scripted is a test brain: it takes the directions of Dirs in turn, then
// stands. It is the extension point's user from outside the package.
type scripted struct {
	Dirs []grid.Dir `json:"dirs"`
	Next int        `json:"next"`
}

func (s *scripted) NextStep(c *grid.Context) grid.Dir {
	if s.Next >= len(s.Dirs) {
		return grid.DirNone
	}
	s.Next++
	return s.Dirs[s.Next-1]
}

func init() { scenes.Register[scripted]("Test.ScriptedBrain") }

// newBoard makes a game with a grid read from rows ('#' blocked) of 16-unit
// cells whose corner is at (100, 50).
func newBoard(t *testing.T, rows ...string) (*runtime.Game, *scenes.Scene) {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{Seed: 1}, grid.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	s := g.Scene()
	b := s.NewEntity("Board", nil)
	b.Transform().SetPosition(griff.V(100, 50))
	gr := grid.Grid{Width: len(rows[0]), CellSize: 16}
	for _, r := range rows {
		for i := range len(r) {
			gr.Blocked = append(gr.Blocked, r[i] == '#')
		}
	}
	scenes.Add(b, gr)
	return g, s
}

func addMover(s *scenes.Scene, name string, cell grid.Cell, comps ...any) (*scenes.Entity, *grid.Mover) {
	e := s.NewEntity(name, nil)
	m := scenes.Add(e, grid.Mover{Cell: cell, StepTime: 100 * time.Millisecond, Push: true})
	for _, c := range comps {
		switch c := c.(type) {
		case scripted:
			scenes.Add(e, c)
		case grid.Crate:
			scenes.Add(e, c)
		case grid.Chase:
			scenes.Add(e, c)
		case grid.Patrol:
			scenes.Add(e, c)
		}
	}
	return e, m
}

// TestMoverSlides: the first step puts the mover on its cell's centre with a
// jump; a step of 100 ms at 60 steps a second moves it 1/6 of the way each
// step, as a move and not a jump (so the renderer draws it sliding between
// steps), and it arrives on the sixth.
func TestMoverSlides(t *testing.T) {
	g, s := newBoard(t, ".....")
	e, m := addMover(s, "Hero", grid.C(1, 0), scripted{Dirs: []grid.Dir{grid.DirRight}})
	g.Step() // places it, starts the step
	tr := e.Transform()
	if !tr.Jumped() || !m.Moving || m.Cell != grid.C(2, 0) || m.From != grid.C(1, 0) {
		t.Fatalf("after step 1: jumped %v moving %v cell %v from %v", tr.Jumped(), m.Moving, m.Cell, m.From)
	}
	if p := tr.Position(); p != griff.V(124, 58) {
		t.Fatalf("after step 1 at %v, want the centre of (1,0): (124, 58)", p)
	}
	for k := 1; k <= 6; k++ {
		g.Step()
		elapsed := min(time.Duration(k)*g.Clock().StepDuration(), 100*time.Millisecond)
		frac := float64(m.Elapsed) / float64(100*time.Millisecond)
		wantX := 124 + float64(16*frac) // rounded as the system rounds it
		if k == 6 {
			wantX = 140
		}
		if p := tr.Position(); p[0] != wantX || p[1] != 58 || tr.Jumped() || !tr.Moved() {
			t.Errorf("step %d (elapsed %v): at %v jumped %v, want x %v", k+1, elapsed, p, tr.Jumped(), wantX)
		}
	}
	if m.Moving || m.Steps != 1 {
		t.Errorf("after 100 ms: moving %v, steps %d; want arrived after 1 step", m.Moving, m.Steps)
	}
}

// TestPushRules: a crate moves ahead of a pusher into a free cell; it is not
// pushed into a wall, into another crate, or diagonally; a mover without
// Push only bumps.
func TestPushRules(t *testing.T) {
	g, s := newBoard(t,
		"......",
		"......",
		".....#",
	)
	_, a := addMover(s, "A", grid.C(0, 0), scripted{Dirs: []grid.Dir{grid.DirRight}}) // pushes C1 to (2,0)
	_, c1 := addMover(s, "C1", grid.C(1, 0), grid.Crate{})
	_, b := addMover(s, "B", grid.C(3, 2), scripted{Dirs: []grid.Dir{grid.DirRight}}) // C2 against the wall
	_, c2 := addMover(s, "C2", grid.C(4, 2), grid.Crate{})
	_, d := addMover(s, "D", grid.C(0, 1), scripted{Dirs: []grid.Dir{grid.DirUpRight}}) // diagonal into C1's old cell
	_, e := addMover(s, "E", grid.C(3, 1), scripted{Dirs: []grid.Dir{grid.DirDown}})    // pushes B? B is no crate
	_, f := addMover(s, "F", grid.C(5, 1), scripted{Dirs: []grid.Dir{grid.DirLeft}})
	f.Push = false
	_, c3 := addMover(s, "C3", grid.C(4, 1), grid.Crate{})
	for range 10 {
		g.Step()
	}
	cases := []struct {
		name        string
		m           *grid.Mover
		cell        grid.Cell
		steps, bump int
	}{
		{"A", a, grid.C(1, 0), 1, 0}, {"C1", c1, grid.C(2, 0), 1, 0},
		{"B", b, grid.C(3, 2), 0, 1}, {"C2", c2, grid.C(4, 2), 0, 0},
		{"D", d, grid.C(0, 1), 0, 1}, {"E", e, grid.C(3, 1), 0, 1},
		{"F", f, grid.C(5, 1), 0, 1}, {"C3", c3, grid.C(4, 1), 0, 0},
	}
	for _, c := range cases {
		if c.m.Cell != c.cell || c.m.Steps != c.steps || c.m.Bumps != c.bump {
			t.Errorf("%s: at %v, %d steps, %d bumps; want %v, %d, %d", c.name, c.m.Cell, c.m.Steps, c.m.Bumps, c.cell, c.steps, c.bump)
		}
	}
}

// TestHierarchyOrderWins: two movers stepping into one cell on one step: the
// first in the hierarchy gets it.
func TestHierarchyOrderWins(t *testing.T) {
	g, s := newBoard(t, "...")
	_, first := addMover(s, "First", grid.C(0, 0), scripted{Dirs: []grid.Dir{grid.DirRight}})
	_, second := addMover(s, "Second", grid.C(2, 0), scripted{Dirs: []grid.Dir{grid.DirLeft}})
	g.Step()
	if first.Cell != grid.C(1, 0) || second.Cell != grid.C(2, 0) || second.Bumps != 1 {
		t.Errorf("first at %v, second at %v with %d bumps; want (1,0), (2,0), 1", first.Cell, second.Cell, second.Bumps)
	}
}

// TestChaseAndPatrol: a chaser walks the cheapest path round a wall to stand
// beside its target; a patrol walks its points in order and loops.
func TestChaseAndPatrol(t *testing.T) {
	g, s := newBoard(t,
		".....#.",
		".###.#.",
		".......",
	)
	addMover(s, "Target", grid.C(2, 2))
	_, ch := addMover(s, "Chaser", grid.C(2, 0), grid.Chase{Target: "Target"})
	_, pm := addMover(s, "Guard", grid.C(6, 0), grid.Patrol{Points: []grid.Cell{{6, 2}, {6, 0}}})
	for range 58 { // the 10th step of 100 ms starts on step 55
		g.Step()
	}
	// Both ways round the wall cost 60 to the target. The search expands
	// (1,0) before (3,0) (same f and h, lower index), then (0,0) before (4,0)
	// and, by lower h, runs down the left side: the chaser goes left and
	// stops beside the target at (1,2) after 5 steps.
	if ch.Cell != grid.C(1, 2) || ch.Steps != 5 || !scenes.Get[grid.Chase](s.Find("Chaser")).Chasing {
		t.Errorf("chaser at %v after %d steps, want beside the target at (1,2) after 5, chasing", ch.Cell, ch.Steps)
	}
	// Guard: 2 steps down, 2 up, 2 down, 2 up, 2 down.
	if pm.Steps != 10 || pm.Cell != grid.C(6, 2) {
		t.Errorf("guard took %d steps to %v, want 10 to (6,2)", pm.Steps, pm.Cell)
	}
}

// TestGridFromTilemapErrors: a "fromTilemap" grid without a tilemap, or with a
// bad one, is an error naming what is wrong, never a panic.
func TestGridFromTilemapErrors(t *testing.T) {
	cases := []struct{ comps, want string }{
		{`"Griff.Grid": {"fromTilemap": true}`, "has no Griff.Tilemap"},
		{`"Griff.Grid": {"fromTilemap": 3}`, "want true or false"},
		{`"Griff.Grid": {"tilemapEntity": "X"}`, "without \"fromTilemap\""},
		{`"Griff.Grid": {"fromTilemap": true, "width": 3}, "Griff.Tilemap": {"tileSize": 8, "legend": {".": {}}, "rows": ["..."]}`, "gives both"},
		{`"Griff.Grid": {"fromTilemap": true}, "Griff.Tilemap": {"tileSize": 8, "legend": {".": {}}, "rows": ["..", "..."]}`, "Griff.Tilemap"},
	}
	for _, c := range cases {
		data := `{"format": 1, "nextId": 2, "entities": [{"id": 1, "name": "B", "components": {` + c.comps + `}}]}`
		_, err := scenes.ReadScene("bad", []byte(data), scenes.NewProblems(nil))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one saying %q", c.comps, err, c.want)
		}
	}
}

// TestHugeGridWarns: a grid of more than MaxCells cells warns once and
// nothing moves on it; paths on it are refused.
func TestHugeGridWarns(t *testing.T) {
	g, s := newBoard(t, "..")
	gr := scenes.Get[grid.Grid](s.Find("Board"))
	gr.Height = grid.MaxCells
	_, m := addMover(s, "Hero", grid.C(0, 0), scripted{Dirs: []grid.Dir{grid.DirRight}})
	g.Step()
	g.Step()
	if m.Steps != 0 || g.Problems().Len() != 1 {
		t.Errorf("steps %d, problems %v; want 0 steps and one warning", m.Steps, g.Problems().List())
	}
	var pf grid.Pathfinder
	if p, _ := pf.Find(gr, grid.C(0, 0), grid.C(1, 0), false, nil); p != nil {
		t.Errorf("a path %v on a grid of %d cells", p, gr.Width*gr.Rows())
	}
}

// TestSteadyStepsMakeNoGarbage: once settled, steps with a chaser, a patrol
// and a pushing player make no garbage.
func TestSteadyStepsMakeNoGarbage(t *testing.T) {
	g, s := newBoard(t,
		"..........",
		".####.....",
		"..........",
	)
	addMover(s, "Target", grid.C(9, 2), grid.Patrol{Points: []grid.Cell{{9, 2}, {9, 0}, {6, 0}}})
	addMover(s, "Chaser", grid.C(0, 0), grid.Chase{Target: "Target", Diagonal: true})
	addMover(s, "Guard", grid.C(0, 2), grid.Patrol{Points: []grid.Cell{{5, 2}, {0, 2}}})
	for range 120 {
		g.Step()
	}
	if n := testing.AllocsPerRun(200, g.Step); n != 0 {
		t.Errorf("a settled step makes %v allocations, want 0", n)
	}
}

// faulty is a brain that panics: a module's bug.
type faulty struct{}

func (*faulty) NextStep(*grid.Context) grid.Dir { panic("brain bug") }

func init() { scenes.Register[faulty]("Test.FaultyBrain") }

// TestBrainPanicQuarantines: a brain that panics is caught by its entity's
// fault boundary: the entity is deactivated, the problem names it and the
// component, and the other movers go on.
func TestBrainPanicQuarantines(t *testing.T) {
	g, s := newBoard(t, "....", "....")
	_, ok := addMover(s, "Fine", grid.C(0, 0), scripted{Dirs: []grid.Dir{grid.DirRight, grid.DirRight}})
	bad := s.NewEntity("Bad", nil)
	scenes.Add(bad, grid.Mover{Cell: grid.C(0, 1)})
	scenes.Add(bad, faulty{})
	for range 30 {
		g.Step()
	}
	if bad.Active() || g.Problems().Len() != 1 {
		t.Fatalf("bad active %v, problems %v; want deactivated and one problem", bad.Active(), g.Problems().List())
	}
	if p := g.Problems().List()[0].String(); !strings.Contains(p, "Bad") || !strings.Contains(p, "Test.FaultyBrain") {
		t.Errorf("problem %q does not name the entity and the component", p)
	}
	if ok.Cell != grid.C(2, 0) {
		t.Errorf("the other mover at %v, want (2,0)", ok.Cell)
	}
}
