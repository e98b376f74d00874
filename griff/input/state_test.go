package input_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
)

func down(p int, a string) input.Event {
	return input.Event{Player: p, Action: a, Down: true, Value: 1}
}
func up(p int, a string) input.Event { return input.Event{Player: p, Action: a} }

// flags returns "HPR" letters for Held, Pressed, Released (a dash for each false).
func flags(s *input.State, p int, a string) string {
	b := []byte("---")
	if s.Held(p, a) {
		b[0] = 'H'
	}
	if s.Pressed(p, a) {
		b[1] = 'P'
	}
	if s.Released(p, a) {
		b[2] = 'R'
	}
	return string(b)
}

func TestStateEdges(t *testing.T) {
	tests := []struct {
		name  string
		steps [][]input.Event
		want  []string // flags of player 0's Jump after each step
	}{
		{"press, hold, release", [][]input.Event{{down(0, "Jump")}, nil, {up(0, "Jump")}, nil},
			[]string{"HP-", "H--", "--R", "---"}},
		{"press and release in one step", [][]input.Event{{down(0, "Jump"), up(0, "Jump")}, nil},
			[]string{"-PR", "---"}},
		{"release and press again in one step", [][]input.Event{{down(0, "Jump")}, {up(0, "Jump"), down(0, "Jump")}},
			[]string{"HP-", "HPR"}},
		{"tap twice in one step", [][]input.Event{{down(0, "Jump"), up(0, "Jump"), down(0, "Jump"), up(0, "Jump")}},
			[]string{"-PR"}},
		{"repeated down is no new press", [][]input.Event{{down(0, "Jump")}, {down(0, "Jump")}},
			[]string{"HP-", "H--"}},
		{"up while up is no release", [][]input.Event{{up(0, "Jump")}}, []string{"---"}},
		{"another player's press", [][]input.Event{{down(1, "Jump")}}, []string{"---"}},
		{"another action's press", [][]input.Event{{down(0, "Fire")}}, []string{"---"}},
	}
	for _, tc := range tests {
		var s input.State
		for i, events := range tc.steps {
			s.Apply(events)
			if got := flags(&s, 0, "Jump"); got != tc.want[i] {
				t.Errorf("%s: step %d: Jump is %s, want %s", tc.name, i, got, tc.want[i])
			}
		}
	}
}

func TestStateAxisAndPlayers(t *testing.T) {
	var s input.State
	s.Apply([]input.Event{
		{Player: 0, Action: "MoveX", Down: true, Value: -0.5},
		{Player: 3, Action: "MoveX", Down: true, Value: 0.75},
	})
	if got := s.Axis(0, "MoveX"); got != -0.5 {
		t.Errorf("Axis(0, MoveX) = %v, want -0.5", got)
	}
	if got := s.Axis(3, "MoveX"); got != 0.75 {
		t.Errorf("Axis(3, MoveX) = %v, want 0.75", got)
	}
	if got := s.Axis(1, "MoveX"); got != 0 {
		t.Errorf("Axis(1, MoveX) = %v, want 0", got)
	}
	s.Apply([]input.Event{{Player: 0, Action: "MoveX", Down: true, Value: 0.25}})
	if got := flags(&s, 0, "MoveX"); got != "H--" || s.Axis(0, "MoveX") != 0.25 {
		t.Errorf("after a value change: %s %v, want H-- 0.25", got, s.Axis(0, "MoveX"))
	}
	s.Apply([]input.Event{up(0, "MoveX")})
	if got := s.Axis(0, "MoveX"); got != 0 {
		t.Errorf("Axis after up = %v, want 0", got)
	}
	if got := s.Axis(0, "Unknown"); got != 0 || s.Held(0, "Unknown") {
		t.Errorf("an action never seen is not up with value 0")
	}
	s.Reset()
	if s.Held(3, "MoveX") || s.Axis(3, "MoveX") != 0 {
		t.Errorf("Reset kept player 3's MoveX")
	}
}

func TestStatePanicsOnBadPlayer(t *testing.T) {
	tests := map[string]func(s *input.State){
		"Held(-1)":   func(s *input.State) { s.Held(-1, "Jump") },
		"Pressed(8)": func(s *input.State) { s.Pressed(input.MaxPlayers, "Jump") },
		"Axis(9)":    func(s *input.State) { s.Axis(9, "Jump") },
		"Apply(8)":   func(s *input.State) { s.Apply([]input.Event{down(8, "Jump")}) },
	}
	for name, f := range tests {
		func() {
			defer func() {
				if e := recover(); e == nil || !strings.HasPrefix(e.(string), "input: player") {
					t.Errorf("%s: recovered %v, want an input panic", name, e)
				}
			}()
			f(&input.State{})
		}()
	}
}

