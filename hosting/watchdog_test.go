package hosting_test

import (
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/scripts"
	"github.com/griffengine/griff/scenes"
)

// Spinner is a component whose Update hook loops until the watchdog has named
// it (fired is closed), or gives up after Limit rounds.
type Spinner struct {
	Limit   int
	fired   chan struct{} `griff:"-"`
	started chan struct{} `griff:"-"` // closed when the hook starts spinning
	Rounds  int           `griff:"-"`
}

func init() { scenes.Register[Spinner]("Test.Spinner") }

// Update spins: the endless loop of a script, bounded by the test.
func (s *Spinner) Update(*runtime.Game, *scenes.Entity) {
	if s.fired == nil {
		return
	}
	close(s.started)
	for s.Rounds = 0; s.Rounds < s.Limit; s.Rounds++ {
		select {
		case <-s.fired:
			return
		default:
			time.Sleep(time.Microsecond) // let the watchdog's goroutine run on a busy machine
		}
	}
}

func TestWatchdogNamesAStepThatLoops(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{Scene: scenes.NewScene("level.json", nil)}, scripts.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	fired, started := make(chan struct{}), make(chan struct{})
	var stalls []hosting.Stall
	ticks := make(chan time.Time)
	w := hosting.NewWatchdog(g, hosting.WatchdogOptions{Ticks: ticks, Report: func(s hosting.Stall) {
		stalls = append(stalls, s)
		close(fired)
	}})
	w.Start()
	go func() { // the watchdog's clock: a second a look from when the hook spins, until it has fired
		now := time.Unix(1000, 0)
		<-started
		for {
			select {
			case <-fired:
				return
			case ticks <- now:
				now = now.Add(time.Second)
			}
		}
	}()
	g.Step() // a quiet step: the watchdog sees steps end
	e := g.Scene().NewEntity("Level", nil)
	e = g.Scene().NewEntity("Looper", e)
	sp := scenes.Add(e, Spinner{Limit: 2_000_000, fired: fired, started: started})
	loop := &hosting.Loop{Game: g, Watchdog: w} // puts the stall in the problem log after the frame
	if _, err := loop.Frame(g.Clock().StepDuration()); err != nil {
		t.Fatal(err)
	}
	w.Stop()
	if sp.Rounds == sp.Limit {
		t.Fatalf("the hook spun %d rounds and the watchdog never named it", sp.Rounds)
	}
	if len(stalls) != 1 {
		t.Fatalf("%d stalls reported, want 1", len(stalls))
	}
	want := runtime.Whereabouts{Step: 2, Running: true, StepName: "Scripts", System: "Scripts", Entity: e.ID(),
		Component: "Test.Spinner", Hook: runtime.HookUpdate}
	if s := stalls[0]; s.Where != want || s.For < hosting.DefaultStallAfter || s.For > hosting.DefaultStallAfter+time.Second {
		t.Errorf("stall %+v, want %+v for 3 s to 4 s", s, want)
	}
	if got, want := stalls[0].String(), "step 2 has run for "; !strings.HasPrefix(got, want) ||
		!strings.HasSuffix(got, ", in step Scripts (system Scripts), entity #2, Test.Spinner Update") {
		t.Errorf("stall reads %q", got)
	}
	p := g.Problems().List()
	if len(p) != 1 || p[0].File != "level.json" || p[0].Entity != "Level/Looper" || p[0].EntityID != e.ID() || p[0].Component != "Test.Spinner" ||
		!strings.Contains(p[0].Message, "a step ran too long: step 2 has run for") {
		t.Errorf("problems after Take: %v, want the stall naming level.json and Level/Looper", p)
	}
}

func TestWatchdogQuietForSteps(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{})
	if err != nil {
		t.Fatal(err)
	}
	w := hosting.NewWatchdog(g, hosting.WatchdogOptions{After: time.Second})
	now := time.Unix(0, 0)
	for range 10 { // steps that end between looks, however far apart the looks
		w.Look(now)
		g.Step()
		now = now.Add(time.Hour)
	}
	if s := w.Take(); len(s) != 0 {
		t.Errorf("stalls %v, want none", s)
	}
	w.Frame(999 * time.Millisecond)
	w.Frame(1500 * time.Millisecond) // the one-thread host's check
	if s := w.Take(); len(s) != 1 || s[0].For != 1500*time.Millisecond || s[0].Where.Step != 10 {
		t.Errorf("stalls after a 1.5 s frame %v, want one of 1.5 s after step 10", s)
	}
}
