package fighting

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// quads is a visual.Sink that keeps the quads drawn.
type quads struct{ got []visual.Quad }

func (q *quads) Entity() *scenes.Entity  { return nil }
func (q *quads) Tick() griff.Tick        { return 0 }
func (q *quads) Blend() float64          { return 0 }
func (q *quads) Sprite(*visual.Sprite)   {}
func (q *quads) Text(*visual.Text)       {}
func (q *quads) Shape(*visual.Shape)     {}
func (q *quads) Tilemap(*visual.Tilemap) {}
func (q *quads) Quad(v visual.Quad)      { q.got = append(q.got, v) }

// TestFighterDraws: the pose's picture of the sheet (its column, the
// look's row) with the feet at the entity, mirrored facing left; in
// training its boxes, mirrored too.
func TestFighterDraws(t *testing.T) {
	f := &Fighter{Pose: PosePunch, Look: 1, Facing: 1}
	s := &quads{}
	f.Draw(s)
	if len(s.got) != 1 {
		t.Fatalf("drew %d quads, want 1", len(s.got))
	}
	q := s.got[0]
	if q.Image != DefaultImage || q.Src != (visual.Region{X: PosePunch * Frame, Y: Frame, W: Frame, H: Frame}) {
		t.Errorf("drew %s %+v", q.Image, q.Src)
	}
	if q.Corners[0] != griff.V(-Frame/2, -FeetY) || q.Corners[2] != griff.V(Frame/2, Frame-FeetY) {
		t.Errorf("facing right, corners %v", q.Corners)
	}
	f.Facing, f.Boxes, f.Hit, f.Hurt = -1, true, Box{10, 60, 50, 80}, Box{-20, 0, 20, 100}
	s = &quads{}
	f.Draw(s)
	if len(s.got) != 3 {
		t.Fatalf("training: drew %d quads, want the picture and 2 boxes", len(s.got))
	}
	if c := s.got[0].Corners; c[0][0] != Frame/2 || c[1][0] != -Frame/2 {
		t.Errorf("facing left, corners %v: not mirrored", c)
	}
	if c := s.got[2].Corners; c[0] != griff.V(-50, -80) || c[2] != griff.V(-10, -60) || s.got[2].Color != colorHit {
		t.Errorf("facing left, the hitbox drawn at %v", c)
	}
}

// TestHUDBars: each side's health bar is its share of full health, what
// is left held at the screen's edge (a bar empties from the timer
// outwards, as in Street Fighter); red below a quarter; each super meter
// fills from the screen's edge.
func TestHUDBars(t *testing.T) {
	m := &Match{Phase: PhaseFight, Bars: [2][3]int{{500, 1000, 250}, {200, 1000, 500}}}
	s := &quads{}
	m.Draw(s)
	var health []visual.Quad
	for _, q := range s.got {
		if q.Color == colorHealth || q.Color == colorLow {
			health = append(health, q)
		}
	}
	if len(health) != 2 {
		t.Fatalf("drew %d health bars", len(health))
	}
	w0 := health[0].Corners[1][0] - health[0].Corners[0][0]
	if w0 != barW/2 || health[0].Corners[0][0] != barMargin || health[0].Color != colorHealth {
		t.Errorf("side 0's bar: %v", health[0].Corners)
	}
	if w1 := health[1].Corners[1][0] - health[1].Corners[0][0]; w1 != barW/5 || health[1].Color != colorLow ||
		health[1].Corners[1][0] != StageWidth-barMargin {
		t.Errorf("side 1's bar: %v colour %v", health[1].Corners, health[1].Color)
	}
	var meters []visual.Quad
	for _, q := range s.got {
		if q.Color == colorMeter {
			meters = append(meters, q)
		}
	}
	if len(meters) != 2 || meters[0].Corners[0][0] != barMargin || meters[0].Corners[1][0] != barMargin+meterW/4 ||
		meters[1].Corners[1][0] != StageWidth-barMargin || meters[1].Corners[0][0] != StageWidth-barMargin-meterW/2 {
		t.Errorf("the meters: %v", meters)
	}
}
