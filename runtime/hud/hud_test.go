package hud_test

import (
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/hud"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/scenes"
)

var screen = griff.V(320, 180)

// stats is a component of the tests with outputs of every kind.
type stats struct {
	HP    int           `json:"hp"`
	MaxHP int           `json:"maxHP"`
	Name  string        `json:"name"`
	Wait  time.Duration `json:"wait"`
	Stars int           `json:"stars"`
	Fires int           `json:"fires"`
}

// Outputs returns "fired": stats is a messages.Emitter for wires.
func (*stats) Outputs() []string { return []string{"fired"} }

func init() { scenes.Register[stats]("Test.Stats") }

// newGame makes a game with the HUD, messages and items systems over events,
// stepping at 60 a second.
func newGame(t testing.TB, events []input.Event) *runtime.Game {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{Input: input.NewScript(events)},
		messages.NewSystem(), items.NewSystem(), hud.NewSystem(hud.Options{Screen: screen}))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func add[T any](g *runtime.Game, name string, v T) (*scenes.Entity, *T) {
	e := g.Scene().NewEntity(name, nil)
	return e, scenes.Add(e, v)
}

func run(g *runtime.Game, steps int) {
	for range steps {
		g.Step()
	}
}

// press returns a down and an up event of action, at tick and tick+1.
func press(tick griff.Tick, action string) []input.Event {
	return []input.Event{{Tick: tick, Action: action, Down: true, Value: 1}, {Tick: tick + 1, Action: action}}
}

// TestAnchorPlacesOnTheLogicalScreen pins entities to each point of a 320×180
// screen with an offset.
func TestAnchorPlacesOnTheLogicalScreen(t *testing.T) {
	want := map[hud.Corner]griff.Vec{
		hud.TopLeft: griff.V(5, -3), hud.Top: griff.V(165, -3), hud.TopRight: griff.V(325, -3),
		hud.Left: griff.V(5, 87), hud.Center: griff.V(165, 87), hud.Right: griff.V(325, 87),
		hud.BottomLeft: griff.V(5, 177), hud.Bottom: griff.V(165, 177), hud.BottomRight: griff.V(325, 177),
	}
	g := newGame(t, nil)
	es := map[hud.Corner]*scenes.Entity{}
	for c := range want {
		es[c], _ = add(g, c.String(), hud.Anchor{To: c, Offset: griff.V(5, -3)})
	}
	run(g, 1)
	for c, w := range want {
		if got := es[c].Transform().Position(); got != w {
			t.Errorf("anchored %v at %v, want %v", c, got, w)
		}
	}
	var c hud.Corner
	if err := c.UnmarshalText([]byte("bottom-right")); err != nil || c != hud.BottomRight {
		t.Errorf("reading bottom-right gave %v, %v", c, err)
	}
	if err := c.UnmarshalText([]byte("middle")); err == nil {
		t.Error("reading \"middle\" gave no error")
	}
}

// TestBarTrail drops a bar's value from 10 of 10 to 6: the fill drops at once,
// the trail holds for 0.5 s (30 steps) and then falls at half the bar a second
// to the fill; a rise moves the trail with the fill.
func TestBarTrail(t *testing.T) {
	g := newGame(t, nil)
	_, st := add(g, "Player", stats{HP: 10, MaxHP: 10})
	_, b := add(g, "Health", hud.Bar{Source: hud.Source{Entity: "Player", Output: "Test.Stats.hp"},
		MaxSource: hud.Source{Entity: "Player", Output: "Test.Stats.maxHP"}})
	run(g, 2)
	if b.Fill.Value() != 1 || b.Trail.Value() != 1 || b.Fill.Previous() != 1 || b.Max != 10 {
		t.Fatalf("full bar: fill %v (from %v), trail %v, max %v; want 1 from 1, 1, 10", b.Fill.Value(), b.Fill.Previous(), b.Trail.Value(), b.Max)
	}
	st.HP = 6
	run(g, 1)
	if b.Fill.Value() != 0.6 || b.Fill.Previous() != 1 || b.Trail.Value() != 1 || b.Hold != 29 {
		t.Fatalf("after the drop: fill %v from %v, trail %v, hold %d; want 0.6 from 1, 1, 29", b.Fill.Value(), b.Fill.Previous(), b.Trail.Value(), b.Hold)
	}
	run(g, 29)
	if b.Trail.Value() != 1 {
		t.Errorf("trail after 30 steps is %v, want still 1", b.Trail.Value())
	}
	run(g, 1)
	if got, want := b.Trail.Value(), 1-0.5*g.Clock().StepDuration().Seconds(); got != want {
		t.Errorf("trail's first fall: %v, want %v", got, want)
	}
	run(g, 60)
	if b.Trail.Value() != 0.6 {
		t.Errorf("trail after 61 steps of falling: %v, want 0.6 (the fill)", b.Trail.Value())
	}
	st.HP = 8
	run(g, 1)
	if b.Fill.Value() != 0.8 || b.Trail.Value() != 0.8 {
		t.Errorf("after a rise: fill %v, trail %v; want both 0.8", b.Fill.Value(), b.Trail.Value())
	}
}

