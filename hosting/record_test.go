package hosting_test

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
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

// timesKept keeps, as game state, when within their steps player 0's "hit"
// went down and up and fingers came down and left (a rhythm game's
// judgement), running while a menu pauses the gameplay too.
type timesKept struct{ ats []float64 }

func (*timesKept) Name() string { return "TimesKept" }

func (k *timesKept) Setup(g *runtime.Game) error {
	id := runtime.NewStep("TimesKept")
	g.KeepRunning(id)
	g.AddStep(id, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		in := g.Input()
		if at, ok := in.PressedAt(0, "hit"); ok {
			k.ats = append(k.ats, at)
		}
		if at, ok := in.ReleasedAt(0, "hit"); ok {
			k.ats = append(k.ats, at)
		}
		for _, t := range in.Touches(0, nil) {
			if t.Began {
				k.ats = append(k.ats, t.BeganAt)
			}
			if t.Ended {
				k.ats = append(k.ats, t.EndedAt)
			}
		}
	})
	return nil
}

// SaveState implements runtime.StateSaver: the times are the game's state.
func (k *timesKept) SaveState() ([]byte, error) { return fmt.Appendf(nil, "%v", k.ats), nil }

// TestTimesPlaythroughReplays records input with times within the steps
// (as a window stamps them), writes the playthrough (at= in a version 3
// list), reads it back and replays it at 30, 60 and 144 frames a second:
// every replay judges the same times and ends in the recorded state. A
// version 1 recording of the same input replays with every time 0.
func TestTimesPlaythroughReplays(t *testing.T) {
	lg := builtin(t)
	events := []input.Event{
		{Tick: 4, Action: "hit", Down: true, Value: 1, At: input.RoundAt(0.3)},
		{Tick: 9, Action: "hit", At: 1.25},
		{Tick: 12, Kind: input.KindTouchBegan, Touch: 2, X: 5, Y: 6, At: 0.5},
		{Tick: 12, Kind: input.KindTouchEnded, Touch: 2, X: 5, Y: 6, At: 7.5},
	}
	want := []float64{input.RoundAt(0.3), 1.25, 0.5, 7.5}
	kept := &timesKept{}
	p, err := hosting.Record(lg, hosting.Options{Seed: 1, Systems: []runtime.System{kept}}, input.NewScript(events), 30)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := p.Write(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "griff-input 3\n") || !strings.Contains(b.String(), "\n4 0 hit down at=0.2998046875\n") {
		t.Errorf("the playthrough file does not hold the times:\n%s", b.String())
	}
	back, err := hosting.ReadPlaythrough("times", &b)
	if err != nil {
		t.Fatal(err)
	}
	for _, fps := range []int{30, 60, 144} {
		k := &timesKept{}
		g, err := hosting.Replay(lg, hosting.Options{Systems: []runtime.System{k}}, back, time.Second/time.Duration(fps))
		if err != nil {
			t.Fatal(err)
		}
		if err := back.Check(g); err != nil {
			t.Errorf("at %d fps: %v", fps, err)
		}
		if !slices.Equal(k.ats, want) {
			t.Errorf("at %d fps the replay judged the times %v, want %v", fps, k.ats, want)
		}
	}
	var old bytes.Buffer
	old.WriteString("griff-input 2\n4 0 hit down\n9 0 hit up\n12 0 @touch 2 began 5 6\n12 0 @touch 2 ended 5 6\n")
	evs, err := input.ReadEvents(&old)
	if err != nil {
		t.Fatal(err)
	}
	k := &timesKept{}
	if _, err := hosting.Replay(lg, hosting.Options{Systems: []runtime.System{k}}, &hosting.Playthrough{Game: p.Game, Content: p.Content, Seed: 1, Steps: 30, Events: evs}, 0); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(k.ats, []float64{0, 0, 0, 0}) {
		t.Errorf("a recording without times judged %v, want every time 0", k.ats)
	}
}
