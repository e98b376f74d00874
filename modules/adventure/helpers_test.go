package adventure

import (
	"io/fs"
	"testing"

	"github.com/griffengine/griff/data/dlg"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/scenes"
)

// clicks is an input source whose clicks the test queues: each moves the
// pointer and presses an action in the next step, releasing it in the one
// after.
type clicks struct {
	next    []input.Event
	release []string
}

func (s *clicks) Events(tick griff.Tick, dst []input.Event) []input.Event {
	for _, a := range s.release {
		dst = append(dst, input.Event{Tick: tick, Action: a})
	}
	s.release = s.release[:0]
	for _, e := range s.next {
		e.Tick = tick
		dst = append(dst, e)
		if e.Kind == input.KindAction && e.Down {
			s.release = append(s.release, e.Action)
		}
	}
	s.next = s.next[:0]
	return dst
}

// rig is a game of the template's scene.
type rig struct {
	t        testing.TB
	g        *runtime.Game
	in       *clicks
	problems []scenes.Problem
}

// newRig makes a game of the template's scene, changed by setup.
func newRig(t testing.TB, setup func(sc *scenes.Scene)) *rig {
	t.Helper()
	files := Template()
	r := &rig{t: t, in: &clicks{}}
	probs := scenes.NewProblems(func(p scenes.Problem) { r.problems = append(r.problems, p) })
	data, err := fs.ReadFile(files, "scenes/main.json")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenes.ReadScene("scenes/main.json", data, probs)
	if err != nil {
		t.Fatal(err)
	}
	if setup != nil {
		setup(sc)
	}
	set, fprobs, err := dlg.LoadFS(files, "dialogue")
	if err != nil || len(fprobs) > 0 {
		t.Fatal(err, fprobs)
	}
	g, err := builtins.NewGame(runtime.Options{Scene: sc, Seed: 1, Input: r.in, Problems: probs},
		builtins.Options{Dialogue: set}, Systems()...)
	if err != nil {
		t.Fatal(err)
	}
	r.g = g
	r.g.Step()
	return r
}

// noProblems fails the test if the game reported a problem.
func (r *rig) noProblems() {
	r.t.Helper()
	for _, p := range r.problems {
		r.t.Errorf("problem: %v", p)
	}
}

// press moves the pointer to (x, y), presses action a and steps twice.
func (r *rig) press(a string, x, y float64) {
	r.in.next = append(r.in.next, input.Event{Kind: input.KindPointer, X: x, Y: y},
		input.Event{Action: a, Down: true, Value: 1})
	r.g.Step()
	r.g.Step()
}

// click left-clicks (x, y) and steps until the hero stopped walking.
func (r *rig) click(x, y float64) {
	r.t.Helper()
	r.press(ActionClick, x, y)
	r.settle()
}

// settle steps until the hero has no path left (at most 10 s).
func (r *rig) settle() {
	r.t.Helper()
	for range 600 {
		if len(r.hero().Path) == 0 {
			return
		}
		r.g.Step()
	}
	r.t.Fatalf("the hero still walks: %v", r.hero().Path)
}

func (r *rig) find(name string) *scenes.Entity { return r.g.Scene().Find(name) }
func (r *rig) hero() *Hero                     { return scenes.Get[Hero](r.find("Hero")) }
func (r *rig) adv() *Adventure                 { return scenes.Get[Adventure](r.find("Game")) }
func (r *rig) pos() griff.Vec                  { return r.find("Hero").Transform().Position() }

// holds returns how many of item the hero holds.
func (r *rig) holds(item string) int {
	return scenes.Get[items.Inventory](r.find("Hero")).Count(item)
}

// slot returns the screen point of inventory slot i.
func slot(i int) (float64, float64) { return SlotLeft + SlotWidth*float64(i) + SlotWidth/2, 505 }

// pickSlot left-clicks inventory slot i.
func (r *rig) pickSlot(i int) {
	x, y := slot(i)
	r.press(ActionClick, x, y)
}

// clickAt returns the events of moving the pointer to (x, y) and pressing
// ActionClick.
func clickAt(x, y float64) []input.Event {
	return []input.Event{{Kind: input.KindPointer, X: x, Y: y}, {Action: ActionClick, Down: true, Value: 1}}
}
