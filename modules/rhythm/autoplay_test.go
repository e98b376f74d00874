package rhythm_test

import (
	"testing"

	"github.com/griffengine/griff/modules/rhythm"
	"github.com/griffengine/griff/scenes"
)

// TestAutoplayIsPerfect: the Autoplay source, pressing at each note's
// exact moment within its step, gets every judgement of both charts
// Perfect, through the tempo change, holds included: the score is
// MaxScore, the grade SS.
func TestAutoplayIsPerfect(t *testing.T) {
	for _, scene := range []string{"easy", "hard"} {
		t.Run(scene, func(t *testing.T) {
			var probs []scenes.Problem
			a := &rhythm.Autoplay{}
			g := newGame(t, templateWith(t, nil), scene, a, &probs)
			a.Game = g
			l := (*rhythm.Lanes)(nil)
			if !stepUntil(g, 60*40, func() bool { l = lanes(t, g); return l.Over }) {
				t.Fatalf("the song did not end: %+v", l)
			}
			c := rhythm.Of(g).Chart(g.Scene().Find("Lanes"))
			if l.Perfect != c.Judgements() || l.Miss+l.Good+l.Great != 0 || l.Score != rhythm.MaxScore || l.MaxCombo != c.Judgements() {
				t.Errorf("%d perfect of %d, %d great, %d good, %d miss, score %d, max combo %d", l.Perfect, c.Judgements(), l.Great, l.Good, l.Miss, l.Score, l.MaxCombo)
			}
			if rhythm.Grade(l.Accuracy()) != "SS" {
				t.Errorf("grade %s", rhythm.Grade(l.Accuracy()))
			}
			for _, p := range probs {
				t.Errorf("problem: %v", p)
			}
		})
	}
}
