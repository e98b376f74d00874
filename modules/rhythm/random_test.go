package rhythm_test

import (
	"math/rand/v2"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/modules/rhythm"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// monkey presses and lets go of the lanes and the menu's actions at
// random moments within steps.
type monkey struct{ r *rand.Rand }

var monkeyActions = []string{"lane1", "lane2", "lane3", "lane4", "lane5", "UIUp", "UIDown", "UILeft", "UIRight", "UIAccept", "UIBack"}

func (m *monkey) Events(tick griff.Tick, dst []input.Event) []input.Event {
	for range m.r.IntN(4) {
		a := monkeyActions[m.r.IntN(len(monkeyActions))]
		down := m.r.IntN(2) == 0
		v := 0.0
		if down {
			v = 1
		}
		at := float64(m.r.IntN(input.AtResolution)) / input.AtResolution
		dst = append(dst, input.Event{Tick: tick, Action: a, Down: down, Value: v, At: at})
	}
	return dst
}

// TestRandomInputKeepsCountsWhole: many steps of random presses from the
// title (menus, every scene of the template, record mode, results) panic
// nowhere, warn nothing, and leave every Lanes' counts whole: the
// judgements add up, never more than the chart has, each cursor within its
// lane's notes.
func TestRandomInputKeepsCountsWhole(t *testing.T) {
	steps := 40000
	if testing.Short() {
		steps = 8000
	}
	var probs []scenes.Problem
	g := newGame(t, templateWith(t, nil), "title", &monkey{rand.New(rand.NewPCG(7, 22))}, &probs)
	seen := map[string]bool{}
	for range steps {
		g.Step()
		seen[g.Scene().Name()] = true
		for e, l := range runtime.Each[rhythm.Lanes](g) {
			c := rhythm.Of(g).Chart(e)
			if c == nil || !l.Started {
				continue
			}
			if l.Perfect+l.Great+l.Good+l.Miss != l.Judged || l.Judged > c.Judgements() || l.MaxCombo > l.Judged {
				t.Fatalf("step %d, scene %s: counts %+v of %d judgements", g.Clock().Tick(), g.Scene().Name(), l, c.Judgements())
			}
			for i, k := range l.Cursor {
				if k < 0 || k > len(c.ByLane[i]) {
					t.Fatalf("step %d: lane %d cursor %d of %d notes", g.Clock().Tick(), i+1, k, len(c.ByLane[i]))
				}
			}
		}
	}
	for _, p := range probs {
		t.Errorf("problem: %v", p)
	}
	t.Logf("scenes visited: %v", seen)
}
