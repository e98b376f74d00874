package tests

import (
	"io/fs"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/contraptions"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// The contraptions playthrough solves the template's four puzzles with a
// bot (contraptionsBot) that places each puzzle's solution (its file's
// solution lines) with the keys, one tap every other step, runs the
// machine, waits for the solved screen and goes on. It ends
// contraptionsAfter steps after the last puzzle is solved.
const contraptionsAfter = 60

// contraptionsBot plays the template: in build mode it presses the next
// key that places the next solution part not yet on the board
// (contraptions.PlaceKeys), then run; on the solved screen it waits
// contraptionsLook steps and presses run for the next puzzle.
type contraptionsBot struct {
	g       *runtime.Game
	files   fs.FS
	release string
	next    griff.Tick
	solved  griff.Tick
	events  []input.Event
}

const contraptionsLook = 40

func (b *contraptionsBot) Events(tick griff.Tick, dst []input.Event) []input.Event {
	n := len(dst)
	if b.release != "" {
		dst = append(dst, input.Event{Tick: tick, Action: b.release})
		b.release = ""
	}
	if a := b.decide(tick); a != "" {
		dst = append(dst, input.Event{Tick: tick, Action: a, Down: true, Value: 1})
		b.release, b.next = a, tick+2
	}
	b.events = append(b.events, dst[n:]...)
	return dst
}

// decide returns the action to press in step tick, or "".
func (b *contraptionsBot) decide(tick griff.Tick) string {
	if tick < b.next || b.g == nil {
		return ""
	}
	e, bd := contraptionsBoard(b.g)
	if bd == nil {
		return ""
	}
	switch bd.Mode {
	case contraptions.ModeSolved:
		if b.solved == 0 {
			b.solved = tick
		}
		if tick >= b.solved+contraptionsLook {
			b.solved = 0
			return contraptions.ActionRun
		}
		return ""
	case contraptions.ModeBuild:
	default:
		return ""
	}
	if bd.Built == "" || bd.Puzzle >= len(bd.Puzzles) {
		return ""
	}
	text, err := fs.ReadFile(b.files, bd.Puzzles[bd.Puzzle])
	if err != nil {
		return ""
	}
	pz, _ := contraptions.ReadPuzzle(bd.Built, text)
	for _, p := range pz.Solution {
		if !contraptionsPlaced(e, p) {
			return contraptions.PlaceKeys(bd, pz, p)[0]
		}
	}
	return contraptions.ActionRun
}

// contraptionsPlaced reports whether the board on e has a movable part
// placed as p.
func contraptionsPlaced(e *scenes.Entity, p contraptions.Place) bool {
	for _, c := range e.Children() {
		for _, x := range c.Children() {
			if q := scenes.Get[contraptions.Part](x); q != nil && x.Alive() && !q.Fixed &&
				q.Kind == p.Kind && q.Col == p.Col && q.Row == p.Row && q.Rot == p.Rot {
				return true
			}
		}
	}
	return false
}

func contraptionsBoard(g *runtime.Game) (*scenes.Entity, *contraptions.Board) {
	for e, b := range scenes.Active[contraptions.Board](g.Scene()) {
		return e, b
	}
	return nil, nil
}

// contraptionsRun plays the template with the bot until every puzzle is
// solved, and returns the script and the steps.
func contraptionsRun(t *testing.T, lg *hosting.LoadedGame, files fs.FS) ([]input.Event, griff.Tick) {
	t.Helper()
	bot := &contraptionsBot{files: files}
	g, err := lg.NewGame(hosting.Options{Input: bot})
	if err != nil {
		t.Fatal(err)
	}
	bot.g = g
	end := griff.Tick(0)
	for end == 0 || g.Clock().Tick() < end {
		g.Step()
		if _, b := contraptionsBoard(g); b != nil && b.Mode == contraptions.ModeDone && end == 0 {
			end = g.Clock().Tick() + contraptionsAfter
		}
		if _, b := contraptionsBoard(g); b != nil && b.Mode == contraptions.ModeRun && b.Steps > 1200 {
			t.Fatalf("puzzle %d ran 20 s unsolved", b.Puzzle+1)
		}
		if g.Clock().Tick() > 20000 {
			t.Fatal("the four puzzles never ended")
		}
	}
	return bot.events, end
}

// TestContraptionsTemplatePlaythrough records the contraptions template's
// playthrough (four puzzles solved with the keys) and replays it at 30, 60
// and 144 frames a second to the same fingerprint with no problems.
func TestContraptionsTemplatePlaythrough(t *testing.T) {
	lg, files := loadTemplate(t, "contraptions")
	script, steps := contraptionsRun(t, lg, files)
	playthroughAtEveryRate(t, lg, "contraptions", script, steps, func(g *runtime.Game, fps int) {
		_, b := contraptionsBoard(g)
		if b == nil || b.Mode != contraptions.ModeDone || b.Solved != 4 {
			t.Fatalf("at %d frames a second: the board ends %+v, want four puzzles solved", fps, b)
		}
		t.Logf("at %d frames a second: %d steps", fps, g.Clock().Tick())
	})
}
