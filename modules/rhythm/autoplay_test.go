package rhythm_test

import (
	"encoding/json"
	"fmt"
	"strings"
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

// TestPlaytestReportsTheLanes: the playtest report (what an agent's
// playtest_report shows) says of the template's Easy Lanes, played by
// Autoplay to its end: over, every judgement Perfect, the score MaxScore,
// grade SS; and of a Lanes whose chart does not read, that it did not.
func TestPlaytestReportsTheLanes(t *testing.T) {
	a := &rhythm.Autoplay{}
	g := newGame(t, templateWith(t, nil), "easy", a, nil)
	a.Game = g
	if !stepUntil(g, 60*40, func() bool { return lanes(t, g).Over }) {
		t.Fatal("the song did not end")
	}
	facts := g.PlaytestReport()
	if len(facts) != 1 || facts[0].Name != "lanes" {
		t.Fatalf("facts %+v, want one named lanes", facts)
	}
	got, _ := json.Marshal(facts[0].Value)
	c := rhythm.Of(g).Chart(g.Scene().Find("Lanes"))
	for _, want := range []string{`"readable":true`, `"over":true`, `"score":1000000`, `"grade":"SS"`, `"miss":0`,
		fmt.Sprintf(`"judged":%d,"judgements":%d,"perfect":%d`, c.Judgements(), c.Judgements(), c.Judgements())} {
		if !strings.Contains(string(got), want) {
			t.Errorf("report %s has no %s", got, want)
		}
	}
	bad := `{"format": 1, "nextId": 3, "entities": [{"id": 2, "name": "Lanes", "components": {"Rhythm.Lanes": {"chart": "charts/none.chart"}}}]}`
	g = newGame(t, templateWith(t, map[string]string{"scenes/bad.json": bad}), "bad", nil, nil)
	g.Step()
	if got, _ := json.Marshal(g.PlaytestReport()); !strings.Contains(string(got), `"readable":false`) {
		t.Errorf("report %s of a chart that does not read", got)
	}
}
