package physicsgames

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
)

// TestMonkeys: random keys and pointer drags for a minute of play on each
// scene never panic, warn (but for the rig's missing scene loader) or
// leave the counts out of range.
func TestMonkeys(t *testing.T) {
	acts := []string{ActionLeft, ActionRight, ActionUp, ActionDown, ActionLaunch, ActionPull, ActionNudge}
	for _, name := range []string{"title", "sling", "pinball"} {
		for seed := uint64(1); seed <= 3; seed++ {
			r := newRig(t, name)
			rnd := griff.NewRand(seed)
			for range 3600 {
				if rnd.IntN(6) == 0 {
					a := acts[rnd.IntN(len(acts))]
					r.hold(a, !r.in.want[a])
				}
				if rnd.IntN(4) == 0 {
					r.in.pointer = append(r.in.pointer, input.Event{Kind: input.KindPointer, X: rnd.FloatRange(0, 960), Y: rnd.FloatRange(0, 540)})
				}
				r.g.Step()
				if name == "pinball" {
					if e, _ := r.ball(); !inTable(e.Transform().Position()) {
						t.Fatalf("pinball seed %d step %d: the ball left the table at %v", seed, r.g.Clock().Tick(), e.Transform().Position())
					}
				}
			}
			for _, p := range r.problems {
				if !strings.Contains(p.String(), "no scene loader") {
					t.Errorf("%s seed %d: problem %v", name, seed, p)
				}
			}
			if name == "sling" {
				if sl := r.sling(); sl.Shots < 0 || sl.Shots > 4 || sl.Score < 0 || sl.Won < 0 || sl.Won > 3 {
					t.Errorf("sling seed %d: %+v", seed, *sl)
				}
			}
			if name == "pinball" {
				if tb := r.table(); tb.Balls < 0 || tb.Balls > 3 || tb.Ball < 1 || tb.Score < 0 || tb.Meter < 0 {
					t.Errorf("pinball seed %d: %+v", seed, *tb)
				}
			}
		}
	}
}

// TestPlaytestReport: the report names the level's phase, counts and
// score.
func TestPlaytestReport(t *testing.T) {
	r := newRig(t, "sling")
	r.steps(2)
	b, _ := json.Marshal(r.g.PlaytestReport())
	if !strings.Contains(string(b), `"name":"sling","value":{"phase":"aim","shots":4,"score":0,"targets":3,"blocks":8}`) {
		t.Errorf("sling report %s", b)
	}
	r = newRig(t, "pinball")
	r.steps(2)
	b, _ = json.Marshal(r.g.PlaytestReport())
	if !strings.Contains(string(b), `"name":"table","value":{"phase":"serve","ball":1,"balls":3,"score":0,"tiltMeter":0}`) {
		t.Errorf("table report %s", b)
	}
}

// inTable reports whether p is inside the template table's walls.
func inTable(p griff.Vec) bool { return p[0] > 246 && p[0] < 714 && p[1] > -10 && p[1] < 560 }
