package rhythm_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/modules/rhythm"
	"github.com/griffengine/griff/scenes"
)

// TestBadInputWarnsAndPlaysOn: a chart that does not read, a chart file
// that is not there, and a Lanes whose input is no player each warn once,
// naming the entity and the component (the chart's mistake at
// file:line:col), and the game plays on.
func TestBadInputWarnsAndPlaysOn(t *testing.T) {
	scene := `{"format": 1, "nextId": 5, "entities": [
  {"id": 1, "name": "Song", "components": {"Griff.BeatTrack": {}}},
  {"id": 2, "name": "Bad", "components": {"Rhythm.Lanes": {"chart": "charts/bad.chart"}}},
  {"id": 3, "name": "Missing", "components": {"Rhythm.Lanes": {"chart": "charts/none.chart"}}},
  {"id": 4, "name": "Lanes", "components": {"Rhythm.Lanes": {"chart": "charts/t.chart", "input": 99}}}]}`
	fsys := templateWith(t, map[string]string{"scenes/t.json": scene, "charts/t.chart": "1 lane 1\n", "charts/bad.chart": "bpm 120\n1 lane 1\ntitel x\n"})
	var probs []scenes.Problem
	g := newGame(t, fsys, "t", nil, &probs)
	for range 120 {
		g.Step()
	}
	var msgs []string
	for _, p := range probs {
		msgs = append(msgs, p.String())
	}
	all := strings.Join(msgs, "\n")
	for _, want := range []string{`charts/bad.chart:3:1: unknown keyword "titel" (did you mean "title"?)`, `chart "charts/none.chart"`, "input 99 is not a player"} {
		if !strings.Contains(all, want) {
			t.Errorf("no problem saying %q in:\n%s", want, all)
		}
	}
	if len(probs) != 3 {
		t.Errorf("%d problems, want 3:\n%s", len(probs), all)
	}
	if l := lanes(t, g); l.Input != 0 || l.Miss != 1 {
		t.Errorf("the good Lanes: input %d, %d misses; want 0, 1 (played on)", l.Input, l.Miss)
	}
	if rhythm.Of(g).Chart(g.Scene().Find("Bad")) != nil {
		t.Error("a chart that does not read was played")
	}
}
