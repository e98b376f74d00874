package rhythm_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/modules/rhythm"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestTextsAfterARestore: the View writes its texts only when what they show
// changes, by values it keeps (not state, zeroed by a restore). Restored at a
// combo of several and then at none, the combo text must go, as in straight
// play (the zeroed kept combo said "none" was already shown).
func TestTextsAfterARestore(t *testing.T) {
	a := &rhythm.Autoplay{}
	g := newGame(t, templateWith(t, nil), "easy", a, nil)
	a.Game = g
	if !stepUntil(g, 60*40, func() bool { return lanes(t, g).Combo >= 5 }) {
		t.Fatal("no combo of 5")
	}
	combo := func() string {
		for _, tx := range scenes.AllRead[visual.Text](g.Scene()) {
			if strings.HasSuffix(tx.Text, " COMBO") {
				return tx.Text
			}
		}
		return ""
	}
	if combo() == "" {
		t.Fatal("no combo text shown at a combo of 5")
	}
	snap, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Restore(snap); err != nil {
		t.Fatal(err)
	}
	lanes(t, g).Combo = 0
	g.Step()
	if l := lanes(t, g); l.Combo < 2 && combo() != "" {
		t.Errorf("restored, at a combo of %d the View shows %q; want no combo text", l.Combo, combo())
	}
}
