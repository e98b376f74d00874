package physicsgames

import (
	"testing"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestHudAfterARestore: the HUD line is written only when what it shows
// changes, by a key the system keeps; a restore puts back the line of the
// moment restored. Rewound from a later step whose score the next step
// reaches again, the HUD must show that score, as straight play does (the
// kept key of the later step said the line was already written).
func TestHudAfterARestore(t *testing.T) {
	r := newRig(t, "sling")
	hud := func() string { return scenes.Read[visual.Text](r.g.Scene().Find(HudName)).Text }
	score := func(n int) {
		for _, sl := range scenes.All[Sling](r.g.Scene()) {
			sl.Score = n
		}
	}
	r.steps(2)
	score(10)
	r.steps(1)
	snap, err := r.g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	was := hud()
	score(20)
	r.steps(1)
	later := hud()
	if later == was {
		t.Fatalf("the HUD shows %q at score 10 and at 20", was)
	}
	if err := r.g.Restore(snap); err != nil {
		t.Fatal(err)
	}
	if got := hud(); got != was {
		t.Fatalf("restored, the HUD shows %q, want %q", got, was)
	}
	score(20)
	r.steps(1)
	if got := hud(); got != later {
		t.Errorf("restored and at score 20 again, the HUD shows %q, want %q", got, later)
	}
}
