package tests

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/firstperson"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// The first-person playthrough plays the template's Bunker with a bot
// (fpBot) that walks a shortest way over the map's open cells to the red
// key, to the red door and to the exit, opening doors on its way, and
// stops to turn to and shoot every guard it sees. Its presses are the
// recorded script; the playthrough ends fpAfter steps after the level is
// won.
const fpAfter = 60

// fpGoals are the bot's goals in order: a cell to reach, and the way to
// face there and press use (none: just reach it).
var fpGoals = []struct {
	x, y int
	use  bool
}{{2, 6, false}, {7, 7, true}, {10, 10, true}}

// fpBot plays the Bunker. It records every event it gives.
type fpBot struct {
	g      *runtime.Game
	goal   int
	held   map[string]bool
	events []input.Event
	wait   int
}

func (b *fpBot) Events(tick griff.Tick, dst []input.Event) []input.Event {
	n := len(dst)
	want := b.decide()
	for _, a := range []string{firstperson.ActionForward, firstperson.ActionTurnLeft, firstperson.ActionTurnRight, firstperson.ActionFire, firstperson.ActionUse} {
		if want[a] != b.held[a] {
			v := 0.0
			if want[a] {
				v = 1
			}
			dst = append(dst, input.Event{Tick: tick, Action: a, Down: want[a], Value: v})
		}
	}
	b.held = want
	b.events = append(b.events, dst[n:]...)
	return dst
}

// decide returns the actions to hold in the next step.
func (b *fpBot) decide() map[string]bool {
	want := map[string]bool{}
	if b.g == nil {
		return want
	}
	l := scenes.Get[firstperson.Level](b.g.Scene().Find("Level"))
	if l == nil || l.Phase != firstperson.PhasePlay {
		return want
	}
	// shoot the nearest guard in sight
	best, bestD := -1, 12.0
	for i, en := range l.Enemies {
		if d := math.Hypot(en.X-l.X, en.Y-l.Y); en.State != firstperson.EnemyDead && d < bestD && l.Sees(en.X, en.Y) {
			best, bestD = i, d
		}
	}
	if best >= 0 {
		en := l.Enemies[best]
		if fpTurn(want, l.Angle, math.Atan2(en.Y-l.Y, en.X-l.X), 0.03) {
			want[firstperson.ActionFire] = !b.held[firstperson.ActionFire] || l.Reload > 1
		}
		return want
	}
	if b.goal >= len(fpGoals) {
		return want
	}
	g := fpGoals[b.goal]
	cx, cy := int(l.X), int(l.Y)
	if cx == g.x && cy == g.y {
		if !g.use {
			b.goal++
			return want
		}
		tx, ty := float64(g.x)+0.5, float64(g.y)+1.5
		if fpTurn(want, l.Angle, math.Atan2(ty-l.Y, tx-l.X), 0.05) && math.Abs(l.X-tx) < 0.3 {
			if b.held[firstperson.ActionUse] {
				b.goal++
			} else {
				want[firstperson.ActionUse] = true
			}
		} else if math.Abs(l.X-tx) >= 0.3 || l.Y-float64(g.y) < 0.4 {
			fpTurn(want, l.Angle, math.Atan2(float64(g.y)+0.5-l.Y, tx-l.X), 0.2)
			want[firstperson.ActionForward] = math.Hypot(float64(g.y)+0.5-l.Y, tx-l.X) > 0.1
		}
		return want
	}
	next, ok := fpNext(l, cx, cy, g.x, g.y)
	if !ok {
		return want
	}
	k := l.Cells[next]
	if k >= firstperson.CellDoor && k <= firstperson.CellBlueDoor && fpDoorShut(l, next) {
		tx, ty := float64(next%l.Width)+0.5, float64(next/l.Width)+0.5
		if fpTurn(want, l.Angle, math.Atan2(ty-l.Y, tx-l.X), 0.1) {
			want[firstperson.ActionUse] = !b.held[firstperson.ActionUse]
		}
		return want
	}
	tx, ty := float64(next%l.Width)+0.5, float64(next/l.Width)+0.5
	if fpTurn(want, l.Angle, math.Atan2(ty-l.Y, tx-l.X), 0.3) {
		want[firstperson.ActionForward] = true
	}
	return want
}

