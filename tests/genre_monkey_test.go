package tests

import (
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/scenes"
)

// monkeyScript is steps steps of a player who presses anything: every step,
// with some chance, one of actions goes down or up, the pointer moves
// somewhere on a w×h screen, and now and then a key is held for a while.
func monkeyScript(r *griff.Rand, actions []string, steps, w, h int) []input.Event {
	var ev []input.Event
	held := map[string]bool{}
	for tick := 1; tick <= steps; tick++ {
		for range 1 + r.IntN(2) {
			if r.IntN(3) != 0 {
				continue
			}
			a := actions[r.IntN(len(actions))]
			held[a] = !held[a]
			e := input.Event{Tick: griff.Tick(tick), Action: a, Down: held[a]}
			if e.Down {
				e.Value = 1
			}
			ev = append(ev, e)
		}
		if r.IntN(8) == 0 {
			ev = append(ev, input.Event{Tick: griff.Tick(tick), Kind: input.KindPointer, X: float64(r.IntN(w)), Y: float64(r.IntN(h))})
		}
	}
	return ev
}

// unseekable is a script as a person's devices are: a load does not move
// it back (a script that seeks replays the quick load it just did, for
// ever); after a load that went back in time it sends nothing until the
// clock is where it was.
type unseekable struct{ s *input.Script }

func (u unseekable) Events(tick griff.Tick, dst []input.Event) []input.Event {
	return u.s.Events(tick, dst)
}

// TestGenreTemplatesSurviveMonkeys plays each genre template with random
// presses of every action it binds (quick saves and loads, rollback, undo,
// pause and menus among them) and random pointer moves, in frames of random
// length, and takes a snapshot and restores it now and then: no step panics
// (a fault would deactivate an entity and report an error) and no problem
// is reported but warnings the input itself asked for.
func TestGenreTemplatesSurviveMonkeys(t *testing.T) {
	for _, name := range monkeyTemplates {
		t.Run(name, func(t *testing.T) {
			lg, _ := loadTemplate(t, name)
			for seed := uint64(1); seed <= 2; seed++ {
				for _, p := range playMonkey(t, lg, seed, monkeyRun{steps: monkeySteps, w: 480, h: 270, maxFrames: 20000, every: 250, snapAt: 100, restoreAt: 180}) {
					t.Errorf("seed %d: %v", seed, p)
				}
			}
		})
	}
}

// monkeyRun is how playMonkey plays: steps steps of monkeyScript on a w×h
// screen, at most maxFrames frames; a snapshot taken at frame snapAt of
// every every frames and restored at frame restoreAt; problems that fail
// picked by fails (nil: errors); each, when not nil, runs after every
// frame (after that frame's snapshot or restore).
type monkeyRun struct {
	steps, w, h, maxFrames   int
	every, snapAt, restoreAt int
	fails                    func(scenes.Problem) bool
	each                     func(g *runtime.Game, frame int)
}

// playMonkey plays lg seeded seed as run says, from the template's start
// scene through the host's loop (no undo), in frames of random length (5 to
// 44 ms, from the same stream as the script): a frame error or a game that
// does not reach the last step fails the test at once. It returns the
// problems run.fails picked.
func playMonkey(t *testing.T, lg *hosting.LoadedGame, seed uint64, run monkeyRun) []scenes.Problem {
	t.Helper()
	controls, err := hosting.ProjectControls(lg.Project)
	if err != nil {
		t.Fatal(err)
	}
	fails := run.fails
	if fails == nil {
		fails = func(p scenes.Problem) bool { return p.Severity == scenes.SeverityError }
	}
	r := griff.NewRand(seed)
	script := monkeyScript(r, controls.Actions(), run.steps, run.w, run.h)
	var probs []scenes.Problem
	g, err := lg.NewGame(hosting.Options{Seed: seed, Input: unseekable{input.NewScript(script)}, Saves: &saves.MemoryStore{},
		Problems: func(p scenes.Problem) {
			if fails(p) {
				probs = append(probs, p)
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	loop := &hosting.Loop{Game: g, NoUndo: true}
	var snap []byte
	for frame := 0; int(g.Clock().Tick()) < run.steps; frame++ {
		if frame > run.maxFrames {
			t.Fatalf("seed %d: after %d frames the game is at step %d (paused %v), want %d", seed, frame, g.Clock().Tick(), g.Clock().Paused(), run.steps)
		}
		if _, err := loop.Frame(time.Duration(5+r.IntN(40)) * time.Millisecond); err != nil {
			t.Fatalf("seed %d frame %d: %v", seed, frame, err)
		}
		switch frame % run.every {
		case run.snapAt:
			if snap, err = g.Snapshot(nil); err != nil {
				t.Fatalf("seed %d: snapshot: %v", seed, err)
			}
		case run.restoreAt:
			if err := g.Restore(snap); err != nil {
				t.Fatalf("seed %d: restore: %v", seed, err)
			}
		}
		if run.each != nil {
			run.each(g, frame)
		}
	}
	return probs
}

// monkeySteps is how many steps each monkey plays.
const monkeySteps = 2000

// monkeyTemplates are the templates TestGenreTemplatesSurviveMonkeys plays.
var monkeyTemplates = []string{"puzzle", "match3", "blocks", "novel"}