// TestCounter counts coins in an inventory (a Count output), a number field
// with a format and padding, and "count" messages sent by a wire from an
// output.
func TestCounter(t *testing.T) {
	g := newGame(t, nil)
	player, st := add(g, "Player", stats{Stars: 4})
	scenes.Add(player, items.Inventory{Start: "3 Coin"})
	scenes.Add(player, messages.Wires{Links: []messages.Wire{{When: "fired", Send: "count", To: "Fires"}}})
	_, coins := add(g, "Coins", hud.Counter{Source: hud.Source{Entity: "Player", Output: "Griff.Inventory.Coin"}, Format: "Coins: %d"})
	_, stars := add(g, "Stars", hud.Counter{Source: hud.Source{Entity: "Player", Output: "Test.Stats.stars"}, Format: "%d%% x%d", Digits: 3})
	_, fires := add(g, "Fires", hud.Counter{Step: 2})
	run(g, 2)
	msgs := messages.Of(g)
	for range 3 {
		msgs.Emit(player, "Test.Stats", "fired")
	}
	st.Stars = 12
	run(g, 1)
	for _, tc := range []struct {
		c    *hud.Counter
		n    int
		text string
	}{{coins, 3, "Coins: 3"}, {stars, 12, "012% x%d"}, {fires, 6, "6"}} {
		if tc.c.Count != tc.n || hud.Shown(tc.c) != tc.text {
			t.Errorf("counter shows %d as %q, want %d as %q", tc.c.Count, hud.Shown(tc.c), tc.n, tc.text)
		}
	}
	msgs.Send(nil, messages.Entity(g.Scene().Find("Fires")), "reset")
	if fires.Count != 0 {
		t.Errorf("after reset the count is %d, want 0", fires.Count)
	}
}

// TestPipsFromSources reads pips' value and max from outputs and bounds max.
func TestPipsFromSources(t *testing.T) {
	g := newGame(t, nil)
	_, st := add(g, "Player", stats{HP: 2, MaxHP: 5})
	_, p := add(g, "Hearts", hud.Pips{Source: hud.Source{Entity: "Player", Output: "Test.Stats.hp"},
		MaxSource: hud.Source{Entity: "Player", Output: "Test.Stats.maxHP"}})
	run(g, 1)
	if p.Value != 2 || p.Max != 5 {
		t.Errorf("pips %d of %d, want 2 of 5", p.Value, p.Max)
	}
	st.MaxHP = 1000
	run(g, 1)
	if n := len(g.Problems().List()); n != 1 || !strings.Contains(g.Problems().List()[0].Message, "more than 100 pips") {
		t.Errorf("problems %v, want one saying more than 100 pips", g.Problems().List())
	}
}