func TestStateJSON(t *testing.T) {
	var s input.State
	s.Apply([]input.Event{down(2, "Jump"), {Player: 0, Action: "MoveX", Down: true, Value: -0.5}, down(0, "Jump"), down(1, "Fire")})
	s.Apply([]input.Event{up(1, "Fire")})
	data, err := json.Marshal(&s)
	want := `[{"Player":0,"Action":"Jump","Value":1},{"Player":2,"Action":"Jump","Value":1},{"Player":0,"Action":"MoveX","Value":-0.5}]`
	if err != nil || string(data) != want {
		t.Fatalf("Marshal =\n%s, %v\nwant\n%s", data, err, want)
	}
	var back input.State
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if got := flags(&back, 2, "Jump"); got != "H--" {
		t.Errorf("restored Jump of player 2 is %s, want H--", got)
	}
	if got := back.Axis(0, "MoveX"); got != -0.5 {
		t.Errorf("restored MoveX = %v, want -0.5", got)
	}
	for _, bad := range []string{`{}`, `[{"Player":9,"Action":"Jump","Value":1}]`, `[{"Player":0,"Action":"","Value":1}]`,
		`[{"Player":0,"Action":"Jump","Value":2}]`} {
		if err := json.Unmarshal([]byte(bad), &back); err == nil {
			t.Errorf("Unmarshal(%s) succeeded", bad)
		}
	}
	if !back.Held(2, "Jump") {
		t.Errorf("a failed Unmarshal changed the state")
	}
}

func TestStateStepMakesNoGarbage(t *testing.T) {
	var s input.State
	src := &loopSource{events: []input.Event{down(0, "Jump"), {Player: 1, Action: "MoveX", Down: true, Value: 0.5}, up(0, "Jump")}}
	s.Update(src, 1) // the first step interns the names
	allocs := testing.AllocsPerRun(200, func() {
		s.Update(src, 2)
		_ = s.Pressed(0, "Jump") && s.Held(1, "MoveX")
	})
	if allocs != 0 {
		t.Errorf("a step made %v allocations, want 0", allocs)
	}
}

// loopSource returns the same events every step.
type loopSource struct{ events []input.Event }

func (l *loopSource) Events(tick griff.Tick, dst []input.Event) []input.Event {
	return append(dst, l.events...)
}

func BenchmarkStateUpdate_8Actions(b *testing.B) {
	var s input.State
	var events []input.Event
	for i, a := range []string{"A", "B", "C", "D", "E", "F", "G", "H"} {
		events = append(events, down(i%2, a), up(i%2, a))
	}
	src := &loopSource{events: events}
	for b.Loop() {
		s.Update(src, 1)
	}
}

// TestStateReleaseHeld checks that ReleaseHeld lets go of every player's held
// actions without a release edge, keeps the pointer, and that the next down
// is a press again.
func TestStateReleaseHeld(t *testing.T) {
	var s input.State
	s.Apply([]input.Event{down(0, "Jump"), down(2, "Fire"), {Kind: input.KindPointer, X: 30, Y: 40}})
	before := s.Pointer(0)
	s.ReleaseHeld()
	if got := flags(&s, 0, "Jump") + flags(&s, 2, "Fire"); got != "-P--P-" {
		t.Errorf("after ReleaseHeld: Jump %s, Fire %s; want the step's presses kept and nothing held", got[:3], got[3:])
	}
	if s.Axis(0, "Jump") != 0 || s.Pointer(0) != before {
		t.Errorf("after ReleaseHeld: Jump's value %v, pointer %+v; want 0 and %+v", s.Axis(0, "Jump"), s.Pointer(0), before)
	}
	s.Apply(nil)
	if got := flags(&s, 0, "Jump"); got != "---" {
		t.Errorf("the step after: Jump %s, want ---", got)
	}
	s.Apply([]input.Event{down(0, "Jump")})
	if got := flags(&s, 0, "Jump"); got != "HP-" {
		t.Errorf("the next down: Jump %s, want a press (HP-)", got)
	}
}
