package novel_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/modules/novel"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/hud"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// prefWidget returns the value the template's preference widget name shows
// (Current: the player's preference, not its Value).
func prefWidget(t *testing.T, g *runtime.Game, name string) float64 {
	t.Helper()
	e := g.Scene().Find("Preferences").Find(name)
	if e == nil || scenes.Get[ui.Widget](e) == nil {
		t.Fatalf("no widget Preferences/%s", name)
	}
	return scenes.Get[ui.Widget](e).Current()
}

// typeRate returns the rate of the say box's typewriter.
func typeRate(t *testing.T, g *runtime.Game) float64 {
	t.Helper()
	for _, tw := range scenes.All[hud.Typewriter](g.Scene()) {
		return tw.Rate
	}
	t.Fatal("no typewriter")
	return 0
}

// TestPrefsAreThePlayers moves the text speed slider of the template's
// preferences panel (which pauses the story): the typewriter types at the new
// speed, the Reader's own setting stays the story's, and the
// preference is kept in the saves store, so a new game on the same store
// starts with it and one on another store with the story's.
func TestPrefsAreThePlayers(t *testing.T) {
	store := &saves.MemoryStore{}
	sg := newSavedGame(t, "", store)
	if got := prefWidget(t, sg.g, novel.PrefTextSpeed); got != 40 {
		t.Fatalf("the text speed slider shows %v before any choice, want the story's 40", got)
	}
	runtime.Service[ui.IPanels](sg.g).Open("Preferences")
	sg.steps(1)
	sg.hit("UIRight") // the first widget, TextSpeed, has the focus: +10
	sg.hit("UIDown")
	sg.hit("UIDown")
	sg.hit("UIAccept") // SkipUnread on
	if got := prefWidget(t, sg.g, novel.PrefTextSpeed); got != 50 {
		t.Errorf("the text speed slider shows %v, want 50", got)
	}
	sg.hit("UIBack") // closes the panel: the story goes on to its first line
	sg.steps(60)
	if got := typeRate(t, sg.g); got != 50 {
		t.Errorf("the typewriter types %v characters a second, want 50", got)
	}
	if r := reader(t, sg.g); r.TextRate != 0 || r.SkipUnread {
		t.Errorf("the Reader's settings changed to %v, %v: they are the story's", r.TextRate, r.SkipUnread)
	}
	if err := sg.sv.Flush(sg.g); err != nil {
		t.Fatal(err)
	}
	data, err := store.Read(novel.PrefsRecord)
	if want := `{"textRate":50,"autoDelay":1,"skipUnread":true}`; err != nil || string(data) != want {
		t.Fatalf("the preferences record is %q, %v; want %s", data, err, want)
	}
	for _, tc := range []struct {
		store      *saves.MemoryStore
		rate, skip float64
	}{{store, 50, 1}, {&saves.MemoryStore{}, 40, 0}} {
		g := newSavedGame(t, "", tc.store).g
		rate, skip := prefWidget(t, g, novel.PrefTextSpeed), prefWidget(t, g, novel.PrefSkipUnread)
		if rate != tc.rate || skip != tc.skip || typeRate(t, g) != tc.rate {
			t.Errorf("a new game shows text speed %v, skip unread %v, types at %v; want %v, %v, %v",
				rate, skip, typeRate(t, g), tc.rate, tc.skip, tc.rate)
		}
	}
}

// TestSkipUnreadPref turns the skip-unread preference on: skipping goes on
// through lines never read, up to the choice.
func TestSkipUnreadPref(t *testing.T) {
	store := &saves.MemoryStore{}
	if err := store.Write(novel.PrefsRecord, []byte(`{"textRate":40,"autoDelay":1,"skipUnread":true}`)); err != nil {
		t.Fatal(err)
	}
	sg := newSavedGame(t, "", store)
	sg.hit(novel.ActionSkip)
	sg.steps(200)
	if r := reader(t, sg.g); r.Wait != novel.WaitMenu {
		t.Errorf("skipping unread lines stopped at %q (wait %v), want the choice", r.Now.Text, r.Wait)
	}
}

// TestBadPrefsRecord checks that a preferences record that does not read,
// or holds numbers out of range, warns and the game plays on.
func TestBadPrefsRecord(t *testing.T) {
	for _, tc := range []struct{ rec, warn string }{
		{`{"textRate":`, "does not read"},
		{`{"textRate":5000,"autoDelay":-1}`, "textRate 5000 is not in [1, 1000]: 1000; autoDelay -1 is not in [0, 30]: 0"},
	} {
		store := &saves.MemoryStore{}
		if err := store.Write(novel.PrefsRecord, []byte(tc.rec)); err != nil {
			t.Fatal(err)
		}
		var probs []scenes.Problem
		sg := newSavedGameSink(t, "", store, func(p scenes.Problem) { probs = append(probs, p) })
		sg.steps(2)
		if len(probs) != 1 || !strings.Contains(probs[0].String(), tc.warn) {
			t.Errorf("record %s: problems %v, want one saying %q", tc.rec, probs, tc.warn)
		}
	}
}

// FuzzParsePrefs checks that no preferences record panics the reader and
// what it reads is in range.
func FuzzParsePrefs(f *testing.F) {
	f.Add([]byte(`{"textRate":50,"autoDelay":1,"skipUnread":true}`))
	f.Add([]byte(`{"textRate":1e999}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		pr, _, err := novel.ParsePrefs(data)
		if err == nil && (pr.TextRate < novel.MinTextRate || pr.TextRate > novel.MaxTextRate || pr.AutoDelay < 0 || pr.AutoDelay > novel.MaxAutoDelay.Seconds()) {
			t.Errorf("ParsePrefs(%q) = %+v: out of range", data, pr)
		}
	})
}
