package hosting_test

import (
	"testing"
	"time"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
)

// TestRecordingMadeByAHost plays a game the way a host with its own loop does
// (NewRecording, NewGame with the options it returns, frames of real length)
// and checks the playthrough is filled as Record fills it: it replays with
// Check passing, and equals Record's playthrough of the same input.
func TestRecordingMadeByAHost(t *testing.T) {
	lg := builtin(t)
	events := []input.Event{{Tick: 5, Action: "right", Down: true, Value: 1}, {Tick: 40, Action: "jump", Down: true, Value: 1},
		{Tick: 50, Action: "jump"}, {Tick: 90, Action: "right"}}
	r, opts := hosting.NewRecording(lg, hosting.Options{Seed: 3, Input: input.NewScript(events)})
	g, err := lg.NewGame(opts)
	if err != nil {
		t.Fatal(err)
	}
	loop := &hosting.Loop{Game: g}
	for g.Clock().Tick() < 120 {
		if _, err := loop.Frame(g.Clock().StepDuration()); err != nil {
			t.Fatal(err)
		}
	}
	p := r.Playthrough(g)
	if p.Game != lg.Project.Name || p.Content != lg.ContentHash() || p.Seed != 3 || p.Steps != 120 || len(p.Events) != len(events) {
		t.Errorf("playthrough of game %q content %q seed %d steps %d with %d events, want %q, %q, 3, 120 and %d",
			p.Game, p.Content, p.Seed, p.Steps, len(p.Events), lg.Project.Name, lg.ContentHash(), len(events))
	}
	back, err := hosting.Replay(lg, hosting.Options{}, p, time.Second/144)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Check(back); err != nil {
		t.Error(err)
	}
	rec, err := hosting.Record(lg, hosting.Options{Seed: 3}, input.NewScript(events), 120)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Fingerprint != p.Fingerprint || rec.Content != p.Content || len(rec.Events) != len(p.Events) {
		t.Errorf("Record's playthrough %+v differs from the host's %+v", rec, p)
	}
}
