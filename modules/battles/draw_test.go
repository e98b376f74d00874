package battles

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// quads is a visual.Sink that keeps the quads drawn, at a tick and blend.
type quads struct {
	tick  griff.Tick
	blend float64
	got   []visual.Quad
}

func (q *quads) Entity() *scenes.Entity  { return nil }
func (q *quads) Tick() griff.Tick        { return q.tick }
func (q *quads) Blend() float64          { return q.blend }
func (q *quads) Sprite(*visual.Sprite)   {}
func (q *quads) Text(*visual.Text)       {}
func (q *quads) Shape(*visual.Shape)     {}
func (q *quads) Tilemap(*visual.Tilemap) {}
func (q *quads) Quad(v visual.Quad)      { q.got = append(q.got, v) }

// TestHPBarEasesBetweenSteps: the bar drawn between two steps is the HP
// shown mixed by the frame's blend: half way from 100 to 50 of 100 HP is
// three quarters of the track; a bar below a quarter turns red.
func TestHPBarEasesBetweenSteps(t *testing.T) {
	x := &Fighter{HP: 50, MaxHP: 100}
	x.Shown = visual.NewSmoothed(100.0)
	x.Shown.Set(7, 50)
	width := func(q visual.Quad) float64 { return q.Corners[1][0] - q.Corners[0][0] }
	for _, c := range []struct{ blend, want float64 }{{0, 1}, {0.5, 0.75}, {1, 0.5}} {
		s := &quads{tick: 7, blend: c.blend}
		x.Draw(s)
		if len(s.got) < 2 {
			t.Fatalf("drew %d quads", len(s.got))
		}
		track, bar := width(s.got[0]), width(s.got[1])
		if d := bar/track - c.want; d > 1e-9 || d < -1e-9 {
			t.Errorf("at blend %v the bar is %v of the track, want %v", c.blend, bar/track, c.want)
		}
	}
	x.Shown.Snap(20)
	s := &quads{tick: 8}
	x.Draw(s)
	if s.got[1].Color != colorHPLow {
		t.Errorf("a bar at a fifth is %v, want the low colour", s.got[1].Color)
	}
}

// TestDamagePops: a hit pops its number above the target, rising and
// fading out over PopSteps, then the text is cleared.
func TestDamagePops(t *testing.T) {
	r := newRig(t, 1, 1, "golem")
	r.heroTurn()
	r.press(ActionConfirm, ActionConfirm) // Attack the golem
	_, es := r.fighters()
	g := es[0]
	r.until(ActSteps, "the hit", func() bool { return g.HP < g.MaxHP })
	var pop *scenes.Entity
	for _, c := range r.battle.Children() {
		if scenes.Get[Fighter](c) == g {
			pop = child(c, "Pop")
		}
	}
	r.g.Step()
	text := scenes.Get[visual.Text](pop)
	if want := itoa(g.MaxHP - g.HP); text.Text != want {
		t.Errorf("the pop reads %q, want %q", text.Text, want)
	}
	y0, a0 := pop.Transform().Position()[1], text.Color.A
	for range PopSteps / 2 {
		r.g.Step()
	}
	if y := pop.Transform().Position()[1]; y >= y0 {
		t.Errorf("the pop did not rise: %v then %v", y0, y)
	}
	for range PopSteps {
		r.g.Step()
	}
	if text.Text != "" || a0 != 1 {
		t.Errorf("after PopSteps the pop reads %q (alpha at first %v)", text.Text, a0)
	}
}
