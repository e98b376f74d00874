package tests

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
	game "github.com/griffengine/griff/hosting/templates/hello"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// helloSteps is how long the hello playthrough lasts: past the countdown's
// "Go!" at step 661.
const helloSteps = 720

// helloScript walks the hello template's walker right for 90 steps, down for
// 60, then left and up together for 30 (a diagonal), as (action, first step
// held, first step released) spans.
func helloScript() []input.Event {
	return holds("right", 10, 100, "down", 150, 210, "left", 300, 330, "up", 300, 330)
}

// TestStarterTemplatePlaythroughs records each own starter template's
// playthrough one step a frame (60 frames a second) and checks the recorded
// file: it must be what the script plays now, and replay to the same
// fingerprint at 30, 60 and 144 frames a second with no problems. -update
// writes the files again.
func TestStarterTemplatePlaythroughs(t *testing.T) {
	for _, tc := range []struct {
		name   string
		script []input.Event
		steps  griff.Tick
		check  func(*testing.T, *runtime.Game, int)
	}{
		{"empty", nil, 600, func(*testing.T, *runtime.Game, int) {}},
		{"hello", helloScript(), helloSteps, checkHelloEnd},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lg, _ := loadTemplate(t, tc.name)
			p := recordedPlaythrough(t, lg, tc.name, input.NewScript(tc.script), tc.steps)
			replayAtEveryRate(t, lg, p, func(g *runtime.Game, fps int) {
				if g.Clock().Tick() != tc.steps {
					t.Errorf("at %d frames a second: replay ended at step %d, want %d", fps, g.Clock().Tick(), tc.steps)
				}
				tc.check(t, g, fps)
			})
		})
	}
}

// loadTemplate loads the template name, failing the test if there is no
// such template or it does not load; it returns the game and its files.
func loadTemplate(t testing.TB, name string) (*hosting.LoadedGame, fs.FS) {
	t.Helper()
	tm, ok := templates.Lookup(name)
	if !ok {
		t.Fatalf("no template %s", name)
	}
	lg, err := hosting.Load(tm.Files, name)
	if err != nil {
		t.Fatal(err)
	}
	return lg, tm.Files
}

// playthroughAtEveryRate is a template's playthrough test once its script
// is known: it records script into lg for steps steps as
// testdata/NAME.playthrough (recordedPlaythrough), checks the file plays
// that many steps, and replays it at every rate (replayAtEveryRate) with
// check.
func playthroughAtEveryRate(t *testing.T, lg *hosting.LoadedGame, name string, script []input.Event, steps griff.Tick, check func(g *runtime.Game, fps int)) {
	t.Helper()
	p := recordedPlaythrough(t, lg, name, input.NewScript(script), steps)
	if p.Steps != steps {
		t.Errorf("the recorded playthrough has %d steps, the script plays %d", p.Steps, steps)
	}
	replayAtEveryRate(t, lg, p, check)
}

// recordedPlaythrough records src into lg for steps steps (rewriting
// testdata/NAME.playthrough with -update), checks the file's fingerprint is
// the recording's, and returns the file's playthrough.
func recordedPlaythrough(t *testing.T, lg *hosting.LoadedGame, name string, src input.Source, steps griff.Tick) *hosting.Playthrough {
	t.Helper()
	file := filepath.Join("testdata", name+".playthrough")
	rec, err := hosting.Record(lg, hosting.Options{}, src, steps)
	if err != nil {
		t.Fatal(err)
	}
	if updating() {
		var b bytes.Buffer
		if err := rec.Write(&b); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatalf("%v (record it with go test ./tests -run TestStarterTemplatePlaythroughs -update)", err)
	}
	defer f.Close()
	p, err := hosting.ReadPlaythrough(file, f)
	if err != nil {
		t.Fatal(err)
	}
	if p.Fingerprint != rec.Fingerprint {
		t.Errorf("playing the script now ends in %s, the recorded playthrough in %s", rec.Fingerprint, p.Fingerprint)
	}
	return p
}

// checkHelloEnd checks where helloScript leaves the walker, worked out from
// game.DefaultSpeed and the step rate: 90 steps right, 60 down, 30 left and
// up; and that the countdown has ended.
func checkHelloEnd(t *testing.T, g *runtime.Game, fps int) {
	t.Helper()
	perStep := game.DefaultSpeed / float64(g.Clock().StepRate())
	want := griff.V(240+(90-30)*perStep, 135+(60-30)*perStep) // the scene starts it at (240, 135)
	got := g.Scene().Find("Walker").Transform().Position()
	if !got.ApproxEqualThreshold(want, 1e-9) {
		t.Errorf("at %d frames a second: the walker ended at %v, want %v", fps, got, want)
	}
	if text := scenes.Get[visual.Text](g.Scene().Find("Countdown")); text == nil || text.Text != "Go!" {
		t.Errorf("at %d frames a second: the countdown reads %+v, want Go!", fps, text)
	}
}

// replayAtEveryRate replays p at 30, 60 and 144 frames a second: each replay
// must end in p's fingerprint with no problem logged, and check (if not nil)
// is then called with the game and the rate to look at how the play ended.
func replayAtEveryRate(t *testing.T, lg *hosting.LoadedGame, p *hosting.Playthrough, check func(g *runtime.Game, fps int)) {
	t.Helper()
	for _, fps := range []int{30, 60, 144} {
		var problems []scenes.Problem
		opts := hosting.Options{Problems: func(pr scenes.Problem) { problems = append(problems, pr) }}
		g, err := hosting.Replay(lg, opts, p, time.Second/time.Duration(fps))
		if err != nil {
			t.Fatalf("replay at %d frames a second: %v", fps, err)
		}
		if err := p.Check(g); err != nil {
			t.Errorf("replay at %d frames a second: %v", fps, err)
		}
		if check != nil {
			check(g, fps)
		}
		for _, pr := range problems {
			t.Errorf("at %d frames a second: problem %v", fps, pr)
		}
	}
}

// recorded is a recorded playthrough's input and length.
type recorded struct {
	events []input.Event
	steps  griff.Tick
}

// recordedInput returns the input and length of testdata/NAME.playthrough,
// for tests that replay a template's play another way (rewinding) when its
// script comes from a bot that watches a running game. It panics if the
// file does not read (the template's playthrough test says why).
func recordedInput(name string) recorded {
	file := filepath.Join("testdata", name+".playthrough")
	f, err := os.Open(file)
	if err != nil {
		panic(err)
	}
	defer f.Close()
	p, err := hosting.ReadPlaythrough(file, f)
	if err != nil {
		panic(err)
	}
	return recorded{p.Events, p.Steps}
}
