package tests

import (
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/fighting"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// TestFightingPassesSyncTest plays the fighting template's recorded
// playthrough (training, then a match against the computer, which draws
// on the game's Rand) in rollback mode for two players with the sync test
// rolling back 8 steps after every step: every re-simulated step must come
// out with the same state digest, so the module keeps no state outside its
// components.
func TestFightingPassesSyncTest(t *testing.T) {
	lg, _ := loadTemplate(t, "fighting")
	rec := recordedInput("fighting")
	r, err := network.NewRollback(network.RollbackOptions{Players: 2, Delay: -1, SyncTest: 8})
	if err != nil {
		t.Fatal(err)
	}
	g, err := lg.NewGame(hosting.Options{Input: r.Input(input.NewScript(rec.events))})
	if err != nil {
		t.Fatal(err)
	}
	r.Attach(g)
	var hits, rounds int
	for g.Clock().Tick() < rec.steps {
		if err := r.Step(); err != nil {
			t.Fatalf("step %d: %v", g.Clock().Tick(), err)
		}
		for _, m := range scenes.Active[fighting.Match](g.Scene()) {
			if m.Phase == fighting.PhaseRoundEnd && m.Left == fighting.EndSteps {
				rounds++
			}
		}
		for _, f := range scenes.Active[fighting.Fighter](g.Scene()) {
			if f.Combo > 0 && f.Stun > 0 {
				hits++
			}
		}
	}
	if st := r.Stats(); st.Rollbacks < int(rec.steps)-10 {
		t.Errorf("stats %+v: the sync test did not roll back every step", st)
	}
	if rounds < 2 || hits == 0 {
		t.Errorf("the match under rollback ended %d rounds with %d steps of hit stun: the script did not play", rounds, hits)
	}
}
