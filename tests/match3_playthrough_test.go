package tests

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
	"github.com/griffengine/griff/modules/match3"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// match3Steps is how long the match3 playthrough lasts: level 1 is won and
// its Won panel's "Next level" taken before it, with level 2 played a little.
const match3Steps = 3000

// match3Planner is an input.Source that a test fills step by step: the
// events queued for a step are handed out in it, and every event handed out
// is kept, to be the playthrough's script.
type match3Planner struct {
	queue []input.Event
	sent  []input.Event
}

func (p *match3Planner) Events(tick griff.Tick, dst []input.Event) []input.Event {
	rest := p.queue[:0]
	for _, e := range p.queue {
		if e.Tick == tick {
			dst = append(dst, e)
			p.sent = append(p.sent, e)
		} else {
			rest = append(rest, e)
		}
	}
	p.queue = rest
	return dst
}

// tap queues a press of action in step at and its release in the next.
func (p *match3Planner) tap(action string, at griff.Tick) {
	p.queue = append(p.queue, input.Event{Tick: at, Action: action, Down: true, Value: 1}, input.Event{Tick: at + 1, Action: action})
}

// plan queues the taps that move b's cursor to a and swap it with c, from
// step at, one tap every other step; it returns the step after the last.
func (p *match3Planner) plan(b *match3.Board, a, c match3.Cell, at griff.Tick) griff.Tick {
	step := func(action string, n int) {
		for range n {
			p.tap(action, at)
			at += 2
		}
	}
	if a.X > b.Cursor.X {
		step(match3.ActionRight, a.X-b.Cursor.X)
	} else {
		step(match3.ActionLeft, b.Cursor.X-a.X)
	}
	if a.Y > b.Cursor.Y {
		step(match3.ActionDown, a.Y-b.Cursor.Y)
	} else {
		step(match3.ActionUp, b.Cursor.Y-a.Y)
	}
	step(match3.ActionSelect, 1)
	switch {
	case c.X > a.X:
		step(match3.ActionRight, 1)
	case c.X < a.X:
		step(match3.ActionLeft, 1)
	case c.Y > a.Y:
		step(match3.ActionDown, 1)
	default:
		step(match3.ActionUp, 1)
	}
	return at
}

// board returns the active board of g's scene, or nil.
func match3Board(g *runtime.Game) *match3.Board {
	for _, b := range scenes.Active[match3.Board](g.Scene()) {
		return b
	}
	return nil
}

// match3Script plays the template: accepts level 1 on the title menu, swaps
// the first working move (Board.FirstMove) each time the board is idle until
// the level ends, then accepts the Won panel's first button (Next level).
// The game is deterministic, so the events it sends are the script.
func match3Script(t *testing.T, lg *hosting.LoadedGame) []input.Event {
	p := &match3Planner{}
	g, err := lg.NewGame(hosting.Options{Input: p})
	if err != nil {
		t.Fatal(err)
	}
	p.tap("UIAccept", 10)
	busyUntil, ended := griff.Tick(0), false
	var first *match3.Board
	for g.Clock().Tick() < match3Steps {
		g.Step()
		tick := g.Clock().Tick()
		b := match3Board(g)
		if first == nil {
			first = b
		}
		switch {
		case b == nil || tick < busyUntil || len(p.queue) > 0:
		case b.Phase == match3.PhaseOver && b == first && !ended:
			ended = true
			if !b.Won {
				t.Fatalf("level 1 lost at step %d: score %d, moves left %d", tick, b.Score, b.MovesLeft)
			}
			p.tap("UIAccept", tick+30)
			busyUntil = tick + 40
		case b.Phase == match3.PhaseIdle:
			a, c, ok := b.FirstMove()
			if !ok {
				t.Fatalf("an idle board with no move at step %d", tick)
			}
			busyUntil = p.plan(b, a, c, tick+1) + 1
		}
	}
	if !ended {
		t.Fatal("level 1 did not end")
	}
	return p.sent
}

// TestMatch3Playthrough plays the match3 template from its title menu to
// level 1 won and on into level 2, records it (testdata/match3.playthrough,
// rewritten with -update), and replays it at 30, 60 and 144 frames a second
// to the same fingerprint with no problems logged.
func TestMatch3Playthrough(t *testing.T) {
	lg, _ := loadTemplate(t, "match3")
	playthroughAtEveryRate(t, lg, "match3", match3Script(t, lg), match3Steps, func(g *runtime.Game, fps int) {
		if !strings.Contains(g.Scene().Name(), "level2") {
			t.Errorf("at %d frames a second: the playthrough ends in scene %q, want level2", fps, g.Scene().Name())
		}
		if b := match3Board(g); b == nil || b.MovesMade == 0 {
			t.Errorf("at %d frames a second: no moves made on level 2", fps)
		}
	})
}

// TestMatch3BadLevelFile: a level file that does not read is an error in the
// game's problem log naming its file, line and column, and the level's scene
// plays on without its board.
func TestMatch3BadLevelFile(t *testing.T) {
	tm, ok := templates.Lookup("match3")
	if !ok {
		t.Fatal("no template match3")
	}
	folder := fstest.MapFS{}
	err := fs.WalkDir(tm.Files, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(tm.Files, p)
		folder[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	project := strings.Replace(string(folder["project.griff"].Data), `"startScene": "title"`, `"startScene": "level1"`, 1)
	folder["project.griff"] = &fstest.MapFile{Data: []byte(project)}
	folder["levels/level1.m3"] = &fstest.MapFile{Data: []byte("# broken\nsize 8 eight\n")}
	lg, err := hosting.Load(folder, "bad")
	if err != nil {
		t.Fatal(err)
	}
	var problems []string
	g, err := lg.NewGame(hosting.Options{Problems: func(p scenes.Problem) { problems = append(problems, p.String()) }})
	if err != nil {
		t.Fatal(err)
	}
	for range 30 {
		g.Step()
	}
	if !slices.ContainsFunc(problems, func(s string) bool { return strings.Contains(s, "levels/level1.m3:2:8") }) {
		t.Errorf("problems %q do not name levels/level1.m3:2:8", problems)
	}
	t.Logf("problems: %q", problems)
	if match3Board(g) != nil || g.Clock().Tick() != 30 {
		t.Errorf("the scene has a board, or the game stopped at step %d", g.Clock().Tick())
	}
}

// match3Events returns the input events of the recorded match3 playthrough
// (testdata/match3.playthrough), for tests that replay its script their own
// way; nil if the file does not read (TestMatch3Playthrough says why).
func match3Events() []input.Event {
	f, err := os.Open(filepath.Join("testdata", "match3.playthrough"))
	if err != nil {
		return nil
	}
	defer f.Close()
	p, err := hosting.ReadPlaythrough("match3.playthrough", f)
	if err != nil {
		return nil
	}
	return p.Events
}
