package tests

import (
	"path"
	"strings"
	"sync"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/tactics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// tacticsMaxSteps bounds the bot's campaign: 20 minutes of game time at 60
// steps a second. It ends well before (the playthrough's length is the step
// map 3 is won, plus tacticsTail).
const (
	tacticsMaxSteps = 72000
	tacticsTail     = 60
)

// tacticsBot is an input source that plays the tactics template as a player
// would, with the keys: it looks at the game (set once it is made) before
// each step and, when the battle waits for the player, taps the cursor to
// a unit, selects it, taps to where it moves, selects, then attacks or
// waits. Every event it hands out is kept, to be the playthrough's script.
// It sees what the player sees: enemies hidden by fog are not attacked (it
// walks toward every enemy, seen or not, as a player who knows the map).
type tacticsBot struct {
	g       *runtime.Game
	taps    []string // actions still to tap, one every other step
	release string   // the action pressed last step, released this one
	sent    []input.Event
	won     []string  // the scenes whose battle was won, in order
	lost    int       // battles lost
	target  int       // the unit the one moving attacks once it arrives, 0 none
	cur     grid.Cell // where the taps planned leave the cursor
}

func (b *tacticsBot) Events(tick griff.Tick, dst []input.Event) []input.Event {
	if b.release != "" {
		e := input.Event{Tick: tick, Action: b.release}
		b.release = ""
		b.sent = append(b.sent, e)
		return append(dst, e)
	}
	if len(b.taps) == 0 && tick >= 10 { // a recording's first steps take no input
		b.plan()
	}
	if len(b.taps) == 0 {
		return dst
	}
	a := b.taps[0]
	b.taps = b.taps[1:]
	b.release = a
	e := input.Event{Tick: tick, Action: a, Down: true, Value: 1}
	b.sent = append(b.sent, e)
	return append(dst, e)
}

// tacticsMap is the base name of the game's scene ("map1").
func tacticsMap(g *runtime.Game) string {
	return strings.TrimSuffix(path.Base(g.Scene().Name()), ".json")
}

// botUnit is a live unit as the bot sees it.
type botUnit struct {
	e *scenes.Entity
	u *tactics.Unit
	m *grid.Mover
}

// seen reports whether the unit is drawn (not hidden by fog).
func (u botUnit) seen() bool {
	for _, c := range u.e.Children() {
		if c.Name() == "Look" {
			return c.ActiveInHierarchy()
		}
	}
	return false
}

// plan queues the next taps, when the game waits for them.
func (b *tacticsBot) plan() {
	g := b.g
	if top := runtime.Service[ui.IPanels](g).Top(); top != "" {
		switch top {
		case "Won":
			if name := tacticsMap(g); len(b.won) == 0 || b.won[len(b.won)-1] != name {
				b.won = append(b.won, name)
			}
			if tacticsMap(g) == "map3" {
				return // the campaign is won: its panel stays
			}
		case "Lost":
			b.lost++
		}
		b.taps = append(b.taps, "UIAccept") // the first button: start, next map, retry
		return
	}
	be := g.Scene().Find("Battle")
	if be == nil {
		return
	}
	bt := scenes.Get[tactics.Battle](be)
	b.cur = bt.Cursor
	var units []botUnit
	for _, c := range be.Children() {
		u, m := scenes.Get[tactics.Unit](c), scenes.Get[grid.Mover](c)
		if u != nil && m != nil && u.HP > 0 && c.Alive() {
			if m.Moving || len(u.Path) > 0 {
				return
			}
			units = append(units, botUnit{c, u, m})
		}
	}
	if bt.Result != "" || bt.Phase != tactics.SidePlayer || bt.Wait > 0 {
		return
	}
	switch bt.Mode {
	case tactics.ModeIdle:
		b.choose(bt, units)
	case tactics.ModeActing:
		for _, t := range units {
			if t.u.Number == b.target && t.seen() {
				b.cursor(t.m.Cell)
				b.taps = append(b.taps, tactics.ActionSelect)
				b.target = 0
				return
			}
		}
		b.taps = append(b.taps, tactics.ActionWait)
	case tactics.ModeSelected:
		b.taps = append(b.taps, tactics.ActionCancel)
	}
}

// cursor queues the taps that move the battle's cursor to c.
func (b *tacticsBot) cursor(c grid.Cell) {
	for x := b.cur.X(); x < c.X(); x++ {
		b.taps = append(b.taps, tactics.ActionRight)
	}
	for x := b.cur.X(); x > c.X(); x-- {
		b.taps = append(b.taps, tactics.ActionLeft)
	}
	for y := b.cur.Y(); y < c.Y(); y++ {
		b.taps = append(b.taps, tactics.ActionDown)
	}
	for y := b.cur.Y(); y > c.Y(); y-- {
		b.taps = append(b.taps, tactics.ActionUp)
	}
	b.cur = c
}

// choose plans the first ready unit's move and action: the best attack it
// can make (most damage dealt less taken, a kill first, its own fall never;
// the leader only where it keeps half its hit points), else a walk toward
// the nearest enemy (the leader, on a seize map, toward the seize cell once
// no enemy holds it; on other maps the leader holds back).
func (b *tacticsBot) choose(bt *tactics.Battle, units []botUnit) {
	var me *botUnit
	for i := range units {
		if units[i].u.Side == tactics.SidePlayer && !units[i].u.Done {
			me = &units[i]
			break
		}
	}
	if me == nil {
		return
	}
	var f tactics.Field
	bt.Fill(&f)
	for _, u := range units {
		if i := f.Index(u.m.Cell); i >= 0 && u.e != me.e {
			f.Side[i] = map[bool]uint8{true: 1, false: 2}[u.u.Side == tactics.SidePlayer]
		}
	}
	f.ReachPassing(me.m.Cell, me.u.Move, me.u.Movement, 1)
	dest, target, best := me.m.Cell, 0, -1<<30
	for y := range f.Height {
		for x := range f.Width {
			from := grid.C(x, y)
			if !f.Reachable(from) {
				continue
			}
			for _, t := range units {
				if t.u.Side == tactics.SideEnemy && t.seen() && tactics.InRange(from, t.m.Cell, me.u.MinRange, me.u.MaxRange) {
					fc := tactics.Predict(botFighter(me.u, from, &f), botFighter(t.u, t.m.Cell, &f))
					if fc.AttackerHP == 0 || (me.u.Leader && fc.AttackerHP*2 < me.u.MaxHP) {
						continue
					}
					sc := 10*(fc.Damage-fc.Counter) + tactics.Defence(f.At(from))
					if fc.DefenderHP == 0 {
						sc += 1000
					}
					if sc > best {
						dest, target, best = from, t.u.Number, sc
					}
				}
			}
		}
	}
	if target == 0 {
		dest = b.approach(bt, me, units, &f)
	}
	b.target = target
	b.cursor(me.m.Cell)
	b.taps = append(b.taps, tactics.ActionSelect)
	b.cursor(dest)
	b.taps = append(b.taps, tactics.ActionSelect)
}

// approach returns where me walks without an attack: along the cheapest
// way toward the nearest enemy (or the leader's toward the seize cell), as
// far as its move goes.
func (b *tacticsBot) approach(bt *tactics.Battle, me *botUnit, units []botUnit, f *tactics.Field) grid.Cell {
	var goals []grid.Cell
	switch {
	case me.u.Leader && bt.Win == tactics.WinSeize:
		for _, u := range units {
			if u.m.Cell == bt.Seize {
				return me.m.Cell // held: wait for the others
			}
		}
		goals = []grid.Cell{bt.Seize}
	case me.u.Leader:
		return me.m.Cell
	default:
		for _, u := range units {
			if u.u.Side == tactics.SideEnemy {
				for _, d := range []grid.Cell{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
					goals = append(goals, u.m.Cell.Add(d))
				}
			}
		}
	}
	f.ReachPassing(me.m.Cell, 1<<20, me.u.Movement, 1)
	goal, cost := me.m.Cell, -1
	for _, c := range goals {
		if k := f.CostTo(c); k >= 0 && f.Reachable(c) && (cost < 0 || k < cost) {
			goal, cost = c, k
		}
	}
	to := me.m.Cell
	for _, c := range f.Path(goal, nil) {
		if f.CostTo(c) > me.u.Move {
			break
		}
		if f.Reachable(c) { // not an ally's cell, passed through
			to = c
		}
	}
	return to
}

func botFighter(u *tactics.Unit, at grid.Cell, f *tactics.Field) tactics.Fighter {
	return tactics.Fighter{HP: u.HP, Attack: u.Attack, Defence: u.Defence, MinRange: u.MinRange, MaxRange: u.MaxRange,
		Cell: at, Terrain: f.At(at)}
}

// tacticsRun is the bot's campaign: its events, how many steps the
// playthrough lasts, the maps won in order and the battles lost.
type tacticsRun struct {
	events []input.Event
	steps  griff.Tick
	won    []string
	lost   int
}

var (
	tacticsOnce sync.Once
	tacticsPlay tacticsRun
	tacticsErr  error
)

// tacticsCampaign plays the template with the bot until map 3 is won (once
// per test binary: the rewind test uses the same events).
func tacticsCampaign() (tacticsRun, error) {
	tacticsOnce.Do(func() {
		m, ok := runtime.LookupModule("tactics")
		if !ok || m.Template == nil {
			tacticsErr = errNoTemplate
			return
		}
		lg, err := hosting.Load(m.Template, "tactics")
		if err != nil {
			tacticsErr = err
			return
		}
		bot := &tacticsBot{}
		g, err := lg.NewGame(hosting.Options{Input: bot})
		if err != nil {
			tacticsErr = err
			return
		}
		bot.g = g
		for g.Clock().Tick() < tacticsMaxSteps {
			g.Step()
			if len(bot.won) > 0 && bot.won[len(bot.won)-1] == "map3" {
				break
			}
		}
		tacticsPlay = tacticsRun{events: bot.sent, steps: g.Clock().Tick() + tacticsTail, won: bot.won, lost: bot.lost}
	})
	return tacticsPlay, tacticsErr
}

type templateError string

func (e templateError) Error() string { return string(e) }

const errNoTemplate = templateError("the tactics module has no template")

// tacticsEvents is the campaign's events and length, for the rewind test.
func tacticsEvents(t *testing.T) ([]input.Event, griff.Tick) {
	run, err := tacticsCampaign()
	if err != nil {
		t.Fatal(err)
	}
	return run.events, run.steps
}

// TestTacticsPlaythrough: the bot plays the tactics template's campaign
// from the title through its three maps (the last a seize) without losing
// a battle; its input, recorded one step a frame, replays at 30, 60 and 144
// frames a second to the recorded fingerprint, ending on map 3 won, its
// Won panel open, with no problems.
func TestTacticsPlaythrough(t *testing.T) {
	run, err := tacticsCampaign()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(run.won, " ") != "map1 map2 map3" || run.lost != 0 {
		t.Fatalf("the bot won %v and lost %d battles, want maps 1 to 3 won in order, none lost", run.won, run.lost)
	}
	t.Logf("campaign: %d steps, %d events", run.steps, len(run.events))
	m, _ := runtime.LookupModule("tactics")
	lg, err := hosting.Load(m.Template, "tactics")
	if err != nil {
		t.Fatal(err)
	}
	p := recordedPlaythrough(t, lg, "tactics", input.NewScript(run.events), run.steps)
	replayAtEveryRate(t, lg, p, func(g *runtime.Game, fps int) {
		var b *tactics.Battle
		if e := g.Scene().Find("Battle"); e != nil {
			b = scenes.Get[tactics.Battle](e)
		}
		if tacticsMap(g) != "map3" || b == nil || b.Result != tactics.ResultWon || runtime.Service[ui.IPanels](g).Top() != "Won" {
			t.Errorf("at %d frames a second: scene %q, battle %+v", fps, g.Scene().Name(), b)
		}
	})
}
