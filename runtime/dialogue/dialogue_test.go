package dialogue_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/griffengine/griff/data/dlg"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/dialogue"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

func guardSet(t testing.TB) *dlg.Set {
	t.Helper()
	src, err := os.ReadFile("testdata/guard.dlg")
	if err != nil {
		t.Fatal(err)
	}
	sc, probs := dlg.Parse("dialogue/guard.dlg", src)
	if len(probs) > 0 {
		t.Fatal(probs)
	}
	return dlg.NewSet(sc)
}

// newGame makes a game with a guard who starts talking with the scene and
// shows the conversation in its Text.
func newGame(t testing.TB) (*runtime.Game, *scenes.Entity, dialogue.Dialogue) {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{Seed: 1}, dialogue.NewSystem(guardSet(t)))
	if err != nil {
		t.Fatal(err)
	}
	e := g.Scene().NewEntity("Guard", nil)
	scenes.Add(e, dialogue.Conversation{Dialogue: "guard", AutoStart: true})
	scenes.Add(e, dialogue.Caption{})
	scenes.Add(e, visual.Text{})
	return g, e, dialogue.Of(g)
}

func text(e *scenes.Entity) string { return scenes.Get[visual.Text](e).Text }

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestScriptedPlaySavedAndRestored plays the guard's conversation by scripted
// choices, with a closed choice refused on the way, snapshots the game in the
// middle, restores it into a second game, plays both on the same way and
// wants the same state and fingerprint.
func TestScriptedPlaySavedAndRestored(t *testing.T) {
	g, e, d := newGame(t)
	g.Step()
	if got, want := text(e), "Guard: Halt! Who goes there?"; got != want {
		t.Fatalf("shown %q, want %q", got, want)
	}
	must(t, d.SetFlag(e, "gold", dlg.Int(4)))
	must(t, d.Next(e))
	g.Step()
	if got, want := text(e), "(1. Offer a bribe)\n2. Tell the truth\n3. Walk away"; got != want {
		t.Fatalf("menu shown %q, want %q", got, want)
	}
	before := g.Fingerprint()
	if err := d.Choose(e, 0); !errors.Is(err, dlg.ErrRefused) {
		t.Fatalf("closed choice: %v, want dlg.ErrRefused", err)
	}
	g.Step()
	g2, _, _ := newGame(t)
	snap, err := g.Snapshot(nil)
	must(t, err)
	if after := g.Fingerprint(); after == before {
		t.Fatal("a step left the fingerprint as it was (the clock moves)")
	}
	must(t, g2.Restore(snap))
	e2 := g2.Scene().Find("Guard")
	if e2 == nil {
		t.Fatal("no Guard after restore")
	}
	if g.Fingerprint() != g2.Fingerprint() {
		t.Fatal("restored game's fingerprint differs")
	}
	for _, gg := range []*runtime.Game{g, g2} {
		play(t, gg)
	}
	if g.Fingerprint() != g2.Fingerprint() {
		t.Errorf("after playing on: fingerprints differ")
	}
	want := `dlg1 start 0 gold=4 met_guard=true name="Ann"`
	if got := d.Save(e); got != want {
		t.Errorf("state %q, want %q", got, want)
	}
	if got := text(g2.Scene().Find("Guard")); got != "Guard: Oh, it's you again." {
		t.Errorf("restored game shows %q", got)
	}
}

// play tells the truth, admits to no hammer and is back at the start.
func play(t *testing.T, g *runtime.Game) {
	t.Helper()
	d, e := dialogue.Of(g), g.Scene().Find("Guard")
	must(t, d.Choose(e, 1))
	g.Step()
	must(t, d.Next(e))
	g.Step()
	if err := d.Choose(e, 0); !errors.Is(err, dlg.ErrRefused) {
		t.Fatalf("Choose on a line: %v, want refused", err)
	}
	must(t, d.Next(e))
	must(t, d.Choose(e, 1))
	g.Step()
}

// TestLoadRefusesMissingNode: a save naming a node the file no longer has is
// refused by name and nothing moves.
func TestLoadRefusesMissingNode(t *testing.T) {
	g, e, d := newGame(t)
	g.Step()
	was := d.Save(e)
	err := d.Load(e, "dlg1 tavern 0 gold=3")
	if !errors.Is(err, dlg.ErrNoNode) || !strings.Contains(err.Error(), `"tavern"`) {
		t.Fatalf("Load: %v, want dlg.ErrNoNode naming tavern", err)
	}
	if d.Save(e) != was {
		t.Fatalf("refused load moved the conversation: %q -> %q", was, d.Save(e))
	}
	must(t, d.Load(e, "dlg1 truth 1 gold=3"))
	if got := d.Turn(e); got.Speaker != "Ann" {
		t.Fatalf("after Load: %+v", got)
	}
}

// TestMistakesWarnOnce: a conversation naming a file the game lacks, and one
// whose state names a node its file no longer has, warn once each and the
// game goes on.
func TestMistakesWarnOnce(t *testing.T) {
	g, _, _ := newGame(t)
	a := g.Scene().NewEntity("Lost", nil)
	scenes.Add(a, dialogue.Conversation{Dialogue: "nobody", AutoStart: true})
	b := g.Scene().NewEntity("Old", nil)
	scenes.Add(b, dialogue.Conversation{Dialogue: "guard", Started: true, State: "dlg1 cellar 0"})
	for range 3 {
		g.Step()
	}
	var got []string
	for _, p := range g.Problems().List() {
		got = append(got, p.Message)
	}
	if len(got) != 2 || !strings.Contains(got[0], `"nobody"`) || !strings.Contains(got[1], `"cellar"`) {
		t.Fatalf("problems %q, want one about nobody, one about cellar", got)
	}
	if dialogue.Of(g).Showing() != g.Scene().Find("Guard") {
		t.Errorf("Showing is not the guard")
	}
}
