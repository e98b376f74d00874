package strategy

import (
	"slices"
	"testing"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// seated provides network.Seated as a lockstep match of players does, the
// local player local.
type seated struct{ players, local int }

func (seated) Name() string { return "Seated" }
func (s seated) Setup(g *runtime.Game) error {
	runtime.Provide[network.Seated](g, s)
	return nil
}
func (s seated) LocalSeat() int { return s.local }
func (s seated) Players() int   { return s.players }

// as returns ev as player p's events.
func as(p int, ev ...input.Event) []input.Event {
	for i := range ev {
		ev[i].Player = p
	}
	return ev
}

// TestEveryPlayerHasAView: with two people (a lockstep match seen from
// player 1's machine), player 1's pointer and keys select side 1's units
// into Match.Others and order them, player 0's select side 0's into
// Match.UI, each player's complaint goes to their own view, the computer
// plays neither side, and the machine shows side 1 (its marks only).
func TestEveryPlayerHasAView(t *testing.T) {
	ev := append(as(1, ptr(10, 560, 100), down(11, ActionSelect), ptr(12, 680, 200), up(13, ActionSelect),
		ptr(20, 300, 300), down(21, ActionOrder), up(22, ActionOrder)),
		as(0, ptr(10, 300, 150), down(11, ActionSelect), ptr(12, 420, 200), up(13, ActionSelect))...)
	slices.SortStableFunc(ev, func(a, b input.Event) int { return int(a.Tick - b.Tick) })
	set, err := data.LoadFS(Template(), "tables")
	if err != nil {
		t.Fatal(err)
	}
	r := newRigSet(t, 1, set, &script{ev}, []runtime.System{seated{2, 1}}, field(30, 17), false,
		u("footman", 0, 10, 5), u("footman", 0, 11, 5), u("footman", 1, 18, 4), u("archer", 1, 19, 4), u("hall", 1, 25, 12))
	m := r.match()
	m.AISide = 1
	r.step(25)
	// Ids: side 0's footmen 1 and 2, side 1's footman 3 and archer 4, its hall 5.
	if !slices.Equal(m.UI.Selected, []int{1, 2}) || !slices.Equal(m.Others[0].Selected, []int{3, 4}) {
		t.Fatalf("selected: player 0 %v, player 1 %v; want [1 2] and [3 4]", m.UI.Selected, m.Others[0].Selected)
	}
	for _, f := range r.byKind("footman", 1) {
		if f.Act != OrderMove {
			t.Errorf("side 1's footman is %v, want move", f.Act)
		}
	}
	if len(m.Markers) != 1 || m.Markers[0].Side != 1 || m.viewer != 1 || m.ui != &m.Others[0] {
		t.Errorf("marks %+v, viewer %d: want one of side 1's, shown on side 1's machine", m.Markers, m.viewer)
	}
	if u := r.byKind("footman", 0)[0]; u.Picked {
		t.Error("side 0's selection is drawn on side 1's machine")
	}
	if m.AI != (AI{}) {
		t.Errorf("the computer played a side people play: %+v", m.AI)
	}
	s := r.sys()
	s.complain(1, "Not enough gold")
	s.complain(2, "nobody")
	if m.Others[0].Message != "Not enough gold" || m.UI.Message != "" {
		t.Errorf("messages: side 0 %q, side 1 %q", m.UI.Message, m.Others[0].Message)
	}
}

// TestHudFoundByComponent: the hud is the Match's child with a
// Strategy.Hud whatever its name, and with the camera it is this machine's
// view only (network.Presenter), left out of the shared digest.
func TestHudFoundByComponent(t *testing.T) {
	r := newRig(t, 1, field(10, 8), false, u("hall", 0, 2, 2))
	he := r.g.Scene().Find("Hud")
	he.SetName("Overlay")
	res := r.g.Scene().NewEntity("Resources", he)
	scenes.Add(res, visual.Text{})
	r.step(2)
	if txt := scenes.Get[visual.Text](res).Text; txt != "Gold 1000    Wood 1000    Supply 0/6" {
		t.Errorf("the hud named Overlay says %q", txt)
	}
	s := r.sys()
	if !s.Presentation(he) || !s.Presentation(res) || s.Presentation(r.me) {
		t.Error("presentation: want the hud and its texts, not the match")
	}
	before := network.SharedFingerprint(r.g)
	scenes.Get[visual.Text](res).Text = "another view"
	if network.SharedFingerprint(r.g) != before || r.g.Fingerprint() == before {
		t.Error("the hud's text counts in the shared digest")
	}
}