// fpDoorShut reports whether the door at cell i blocks.
func fpDoorShut(l *firstperson.Level, i int) bool {
	for _, d := range l.Doors {
		if d.Cell == i {
			return d.Open < 0.95
		}
	}
	return false
}

// fpTurn holds the turn towards angle to and reports whether the view is
// within tol of it.
func fpTurn(want map[string]bool, from, to, tol float64) bool {
	d := math.Remainder(to-from, 2*math.Pi)
	switch {
	case d > tol:
		want[firstperson.ActionTurnRight] = true
	case d < -tol:
		want[firstperson.ActionTurnLeft] = true
	}
	return math.Abs(d) <= max(tol, 0.03)
}

// fpNext returns the next cell (index) of a shortest 4-way walk over the
// open cells (floor and unlocked or unlockable doors, no barrels) from
// (x, y) to (gx, gy).
func fpNext(l *firstperson.Level, x, y, gx, gy int) (int, bool) {
	w := l.Width
	barrel := map[int]bool{}
	for _, p := range l.Pickups {
		if p.Kind == firstperson.ThingBarrel {
			barrel[int(p.Y)*w+int(p.X)] = true
		}
	}
	open := func(i int) bool {
		k := l.Cells[i]
		return !barrel[i] && (k == firstperson.CellFloor || k >= firstperson.CellDoor && k <= firstperson.CellBlueDoor)
	}
	start, goal := y*w+x, gy*w+gx
	first := map[int]int{start: -1}
	queue := []int{start}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		if i == goal {
			return first[i], true
		}
		for _, o := range []int{-w, 1, w, -1} {
			j := i + o
			if _, seen := first[j]; seen || j < 0 || j >= len(l.Cells) || !open(j) {
				continue
			}
			if i == start {
				first[j] = j
			} else {
				first[j] = first[i]
			}
			queue = append(queue, j)
		}
	}
	return 0, false
}

// fpRun plays the template with the bot until the level has been won for
// fpAfter steps, and returns the script it played and the steps.
func fpRun(t *testing.T, lg *hosting.LoadedGame) ([]input.Event, griff.Tick) {
	t.Helper()
	bot := &fpBot{held: map[string]bool{}}
	g, err := lg.NewGame(hosting.Options{Input: bot})
	if err != nil {
		t.Fatal(err)
	}
	bot.g = g
	end := griff.Tick(0)
	for end == 0 || g.Clock().Tick() < end {
		g.Step()
		l := scenes.Get[firstperson.Level](g.Scene().Find("Level"))
		switch {
		case l.Phase == firstperson.PhaseDead:
			t.Fatalf("the bot died at step %d at (%.2f, %.2f), goal %d", g.Clock().Tick(), l.X, l.Y, bot.goal)
		case l.Phase == firstperson.PhaseWon && end == 0:
			end = g.Clock().Tick() + fpAfter
		case g.Clock().Tick() > 20000:
			t.Fatalf("the level never ended: the bot is at (%.2f, %.2f) facing %.2f, goal %d, %d kills; doors %+v enemies %+v held %v", l.X, l.Y, l.Angle, bot.goal, l.Kills, l.Doors, l.Enemies, bot.held)
		}
	}
	return bot.events, end
}

// TestFirstPersonTemplatePlaythrough records the first-person template's
// playthrough (the red key, the red door, the exit, the guards shot on the
// way) and replays it at 30, 60 and 144 frames a second to the same
// fingerprint with no problems.
func TestFirstPersonTemplatePlaythrough(t *testing.T) {
	lg, _ := loadTemplate(t, "firstperson")
	script, steps := fpRun(t, lg)
	playthroughAtEveryRate(t, lg, "firstperson", script, steps, func(g *runtime.Game, fps int) {
		l := scenes.Get[firstperson.Level](g.Scene().Find("Level"))
		if l.Phase != firstperson.PhaseWon || l.Keys&firstperson.KeyRed == 0 || l.Kills == 0 {
			t.Errorf("at %d frames a second: the level ends in phase %d with keys %d and %d kills, want won with the red key and kills", fps, l.Phase, l.Keys, l.Kills)
		}
		t.Logf("at %d frames a second: won in %d steps, %d kills, %d health, %d ammo", fps, l.Steps, l.Kills, l.Health, l.Ammo)
	})
}
