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

// TestBadFighterPlaceWarns: a scene file's fighter off the stage, with
// more health than its character has or less than none, or facing neither
// way warns and is put in range: it stands between the walls, its health
// bar is at most full, and its boxes are of their size. (A fighter a
// billion units off stage was never drawn, a health of a trillion drew a
// bar across the screen, a facing of 7 made its boxes 7 times as wide.)
func TestBadFighterPlaceWarns(t *testing.T) {
	const old = "\"side\": 0,\n          \"x\": 330,\n          \"facing\": 1,\n          \"health\": 1000,"
	cases := []struct{ name, p1, want string }{
		{"x left", `"x": -100000, "facing": 1, "health": 1000,`, "x -100000 is not from"},
		{"x right", `"x": 1000000000000000, "facing": 1, "health": 1000,`, "x 1000000000000000 is not from"},
		{"health", `"x": 330, "facing": 1, "health": 1000000000000,`, "health 1000000000000 is not from 0 to 1000"},
		{"health below", `"x": 330, "facing": 1, "health": -5,`, "health -5 is not from 0 to 1000"},
		{"facing", `"x": 330, "facing": 7, "health": 1000,`, "facing 7 is not 1 or -1: 1"},
		{"facing 0", `"x": 330, "facing": 0, "health": 1000,`, "facing 0 is not 1 or -1: 1"},
	}
	scene, err := templateFile("scenes/fight.json")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(scene), old) {
		t.Fatalf("the template's scene has no %q", old)
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := strings.Replace(string(scene), `"Fighting.Match": {`, `"Fighting.Match": {"phase": 2, "mode": 0, "round": 1, "timer": 600, `, 1)
			s = strings.Replace(s, old, `"side": 0, `+tc.p1, 1)
			r := newRig(t, map[string]string{"scenes/fight.json": s}, nil)
			r.steps(1)
			f, c := r.f[0], r.sys().cs[0]
			if f.X < WallLeft || f.X > WallRight || f.Health < 0 || f.Health > c.Health || f.Facing*f.Facing != 1 {
				t.Errorf("fighter at x %d, health %d of %d, facing %d", f.X, f.Health, c.Health, f.Facing)
			}
			if b := r.m.Bars[0]; b[0] > b[1] {
				t.Errorf("health bar %v more than full", b)
			}
			if w := f.Hurt.X1 - f.Hurt.X0; w > c.Stand.X1-c.Stand.X0+200 {
				t.Errorf("hurtbox %+v, %d wide", f.Hurt, w)
			}
			var all []string
			for _, p := range r.problems {
				all = append(all, p.String())
			}
			if !strings.Contains(strings.Join(all, "\n"), tc.want) {
				t.Errorf("no warning %q in:\n%s", tc.want, strings.Join(all, "\n"))
			}
		})
	}
}
