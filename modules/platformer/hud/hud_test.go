package hud

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/modules/platformer"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc/arctest"
	"github.com/griffengine/griff/runtime/scripts"
	"github.com/griffengine/griff/scenes"
)

// TestArcsFresh fails when the tutorial (or any file of the package) was edited
// without go generate.
func TestArcsFresh(t *testing.T) { arctest.CheckFresh(t, ".") }

// screen stands in for the rendering system: it provides runtime.Labels and
// runtime.Animator over maps.
type screen struct {
	labels map[*scenes.Entity]string
	clips  map[*scenes.Entity]string
	left   map[*scenes.Entity]bool
	sets   int // SetLabel calls
}

func (*screen) Name() string { return "FakeScreen" }

func (s *screen) Setup(g *runtime.Game) error {
	runtime.Provide[runtime.Labels](g, s)
	runtime.Provide[runtime.Animator](g, s)
	return nil
}

func (s *screen) SetLabel(e *scenes.Entity, text string) bool {
	if _, ok := s.labels[e]; !ok {
		return false
	}
	s.sets++
	s.labels[e] = text
	return true
}

func (s *screen) Label(e *scenes.Entity) (string, bool) {
	t, ok := s.labels[e]
	return t, ok
}

func (s *screen) Play(e *scenes.Entity, clip string) bool { s.clips[e] = clip; return true }
func (s *screen) Face(e *scenes.Entity, left bool) bool   { s.left[e] = left; return true }

func hudGame(t *testing.T) (*runtime.Game, *screen) {
	t.Helper()
	sc := &screen{labels: map[*scenes.Entity]string{}, clips: map[*scenes.Entity]string{}, left: map[*scenes.Entity]bool{}}
	g, err := runtime.NewGame(runtime.Options{Seed: 1}, scripts.NewSystem(), &hudSystem{}, sc)
	if err != nil {
		t.Fatal(err)
	}
	return g, sc
}

// TestCoinCounter checks that a counter shows the first player's coins, in its
// format, and writes its text only when the count changes.
func TestCoinCounter(t *testing.T) {
	g, sc := hudGame(t)
	p := g.Scene().NewEntity("Player", nil)
	scenes.Add(p, platformer.Player{})
	scenes.Add(p, platformer.Inventory{Coins: 2})
	plain := g.Scene().NewEntity("Coins", nil)
	scenes.Add(plain, CoinCounter{})
	fancy := g.Scene().NewEntity("Fancy", nil)
	scenes.Add(fancy, CoinCounter{Format: "%d gold"})
	sc.labels[plain], sc.labels[fancy] = "", ""
	g.Step()
	g.Step()
	if got, want := []string{sc.labels[plain], sc.labels[fancy]}, []string{"Coins: 2", "2 gold"}; got[0] != want[0] || got[1] != want[1] {
		t.Errorf("labels %q, want %q", got, want)
	}
	if sc.sets != 2 {
		t.Errorf("SetLabel called %d times in two steps, want 2 (once per counter)", sc.sets)
	}
	scenes.Get[platformer.Inventory](p).Coins = 5
	g.Step()
	if got, want := sc.labels[plain], "Coins: 5"; got != want {
		t.Errorf("after picking up coins the label is %q, want %q", got, want)
	}
}

// TestPlayerClips checks the clip and facing chosen from each player's state.
func TestPlayerClips(t *testing.T) {
	g, sc := hudGame(t)
	cases := []struct {
		name   string
		p      platformer.Player
		clip   string
		facing bool
	}{
		{"standing", platformer.Player{Grounded: true, Facing: 1}, "idle", false},
		{"creeping", platformer.Player{Grounded: true, Velocity: griff.V(walkSpeed, 0)}, "idle", false},
		{"walking left", platformer.Player{Grounded: true, Velocity: griff.V(-30, 0), Facing: -1}, "walk", true},
		{"walking right", platformer.Player{Grounded: true, Velocity: griff.V(30, 0), Facing: 1}, "walk", false},
		{"in the air", platformer.Player{Velocity: griff.V(30, -50), Facing: -1}, "jump", true},
	}
	es := make([]*scenes.Entity, len(cases))
	for i, c := range cases {
		es[i] = g.Scene().NewEntity(c.name, nil)
		scenes.Add(es[i], c.p)
	}
	g.Step()
	for i, c := range cases {
		if got := sc.clips[es[i]]; got != c.clip || sc.left[es[i]] != c.facing {
			t.Errorf("%s: got clip %q facing left %v, want %q and %v", c.name, got, sc.left[es[i]], c.clip, c.facing)
		}
	}
}
