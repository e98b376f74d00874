package firstperson

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestFrameGolden pins where the module's step runs among the core's: the
// whole frame of a game with the module, one step a line, in
// testdata/frame.golden.
func TestFrameGolden(t *testing.T) {
	runtimetest.FrameGolden(t, newRig(t, "").g)
}

// TestSteadyStepAllocatesNothing: a step of the level with the player
// walking and turning, guards chasing and doors sliding makes no garbage.
func TestSteadyStepAllocatesNothing(t *testing.T) {
	r := newRig(t, "")
	l := r.level()
	l.Enemies[0].State = EnemyChase // a guard works out its path every RepathSteps
	l.openDoor(l.Doors[0].Cell, 0)
	r.in.hold[ActionTurnLeft] = true
	r.in.hold[ActionForward] = true
	r.steps(30)
	if n := testing.AllocsPerRun(100, func() { r.g.Step() }); n != 0 {
		t.Errorf("a step allocates %v times, want 0", n)
	}
}

// sink is a visual.Sink (and FloorSink, when floors) that keeps what is
// drawn.
type sink struct {
	blend  float64
	e      *scenes.Entity
	quads  []visual.Quad
	floors []visual.Floor
}

func (s *sink) Entity() *scenes.Entity  { return s.e }
func (s *sink) Tick() griff.Tick        { return 0 }
func (s *sink) Blend() float64          { return s.blend }
func (s *sink) Sprite(*visual.Sprite)   {}
func (s *sink) Text(*visual.Text)       {}
func (s *sink) Shape(*visual.Shape)     {}
func (s *sink) Tilemap(*visual.Tilemap) {}
func (s *sink) Quad(q visual.Quad)      { s.quads = append(s.quads, q) }

type floorSink struct{ sink }

func (s *floorSink) Floor(f visual.Floor) { s.floors = append(s.floors, f) }

// TestViewDraws: the view draws a floor pass from the player's place
// (between the last two steps), one wall strip a column with its depth, the
// things in front of the walls far to near, and the weapon; a sink without
// floors gets flat bands instead.
func TestViewDraws(t *testing.T) {
	r := newRig(t, "\n11111111\n1>..g..1\n11111111\n")
	e := r.g.Scene().Find("Level")
	v, l := scenes.Get[View](e), r.level()
	l.PrevX, l.X = 1.5, 1.7
	fs := &floorSink{sink{blend: 0.5, e: e}}
	v.Draw(fs)
	if len(fs.floors) != 1 || fs.floors[0].Pos != griff.V(1.6, 1.5) || fs.floors[0].Dir != griff.V(1, 0) || fs.floors[0].Horizon != 0.5 {
		t.Fatalf("floors %+v, want one from (1.6, 1.5) between the steps, facing east, horizon 0.5", fs.floors)
	}
	if n := len(fs.quads); n < DefaultColumns+2 {
		t.Fatalf("%d quads, want a wall strip for each of %d columns, the guard and the weapon", n, DefaultColumns)
	}
	mid := fs.quads[DefaultColumns/2]
	// the middle column meets the east wall at x 7: 5.4 away; a wall at d
	// spans 1/d of the view's 400 pixels
	if h := mid.Corners[2][1] - mid.Corners[0][1]; h < 400/5.4-0.5 || h > 400/5.4+0.5 {
		t.Errorf("the middle wall strip is %v pixels high, want about %v", h, 400/5.4)
	}
	if v.depth[DefaultColumns/2] < 5.39 || v.depth[DefaultColumns/2] > 5.41 {
		t.Errorf("the middle column's depth is %v, want 5.4", v.depth[DefaultColumns/2])
	}
	guard := fs.quads[DefaultColumns]
	if guard.Src.X != frameStand*TextureSize || guard.Src.W != TextureSize {
		t.Errorf("the quad after the walls is %+v, want the whole standing guard", guard)
	}
	flat := &sink{blend: 0.5, e: e}
	v.Draw(flat)
	if len(flat.quads) <= len(fs.quads) {
		t.Errorf("without a floor sink %d quads, want the flat bands added to %d", len(flat.quads), len(fs.quads))
	}
}
