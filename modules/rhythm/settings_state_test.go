package rhythm_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/modules/rhythm"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/beat"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// TestSettingsAreNotState: two games of the template's title alike but for
// their players' saved settings (scroll speed 1x and 3x, calibration 0 and
// +40 ms) are in the same state step for step, though each player opens the
// settings and moves both choices: the machines of a match whose players keep
// different settings agree on every state digest, and each settings widget
// shows (Current, what it draws) and changes its own player's setting.
func TestSettingsAreNotState(t *testing.T) {
	var ev []input.Event
	for _, k := range []struct {
		t int
		a string
	}{{5, "UIDown"}, {8, "UIDown"}, {11, "UIDown"}, {14, "UIAccept"}, {20, "UIRight"}, {23, "UIDown"}, {26, "UILeft"}} {
		ev = append(ev, input.Event{Tick: griff.Tick(k.t), Action: k.a, Down: true, Value: 1}, input.Event{Tick: griff.Tick(k.t + 1), Action: k.a})
	}
	ra, rb := records{}, records{rhythm.PrefsRecord: []byte(`{"scrollSpeed": 3}`)}
	ga := newGame(t, rhythm.Template(), "title", input.NewScript(ev), nil, ra)
	gb := newGame(t, rhythm.Template(), "title", input.NewScript(ev), nil, rb)
	if err := beat.Of(gb).SetSettings(beat.Settings{LatencyMs: 40}); err != nil {
		t.Fatal(err)
	}
	for range 40 {
		ga.Step()
		gb.Step()
		if fa, fb := ga.Fingerprint(), gb.Fingerprint(); fa != fb {
			t.Fatalf("step %d: the two games differ: %v", ga.Clock().Tick(), runtime.DiffState(ga.StateDigest(), gb.StateDigest(), 5))
		}
	}
	for _, tc := range []struct {
		g               *runtime.Game
		rec             records
		scroll          float64
		latency         int
		shown, shownCal string
	}{{ga, ra, 1.25, -5, "1.25x", "-5 ms"}, {gb, rb, 3.5, 35, "3.5x", "+35 ms"}} {
		if got := rhythm.Of(tc.g).Prefs().ScrollSpeed; got != tc.scroll {
			t.Errorf("scroll speed %v, want %v", got, tc.scroll)
		}
		if got := beat.Of(tc.g).Settings().LatencyMs; got != tc.latency {
			t.Errorf("calibration %d ms, want %d", got, tc.latency)
		}
		for name, want := range map[string]string{rhythm.WidgetScrollSpeed: tc.shown, rhythm.WidgetCalibration: tc.shownCal} {
			w := scenes.Read[ui.Widget](tc.g.Scene().Find("SettingsPanel/" + name))
			if i := int(w.Current()); i < 0 || i >= len(w.Choices) || w.Choices[i] != want || w.Value != 0 {
				t.Errorf("the %s choice shows %v of %q (Value %v); want %q, Value the file's 0", name, w.Current(), w.Choices, w.Value, want)
			}
		}
	}
}

// TestSettingsShownAfterARestore: the scroll speed choice shows the player's
// setting as it is now, after a change made through the service (a script's)
// and after a restore of a snapshot taken before it (the setting is not
// restored: it is the player's).
func TestSettingsShownAfterARestore(t *testing.T) {
	rec := records{rhythm.PrefsRecord: []byte(`{"scrollSpeed": 2}`)}
	g := newGame(t, rhythm.Template(), "title", nil, nil, rec)
	g.Step()
	snap, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	shows := func(when, want string) {
		t.Helper()
		w := scenes.Read[ui.Widget](g.Scene().Find("SettingsPanel/ScrollSpeed"))
		if i := int(w.Current()); i < 0 || i >= len(w.Choices) || w.Choices[i] != want {
			t.Errorf("%s the scroll speed choice shows %v of %q; want %s", when, w.Current(), w.Choices, want)
		}
	}
	shows("at first", "2x")
	if err := rhythm.Of(g).SetPrefs(rhythm.Prefs{ScrollSpeed: 3}); err != nil {
		t.Fatal(err)
	}
	g.Step()
	shows("a step after SetPrefs(3)", "3x")
	if err := g.Restore(snap); err != nil {
		t.Fatal(err)
	}
	g.Step()
	shows("a step after restoring a snapshot of 2x", "3x")
}