// TestLabelSources shows a string output, a duration output and a text with
// tags, and warns once about each output that names nothing.
func TestLabelSources(t *testing.T) {
	g := newGame(t, nil)
	_, st := add(g, "Player", stats{Name: "Ada"})
	_, name := add(g, "Name", hud.Label{Source: hud.Source{Entity: "Player", Output: "Test.Stats.name"}})
	_, tagged := add(g, "Tagged", hud.Label{Text: "[color=red]Level[/color] 1"})
	_, bad := add(g, "Bad", hud.Label{Text: "kept", Source: hud.Source{Entity: "Player", Output: "Test.Stats.nothing"}})
	_, worse := add(g, "Worse", hud.Label{Source: hud.Source{Output: "Nothing.at.all"}})
	run(g, 3)
	st.Name = "Bea"
	run(g, 1)
	if hud.Shown(name) != "Bea" || hud.Shown(tagged) != "Level 1" || hud.Shown(bad) != "" || hud.Shown(worse) != "" {
		t.Errorf("labels show %q, %q, %q, %q; want Bea, Level 1, \"\", \"\"", hud.Shown(name), hud.Shown(tagged), hud.Shown(bad), hud.Shown(worse))
	}
	var msgs []string
	for _, p := range g.Problems().List() {
		msgs = append(msgs, p.String())
	}
	if len(msgs) != 2 || !strings.Contains(msgs[0], "no text named \"nothing\"") || !strings.Contains(msgs[1], "bad output name") {
		t.Errorf("problems:\n%s\nwant one about \"nothing\" and one bad output name", strings.Join(msgs, "\n"))
	}
}

// TestParseOutput splits output names at the component's name.
func TestParseOutput(t *testing.T) {
	for _, tc := range []struct{ in, comp, name string }{
		{"Test.Stats.hp", "Test.Stats", "hp"},
		{"Griff.Inventory.Gold.Coin", "Griff.Inventory", "Gold.Coin"},
		{"Test.Stats.", "", ""}, {"Test.Stats", "", ""}, {"", "", ""}, {".", "", ""}, {"hp", "", ""},
	} {
		ct, name, err := hud.ParseOutput(tc.in)
		got := ""
		if ct != nil {
			got = ct.Name()
		}
		if got != tc.comp || name != tc.name || (err == nil) != (tc.comp != "") {
			t.Errorf("ParseOutput(%q) = %q, %q, %v; want %q, %q", tc.in, got, name, err, tc.comp, tc.name)
		}
	}
}

// FuzzParseOutput checks ParseOutput never panics and that what it accepts
// puts the output back together.
func FuzzParseOutput(f *testing.F) {
	for _, s := range []string{"Test.Stats.hp", "Griff.Inventory.Coin", "Griff.Inventory.", ".", "..", "Griff.", "a.b.c.d", "Test.Stats.Test.Stats.x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ct, name, err := hud.ParseOutput(s)
		if err != nil {
			return
		}
		if ct == nil || name == "" || ct.Name()+"."+name != s && !formerJoin(ct, name, s) {
			t.Errorf("ParseOutput(%q) = %v, %q", s, ct, name)
		}
	})
}

func formerJoin(ct *scenes.ComponentType, name, s string) bool {
	for _, f := range ct.FormerNames() {
		if f+"."+name == s {
			return true
		}
	}
	return false
}

// TestOnTheHUDBeforeAnyStep: every HUD element is on the HUD as soon as it
// joins its entity, not only once a step or a draw has seen it, so a game
// paused from its first step (a title menu) has the same state whether or not
// a frame was drawn (a recording made by a host that draws nothing replays).
func TestOnTheHUDBeforeAnyStep(t *testing.T) {
	g := newGame(t, nil)
	_, b := add(g, "Bar", hud.Bar{})
	_, c := add(g, "Counter", hud.Counter{})
	_, p := add(g, "Pips", hud.Pips{})
	_, l := add(g, "Label", hud.Label{})
	_, w := add(g, "Typewriter", hud.Typewriter{})
	for name, on := range map[string]bool{"bar": b.HUD, "counter": c.HUD, "pips": p.HUD, "label": l.HUD, "typewriter": w.HUD} {
		if !on {
			t.Errorf("the %s is not on the HUD before any step", name)
		}
	}
}
