package tests

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/dungeon"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The dungeon playthrough plays the template's five floors with a bot
// (dungeonBot) that sees what a player sees (the drawn map, the monsters
// in sight) and presses keys; its presses are the recorded script. The
// playthrough ends dungeonAfter steps after the run is won.
const dungeonAfter = 60

// dungeonBot plays a run: on the hero's turn it attacks a monster next to
// the hero (first drinking a potion below half its hit points), rests below
// three quarters when no monster is in sight, else walks towards the stairs
// once they were seen, or towards the nearest explored floor cell next to
// an unexplored one. It records every event it gives.
type dungeonBot struct {
	g       *runtime.Game
	release string
	events  []input.Event
}

func (b *dungeonBot) Events(tick griff.Tick, dst []input.Event) []input.Event {
	n := len(dst)
	if b.release != "" {
		dst = append(dst, input.Event{Tick: tick, Action: b.release})
		b.release = ""
	} else if a := b.decide(); a != "" {
		dst = append(dst, input.Event{Tick: tick, Action: a, Down: true, Value: 1})
		b.release = a
	}
	b.events = append(b.events, dst[n:]...)
	return dst
}

var dungeonKeys = map[grid.Dir]string{grid.DirUp: dungeon.ActionUp, grid.DirDown: dungeon.ActionDown,
	grid.DirLeft: dungeon.ActionLeft, grid.DirRight: dungeon.ActionRight}

// decide returns the action to press now, or "".
func (b *dungeonBot) decide() string {
	if b.g == nil {
		return ""
	}
	run := b.g.Scene().Find("Run")
	r := scenes.Get[dungeon.Run](run)
	hero := b.g.Scene().Find("Run/Hero")
	if r == nil || r.Phase != dungeon.PhasePlay || hero == nil {
		return ""
	}
	mv, act := scenes.Get[grid.Mover](hero), scenes.Get[turns.Actor](hero)
	if mv.Moving || act == nil || !act.Current {
		return ""
	}
	h := scenes.Get[dungeon.Hero](hero)
	inSight := false
	for _, c := range run.Children() {
		m := scenes.Get[dungeon.Monster](c)
		if m == nil || m.HP <= 0 || !m.Seen {
			continue
		}
		inSight = true
		at := scenes.Get[grid.Mover](c).Cell
		if d := grid.DirTo(mv.Cell, at); dungeonKeys[d] != "" {
			if h.HP*2 < h.MaxHP && scenes.Get[items.Inventory](hero).Count(dungeon.ItemPotion) > 0 {
				return dungeon.ActionDrink
			}
			return dungeonKeys[d]
		}
	}
	if !inSight && h.HP*4 < h.MaxHP*3 {
		return dungeon.ActionWait
	}
	tm := scenes.Get[visual.Tilemap](b.g.Scene().Find("Run/Map"))
	if d := dungeonStep(tm, r.Explored, mv.Cell); d != grid.DirNone {
		return dungeonKeys[d]
	}
	return dungeon.ActionWait
}

// dungeonStep returns the first step of a shortest walk over the explored
// open cells of the drawn map from at to the stairs, if they were seen,
// else to the nearest explored open cell next to an unexplored one.
func dungeonStep(tm *visual.Tilemap, explored []bool, at grid.Cell) grid.Dir {
	w := tm.Width
	open := func(i int) bool { return explored[i] && (tm.Cells[i] == 1 || tm.Cells[i] == 3) }
	goal := func(i int) bool { return tm.Cells[i] == 3 && explored[i] }
	stairsSeen := false
	for i := range tm.Cells {
		stairsSeen = stairsSeen || goal(i)
	}
	frontier := func(i int) bool {
		x, y := i%w, i/w
		for _, d := range [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
			j := (y+d[1])*w + x + d[0]
			if j >= 0 && j < len(explored) && !explored[j] {
				return true
			}
		}
		return false
	}
	start := at.Y()*w + at.X()
	first := map[int]grid.Dir{start: grid.DirNone}
	queue := []int{start}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		if i != start && ((stairsSeen && goal(i)) || (!stairsSeen && frontier(i))) {
			return first[i]
		}
		for _, d := range []grid.Dir{grid.DirUp, grid.DirRight, grid.DirDown, grid.DirLeft} {
			o := d.Offset()
			j := i + o.Y()*w + o.X()
			if _, seen := first[j]; seen || j < 0 || j >= len(tm.Cells) || !open(j) {
				continue
			}
			if i == start {
				first[j] = d
			} else {
				first[j] = first[i]
			}
			queue = append(queue, j)
		}
	}
	return grid.DirNone
}

// dungeonRun plays the template with the bot until the run has been won
// for dungeonAfter steps, and returns the script it played and the steps.
func dungeonRun(t *testing.T, lg *hosting.LoadedGame) ([]input.Event, griff.Tick) {
	t.Helper()
	bot := &dungeonBot{}
	g, err := lg.NewGame(hosting.Options{Input: bot})
	if err != nil {
		t.Fatal(err)
	}
	bot.g = g
	end := griff.Tick(0)
	for end == 0 || g.Clock().Tick() < end {
		g.Step()
		r := scenes.Get[dungeon.Run](g.Scene().Find("Run"))
		switch {
		case r.Phase == dungeon.PhaseDead:
			t.Fatalf("the bot died on floor %d at step %d: %q", r.Depth, g.Clock().Tick(), r.Log)
		case r.Phase == dungeon.PhaseWon && end == 0:
			end = g.Clock().Tick() + dungeonAfter
		case g.Clock().Tick() > 60000:
			t.Fatalf("the run never ended: floor %d, %d turns", r.Depth, r.Turns)
		}
	}
	return bot.events, end
}

// TestDungeonTemplatePlaythrough records the dungeon template's playthrough
// (five floors explored and left by their stairs) and replays it at 30, 60
// and 144 frames a second to the same fingerprint with no problems.
func TestDungeonTemplatePlaythrough(t *testing.T) {
	lg, _ := loadTemplate(t, "dungeon")
	script, steps := dungeonRun(t, lg)
	playthroughAtEveryRate(t, lg, "dungeon", script, steps, func(g *runtime.Game, fps int) {
		r := scenes.Get[dungeon.Run](g.Scene().Find("Run"))
		h := scenes.Get[dungeon.Hero](g.Scene().Find("Run/Hero"))
		if r.Phase != dungeon.PhaseWon || r.Depth != 5 || r.Kills == 0 {
			t.Errorf("at %d frames a second: the run ends in phase %d on floor %d with %d kills, want won on floor 5", fps, r.Phase, r.Depth, r.Kills)
		}
		t.Logf("at %d frames a second: won in %d steps, %d turns, %d kills, level %d, %d of %d hit points", fps, g.Clock().Tick(), r.Turns, r.Kills, h.Level, h.HP, h.MaxHP)
	})
}
