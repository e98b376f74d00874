package novel_test

import (
	"testing"

	"github.com/griffengine/griff/modules/novel"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// TestPrefsAreNotState: two games of the template alike but for their
// players' saved preferences (auto delay 1 s and 3 s, skip unread off and on;
// the same text speed, which also sets the typewriter's Rate, game state)
// are in the same state step for step, though each player opens the
// preferences, raises the auto delay and flips skip unread: each widget shows
// (Current, what it draws) and changes its own player's preference, and
// its Value stays the scene file's.
func TestPrefsAreNotState(t *testing.T) {
	sb := &saves.MemoryStore{}
	if err := sb.Write(novel.PrefsRecord, []byte(`{"textRate": 40, "autoDelay": 3, "skipUnread": true}`)); err != nil {
		t.Fatal(err)
	}
	a, b := newSavedGame(t, "", &saves.MemoryStore{}), newSavedGame(t, "", sb)
	same := func() {
		t.Helper()
		if fa, fb := a.g.Fingerprint(), b.g.Fingerprint(); fa != fb {
			t.Fatalf("step %d: the two games differ: %v", a.g.Clock().Tick(), runtime.DiffState(a.g.StateDigest(), b.g.StateDigest(), 5))
		}
	}
	same()
	for _, g := range []*savedGame{a, b} {
		runtime.Service[ui.IPanels](g.g).Open("Preferences")
	}
	for _, act := range []string{"", "UIDown", "UIRight", "UIDown", "UIAccept", "", ""} {
		for range 2 {
			for _, g := range []*savedGame{a, b} {
				if act != "" {
					g.l.Next = append(g.l.Next, act)
				}
				g.steps(1)
			}
			act = ""
			same()
		}
	}
	for _, tc := range []struct {
		g           *savedGame
		delay, skip float64
	}{{a, 1.5, 1}, {b, 3.5, 0}} {
		for name, want := range map[string]float64{novel.PrefAutoDelay: tc.delay, novel.PrefSkipUnread: tc.skip, novel.PrefTextSpeed: 40} {
			w := scenes.Read[ui.Widget](tc.g.g.Scene().Find("Preferences").Find(name))
			if file := map[string]float64{novel.PrefAutoDelay: 1, novel.PrefTextSpeed: 40}[name]; w.Current() != want || w.Value != file {
				t.Errorf("the %s widget shows %v (Value %v); want the player's %v (Value the file's %v)", name, w.Current(), w.Value, want, file)
			}
		}
	}
}
