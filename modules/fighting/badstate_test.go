package fighting

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes/visual"
)

// countSink counts the quads drawn.
type countSink struct {
	visual.Sink
	quads int
}

func (c *countSink) Quad(visual.Quad) { c.quads++ }

// TestBadStateWarns: a scene file whose Match or Fighter state is out of
// range (a move or shot not in the move list, an input count that would
// index outside the history, a stun, hit stop or height that would freeze
// the match, a phase not of the list, a billion round wins) warns and is
// put back in range: nothing panics, the HUD draws a pip a round, and the
// match plays on to its end.
func TestBadStateWarns(t *testing.T) {
	const fight = `"phase": 2, "mode": 0, "round": 1, "timer": 600, `
	cases := []struct {
		name, match, p1, want string
	}{
		{"move", ``, `"move": 99, "moveStep": 3`, "move 99 is not a move of ryo"},
		{"move in fight", fight, `"move": 99`, "move 99 is not a move of ryo"},
		{"move below -1", fight, `"move": -7`, "move -7 is not a move"},
		{"shot", fight, `"move": -1, "shot": {"live": true, "x": 300, "y": 60, "vx": 5, "move": 42}`, "shot's move 42"},
		{"input n", fight, `"move": -1, "input": {"n": -5}`, "input n -5"},
		{"input n huge", fight, `"move": -1, "input": {"n": 9223372036854775807}`, "input n 9223372036854775807"},
		{"stun", fight, `"move": -1, "stun": 1000000000`, "stun 1000000000"},
		{"down", fight, `"move": -1, "down": 1000000000`, "down 1000000000"},
		{"vy", fight, `"move": -1, "air": true, "y": 10, "vy": 1000000000`, "vy 1000000000"},
		{"meter", ``, `"move": -1, "meter": -5000`, "meter -5000"},
		{"freeze", fight + `"freeze": 1000000000, `, `"move": -1`, "freeze 1000000000"},
		{"phase", `"phase": 9, `, `"move": -1`, "phase 9 is not a phase"},
		{"left", `"phase": 1, "round": 1, "left": 1000000000, `, `"move": -1`, "left 1000000000"},
		{"wins", fight + `"wins": [1000000000, -3], `, `"move": -1`, "wins[0] 1000000000"},
	}
	scene, err := templateFile("scenes/fight.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := string(scene)
			for _, r := range []struct{ old, new string }{
				{`"Fighting.Match": {`, `"Fighting.Match": {` + tc.match},
				{"\"side\": 0,\n          \"x\": 330,\n          \"facing\": 1,\n          \"health\": 1000,\n          \"move\": -1,",
					"\"side\": 0, \"x\": 330, \"facing\": 1, \"health\": 1000, " + tc.p1 + ","},
			} {
				if !strings.Contains(s, r.old) {
					t.Fatalf("the template's scene has no %q", r.old)
				}
				s = strings.Replace(s, r.old, r.new, 1)
			}
			r := newRig(t, map[string]string{"scenes/fight.json": s}, nil)
			r.steps(1)
			var cs countSink
			r.m.Draw(&cs)
			if cs.quads > 40 {
				t.Errorf("the HUD drew %d quads", cs.quads)
			}
			first, ended := r.m.Phase, false
			for range 2000 { // the round ends on time, or the title waits
				r.g.Step()
				ended = ended || r.m.Phase != first
			}
			var all []string
			for _, p := range r.problems {
				all = append(all, p.String())
			}
			if !strings.Contains(strings.Join(all, "\n"), tc.want) {
				t.Errorf("no warning %q in:\n%s", tc.want, strings.Join(all, "\n"))
			}
			if (first == PhaseFight || first == PhaseIntro) && !ended {
				t.Errorf("the match is stuck in %v: timer %d, freeze %d, left %d", r.m.Phase, r.m.Timer, r.m.Freeze, r.m.Left)
			}
		})
	}
}
