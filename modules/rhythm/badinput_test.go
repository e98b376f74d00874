package rhythm_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/griff/input"
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

// TestBadLaneStateIsRepaired: per-lane state a scene file (or a save) may
// hold that is no place in the chart (a negative cursor, one past the
// lane's notes, a lane held whose next note is a tap) warns, naming the
// lane, and the lane plays from its first note: the play ends (a negative
// cursor never reached the end before, and the results never came), every
// note judged once, and Autoplay, reading the same state, does not panic.
func TestBadLaneStateIsRepaired(t *testing.T) {
	scene := `{"format": 1, "nextId": 3, "entities": [
  {"id": 1, "name": "Song", "components": {"Griff.BeatTrack": {}}},
  {"id": 2, "name": "Lanes", "components": {"Rhythm.Lanes": {"chart": "charts/t.chart", "started": true,
    "cursor": [-5, 99, 0, -1000000], "holding": [false, false, true, false], "down": [false, false, false, false]}}}]}`
	chart := "0 lane 1\n1 lane 2\n2 lane 3\nhold 3..4 lane 4\n"
	fsys := templateWith(t, map[string]string{"scenes/t.json": scene, "charts/t.chart": chart})
	var probs []scenes.Problem
	a := &rhythm.Autoplay{}
	g := newGame(t, fsys, "t", a, &probs)
	a.Game = g
	l := (*rhythm.Lanes)(nil)
	if !stepUntil(g, 60*10, func() bool { l = lanes(t, g); return l.Over }) {
		t.Fatalf("the play did not end: %+v", l)
	}
	if l.Perfect != 5 || l.Judged != 5 {
		t.Errorf("%d perfect of %d judged, want 5 of 5 (each lane from its first note)", l.Perfect, l.Judged)
	}
	var msgs []string
	for _, p := range probs {
		msgs = append(msgs, p.String())
	}
	all := strings.Join(msgs, "\n")
	for _, want := range []string{"cursor -5 of lane 1", "cursor 99 of lane 2", "cursor -1000000 of lane 4"} {
		if !strings.Contains(all, want) {
			t.Errorf("no problem saying %q in:\n%s", want, all)
		}
	}
	if len(probs) != 3 {
		t.Errorf("%d problems, want 3:\n%s", len(probs), all)
	}
}

// TestBackLeavesTheSong: UIBack (Escape) leaves a song for its Lanes' Exit
// scene at any time: mid-song, and in a scene whose chart does not read
// (where before the player was held with no way out, as the play never
// ends). A Lanes with no Exit stays.
func TestBackLeavesTheSong(t *testing.T) {
	bad := `{"format": 1, "nextId": 3, "entities": [
  {"id": 1, "name": "Song", "components": {"Griff.BeatTrack": {}}},
  {"id": 2, "name": "Lanes", "components": {"Rhythm.Lanes": {"chart": "charts/none.chart", "exit": "title"}}}]}`
	stay := `{"format": 1, "nextId": 3, "entities": [
  {"id": 1, "name": "Song", "components": {"Griff.BeatTrack": {}}},
  {"id": 2, "name": "Lanes", "components": {"Rhythm.Lanes": {"chart": "charts/easy.chart"}}}]}`
	fsys := templateWith(t, map[string]string{"scenes/bad.json": bad, "scenes/stay.json": stay})
	for _, tc := range []struct {
		scene, want string
		problems    int
	}{{"easy", "title", 0}, {"hard", "title", 0}, {"record", "title", 0}, {"bad", "title", 1}, {"stay", "stay", 0}} {
		t.Run(tc.scene, func(t *testing.T) {
			var probs []scenes.Problem
			src := input.NewScript([]input.Event{
				{Tick: 300, Action: "UIBack", Down: true, Value: 1},
				{Tick: 301, Action: "UIBack"},
			})
			g := newGame(t, fsys, tc.scene, src, &probs)
			for range 299 {
				g.Step()
			}
			if got := g.Scene().Name(); got != tc.scene {
				t.Fatalf("scene %s before the press, want %s", got, tc.scene)
			}
			for range 5 {
				g.Step()
			}
			if got := g.Scene().Name(); got != tc.want {
				t.Errorf("scene %s after UIBack, want %s", got, tc.want)
			}
			if len(probs) != tc.problems {
				t.Errorf("%d problems, want %d: %v", len(probs), tc.problems, probs)
			}
		})
	}
}
