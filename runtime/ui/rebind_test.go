package ui_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// projectControls are a game's default controls: jump on Space and Pad:A,
// left on ArrowLeft, right on ArrowRight.
func projectControls() *input.Controls {
	c := &input.Controls{}
	c.Bind("jump", input.KeyBinding(input.KeySpace), input.PadBinding(input.PadA))
	c.Bind("left", input.KeyBinding(input.KeyArrowLeft))
	c.Bind("right", input.KeyBinding(input.KeyArrowRight))
	return c
}

// rebindGame makes a game with a controls panel (Jump, Left, Right rebinding
// widgets, Jump focused first) over controls c, keeping settings in store.
func rebindGame(t *testing.T, store ui.SettingsStore, c *input.Controls, events []input.Event) (*runtime.Game, []*ui.Widget) {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{Input: input.NewScript(events)},
		ui.NewSystem(ui.Options{Screen: screen, Settings: store, Controls: c}))
	if err != nil {
		t.Fatal(err)
	}
	s := g.Scene()
	panel := s.NewEntity("Controls", nil)
	scenes.Add(panel, ui.Panel{Name: "Controls", Open: true, Size: griff.V(200, 100)})
	var ws []*ui.Widget
	for i, a := range []string{"jump", "left", "right"} {
		ws = append(ws, widget(s, panel, a, griff.V(10, float64(10+30*i)), ui.Widget{Label: strings.ToUpper(a[:1]) + a[1:], Setting: "bind:" + a}))
	}
	return g, ws
}

func keyPress(tick griff.Tick, k input.Key) []input.Event {
	return press(tick, input.CaptureAction(k))
}

// TestRebindPersists rebinds Jump to K (keeping its gamepad button), then Left
// to K too (a conflict: Jump loses K and, left with no key, takes Left's
// ArrowLeft); a restart reads the bindings back into fresh project controls.
// Escape while waiting cancels.
func TestRebindPersists(t *testing.T) {
	store := &memorySettings{}
	var ev []input.Event
	ev = append(ev, press(2, "UIAccept")...)          // Jump waits for a key
	ev = append(ev, keyPress(4, input.KeyK)...)       // Jump: K
	ev = append(ev, press(6, "UIDown")...)            // focus Left
	ev = append(ev, press(8, "UIAccept")...)          // Left waits
	ev = append(ev, keyPress(10, input.KeyK)...)      // Left: K; Jump: ArrowLeft
	ev = append(ev, press(12, "UIDown")...)           // focus Right
	ev = append(ev, press(14, "UIAccept")...)         // Right waits
	ev = append(ev, keyPress(16, input.KeyEscape)...) // cancelled
	c := projectControls()
	g, ws := rebindGame(t, store, c, ev)
	run(g, 3)
	if !ws[0].Waiting || ui.Caption(ws[0]) != "Jump: press a key" || !runtime.Service[ui.IPanels](g).Waiting() {
		t.Errorf("after accepting Jump: waiting %v, shows %q; want waiting, \"Jump: press a key\"", ws[0].Waiting, ui.Caption(ws[0]))
	}
	run(g, 2)
	if got, want := c.Bindings("jump"), []input.Binding{input.KeyBinding(input.KeyK), input.PadBinding(input.PadA)}; !slices.Equal(got, want) {
		t.Errorf("jump bound to %v, want %v", got, want)
	}
	if got := ui.Caption(ws[0]); got != "Jump: K" {
		t.Errorf("Jump shows %q, want \"Jump: K\"", got)
	}
	run(g, 15)
	want := map[string][]input.Binding{
		"jump":  {input.PadBinding(input.PadA), input.KeyBinding(input.KeyArrowLeft)},
		"left":  {input.KeyBinding(input.KeyK)},
		"right": {input.KeyBinding(input.KeyArrowRight)},
	}
	for a, bs := range want {
		if got := c.Bindings(a); !slices.Equal(got, bs) {
			t.Errorf("after the conflict: %s bound to %v, want %v", a, got, bs)
		}
	}
	if ws[2].Waiting || ui.Caption(ws[2]) != "Right: ArrowRight" {
		t.Errorf("after Escape: Right waiting %v, shows %q; want cancelled, \"Right: ArrowRight\"", ws[2].Waiting, ui.Caption(ws[2]))
	}
	// A restart: the project's controls again, the saved bindings put in them.
	c2 := projectControls()
	g2, ws2 := rebindGame(t, store, c2, nil)
	run(g2, 1)
	for a, bs := range want {
		if got := c2.Bindings(a); !slices.Equal(got, bs) {
			t.Errorf("after a restart: %s bound to %v, want %v (settings %s)", a, got, bs, store.data)
		}
	}
	if got := ui.Caption(ws2[1]); got != "Left: K" {
		t.Errorf("after a restart Left shows %q, want \"Left: K\"", got)
	}
	run(g2, 20) // the glow settles
	if allocs := testing.AllocsPerRun(20, func() { g2.Step() }); allocs != 0 {
		t.Errorf("a settled step of the controls panel allocated %v times, want 0", allocs)
	}
}

// TestBadSavedBindings: saved bindings that do not read warn and leave the
// project's; good ones beside them still apply.
func TestBadSavedBindings(t *testing.T) {
	store := &memorySettings{data: []byte(`{"bindings":{"jump":["Key:Nope"],"left":["Key:J"],"bad name!":["Key:K"]}}`)}
	c := projectControls()
	g, _ := rebindGame(t, store, c, nil)
	run(g, 1)
	if got := c.Bindings("jump"); !slices.Equal(got, projectControls().Bindings("jump")) {
		t.Errorf("jump bound to %v, want the project's", got)
	}
	if got := c.Bindings("left"); !slices.Equal(got, []input.Binding{input.KeyBinding(input.KeyJ)}) {
		t.Errorf("left bound to %v, want Key:J", got)
	}
	if n := g.Problems().Len(); n != 2 {
		t.Errorf("%d problems %v, want 2 (jump's binding, the bad action name)", n, g.Problems().List())
	}
}
