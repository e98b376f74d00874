package hosting_test

import (
	"bytes"
	"slices"
	"strings"
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

// TestPointerPlaythroughRoundTrip records a game with pointer and touch input,
// writes the playthrough, reads it back and replays it: the events come back
// the same (in a version 2 list) and the replay matches.
func TestPointerPlaythroughRoundTrip(t *testing.T) {
	lg := builtin(t)
	events := []input.Event{
		{Tick: 3, Kind: input.KindPointer, X: 120.5, Y: 80},
		{Tick: 4, Action: "jump", Down: true, Value: 1},
		{Tick: 6, Kind: input.KindWheel, Y: 2},
		{Tick: 7, Kind: input.KindTouchBegan, Touch: 9, X: 300, Y: 200},
		{Tick: 9, Kind: input.KindTouchEnded, Touch: 9, X: 310, Y: 190},
		{Tick: 10, Action: "jump"},
	}
	p, err := hosting.Record(lg, hosting.Options{Seed: 1}, input.NewScript(events), 30)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := p.Write(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "griff-input 2\n") || !strings.Contains(b.String(), "\n7 0 @touch 9 began 300 200\n") {
		t.Errorf("the playthrough file does not hold the touch:\n%s", b.String())
	}
	back, err := hosting.ReadPlaythrough("pointer", &b)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Events, events) {
		t.Errorf("events read back %v\nwant %v", back.Events, events)
	}
	g, err := hosting.Replay(lg, hosting.Options{}, back, time.Second/30)
	if err != nil {
		t.Fatal(err)
	}
	if err := back.Check(g); err != nil {
		t.Error(err)
	}
	if ptr := g.Input().Pointer(0); ptr.X != 120.5 || ptr.Y != 80 || !ptr.Known {
		t.Errorf("after the replay Pointer(0) = %+v, want the cursor at (120.5, 80)", ptr)
	}
}
