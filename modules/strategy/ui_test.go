package strategy

import (
	"slices"
	"testing"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
)

// uiRig is a 30×17 tile match (the screen shows all of it: world units
// are screen pixels) played by the events ev.
func uiRig(t *testing.T, ev []input.Event) *rig {
	set, err := data.LoadFS(Template(), "tables")
	if err != nil {
		t.Fatal(err)
	}
	return newRigSet(t, 1, set, &script{ev}, nil, field(30, 17), false,
		u("hall", 0, 2, 2), u("footman", 0, 10, 5), u("footman", 0, 11, 5), u("archer", 0, 12, 5), u("footman", 0, 20, 12))
}

func ptr(t griff.Tick, x, y float64) input.Event {
	return input.Event{Tick: t, Kind: input.KindPointer, X: x, Y: y}
}
func down(t griff.Tick, a string) input.Event {
	return input.Event{Tick: t, Action: a, Down: true, Value: 1}
}
func up(t griff.Tick, a string) input.Event { return input.Event{Tick: t, Action: a} }

// TestSelectionAndGroups: a box selects the three units in it (not the
// hall); Ctrl+1 keeps them; a click selects one; 1 recalls the three; a
// double-click on a footman selects the footmen on the screen; shift-click
// takes one out.
func TestSelectionAndGroups(t *testing.T) {
	ev := []input.Event{
		ptr(10, 300, 150), down(11, ActionSelect), ptr(12, 420, 200), up(13, ActionSelect),
		down(20, ActionGroup), down(21, "group1"), up(22, "group1"), up(23, ActionGroup),
		ptr(30, 656, 400), down(31, ActionSelect), up(32, ActionSelect),
		down(40, "group1"), up(41, "group1"),
		ptr(50, 336, 176), down(51, ActionSelect), up(52, ActionSelect), down(55, ActionSelect), up(56, ActionSelect),
		down(70, ActionAdd), ptr(71, 656, 400), down(72, ActionSelect), up(73, ActionSelect), up(74, ActionAdd),
	}
	r := uiRig(t, ev)
	ui := &r.match().UI
	want := func(at int, what string, ids ...int) {
		r.step(at - int(r.g.Clock().Tick()))
		if !slices.Equal(ui.Selected, ids) {
			t.Errorf("%s: selected %v, want %v", what, ui.Selected, ids)
		}
	}
	// Ids: hall 1, footmen 2 and 3, archer 4, far footman 5.
	want(15, "a box", 2, 3, 4)
	want(35, "a click", 5)
	want(45, "group 1", 2, 3, 4)
	want(60, "a double-click", 2, 3, 5)
	want(80, "shift-click", 2, 3)
}

// TestRightClickOrdersAndMarks: a right-click on the ground moves the
// selection and leaves a mark that fades; on an enemy it attacks.
func TestRightClickOrdersAndMarks(t *testing.T) {
	ev := []input.Event{
		ptr(10, 300, 150), down(11, ActionSelect), ptr(12, 420, 200), up(13, ActionSelect),
		ptr(20, 700, 300), down(21, ActionOrder), up(22, ActionOrder),
	}
	r := uiRig(t, ev)
	r.step(23)
	m := r.match()
	if len(m.Markers) != 1 || m.Markers[0].X != 700 || m.Markers[0].Order != OrderMove {
		t.Fatalf("markers %+v, want one move mark at 700", m.Markers)
	}
	for _, f := range r.byKind("footman", 0)[:2] {
		if f.Act != OrderMove {
			t.Errorf("footman %d is %v, want move", f.ID, f.Act)
		}
	}
	r.step(MarkerSteps + 2)
	if len(m.Markers) != 0 {
		t.Errorf("the mark did not fade: %+v", m.Markers)
	}
}
