package tests

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/battles"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// The battles playthrough walks the template's party into its three foes
// one after the other and wins each battle with a small bot (battlesBot)
// that watches the game and presses keys as a player would, one tap every
// other step; its presses are recorded as the script. It ends battlesAfter
// steps after the third battle is won and the map is back.
const battlesAfter = 90

// battlesBot plays the template: on the map it walks to the next foe (a
// path found on the walker's tiles), in battle it heals a hero below a
// third of its HP, casts the skill a foe is weak to when it has the MP,
// and otherwise attacks the weakest foe.
type battlesBot struct {
	g       *runtime.Game
	defs    *battles.Defs
	release string
	hold    string
	next    griff.Tick
	events  []input.Event
}

func (b *battlesBot) Events(tick griff.Tick, dst []input.Event) []input.Event {
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
func (b *battlesBot) decide(tick griff.Tick) string {
	if tick < b.next || b.g == nil {
		return ""
	}
	sc := b.g.Scene()
	for e, bt := range scenes.Active[battles.Battle](sc) {
		return b.battle(e, bt)
	}
	for _, w := range scenes.Active[battles.Walker](sc) {
		if w.Moving > 0 {
			return ""
		}
		for e := range scenes.Active[battles.Encounter](sc) {
			return walkToward(w, e)
		}
	}
	return ""
}

// walkToward returns the press that takes walker w one tile nearer to
// encounter e's tile (a breadth-first path over the free tiles).
func walkToward(w *battles.Walker, e *scenes.Entity) string {
	p := e.Transform().Position()
	goal := [2]int{int(p[0]) / 32, int(p[1]) / 32}
	free := func(c, r int) bool {
		return c >= 0 && r >= 0 && c < w.Cols && r < w.Rows && (r >= len(w.Walls) || c >= len(w.Walls[r]) || w.Walls[r][c] != '#')
	}
	type tile = [2]int
	from := map[tile]tile{goal: goal}
	queue := []tile{goal}
	for len(queue) > 0 {
		t := queue[0]
		queue = queue[1:]
		for _, d := range []tile{{0, -1}, {0, 1}, {-1, 0}, {1, 0}} {
			n := tile{t[0] + d[0], t[1] + d[1]}
			if _, seen := from[n]; !seen && free(n[0], n[1]) {
				from[n] = t
				queue = append(queue, n)
			}
		}
	}
	nx, ok := from[tile{w.Col, w.Row}]
	if !ok {
		return ""
	}
	switch {
	case nx[1] < w.Row:
		return battles.ActionUp
	case nx[1] > w.Row:
		return battles.ActionDown
	case nx[0] < w.Col:
		return battles.ActionLeft
	case nx[0] > w.Col:
		return battles.ActionRight
	}
	return ""
}

// battle returns the next press of a battle.
func (b *battlesBot) battle(e *scenes.Entity, bt *battles.Battle) string {
	var heroes, foes []*battles.Fighter
	for _, c := range e.Children() {
		if x := scenes.Get[battles.Fighter](c); x != nil {
			if x.Enemy {
				if x.Alive() {
					foes = append(foes, x)
				}
			} else {
				heroes = append(heroes, x)
			}
		}
	}
	switch bt.Phase {
	case battles.PhaseWon, battles.PhaseFled:
		return battles.ActionConfirm
	case battles.PhaseLost:
		return ""
	}
	if bt.Phase != battles.PhaseCommand && bt.Phase != battles.PhaseList && bt.Phase != battles.PhaseTarget {
		return ""
	}
	var u *battles.Fighter
	for _, h := range heroes {
		if h.Slot == bt.Actor {
			u = h
		}
	}
	if u == nil || len(foes) == 0 {
		return ""
	}
	menu, entry, target := b.plan(u, heroes, foes)
	switch bt.Phase {
	case battles.PhaseCommand:
		return toward(bt.Menu, menu, battles.ActionUp, battles.ActionDown, battles.ActionConfirm)
	case battles.PhaseList:
		return toward(bt.List, entry, battles.ActionUp, battles.ActionDown, battles.ActionConfirm)
	}
	return toward(bt.Target, target, battles.ActionLeft, battles.ActionRight, battles.ActionConfirm)
}

// plan returns hero u's command, its list entry and its target (an index
// among the candidates: foes standing, or the party).
func (b *battlesBot) plan(u *battles.Fighter, heroes, foes []*battles.Fighter) (menu, entry, target int) {
	weakest := 0
	for i, f := range foes {
		if f.HP < foes[weakest].HP {
			weakest = i
		}
	}
	skills := b.known(u)
	low := -1
	for i, h := range heroes {
		if h.Alive() && h.HP*3 < h.MaxHP && (low < 0 || h.HP < heroes[low].HP) {
			low = i
		}
	}
	if i := indexOf(skills, "cure"); low >= 0 && i >= 0 && u.MP >= b.defs.Skills["cure"].MP {
		return battles.CommandSkill, i, low
	}
	for i, id := range skills {
		d := b.defs.Skills[id]
		if d.Kind != battles.KindDamage || d.MP > u.MP || d.Target != battles.TargetOne {
			continue
		}
		if ed := b.defs.Enemies[foes[weakest].Row]; ed != nil && battles.ElementScale(d.Element, ed.Weak, ed.Resist) > 1 {
			return battles.CommandSkill, i, weakest
		}
	}
	return battles.CommandAttack, 0, weakest
}

// known returns the skills hero u knows, in its list's order.
func (b *battlesBot) known(u *battles.Fighter) []string {
	var out []string
	for _, l := range b.defs.Heroes[u.Row].Skills {
		if l.Level <= u.Level {
			out = append(out, l.Skill)
		}
	}
	return out
}

func indexOf(s []string, v string) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}

// toward returns the press that moves a cursor at from toward to, or done
// when it is there.
func toward(from, to int, less, more, done string) string {
	switch {
	case from > to:
		return less
	case from < to:
		return more
	}
	return done
}

// battlesRun plays the template with the bot until the third battle has
// been won for battlesAfter steps, and returns the script and the steps.
func battlesRun(t *testing.T, lg *hosting.LoadedGame) ([]input.Event, griff.Tick) {
	t.Helper()
	bot := &battlesBot{}
	g, err := lg.NewGame(hosting.Options{Input: bot})
	if err != nil {
		t.Fatal(err)
	}
	bot.g = g
	defs, errs := battles.ReadDefs(lg.Tables().Table)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	bot.defs = defs
	end := griff.Tick(0)
	for end == 0 || g.Clock().Tick() < end {
		g.Step()
		if _, p := battlesParty(g); p != nil && p.Lost > 0 {
			t.Fatalf("the bot lost a battle at step %d", g.Clock().Tick())
		}
		if _, p := battlesParty(g); p != nil && p.Won == 3 && p.Result == "" && end == 0 {
			end = g.Clock().Tick() + battlesAfter
		}
		if g.Clock().Tick() > 40000 {
			t.Fatal("the three battles never ended")
		}
	}
	return bot.events, end
}

func battlesParty(g *runtime.Game) (*scenes.Entity, *battles.Party) {
	if e := g.Scene().Find("Party"); e != nil {
		return e, scenes.Get[battles.Party](e)
	}
	return nil, nil
}

// TestBattlesTemplatePlaythrough records the battles template's
// playthrough (three battles won from the map) and replays it at 30, 60
// and 144 frames a second to the same fingerprint with no problems.
func TestBattlesTemplatePlaythrough(t *testing.T) {
	lg, _ := loadTemplate(t, "battles")
	script, steps := battlesRun(t, lg)
	playthroughAtEveryRate(t, lg, "battles", script, steps, func(g *runtime.Game, fps int) {
		checkBattlesWon(t, g, fps)
	})
}

// checkBattlesWon checks the game ends on the map with the three foes
// beaten, and the heroes grown.
func checkBattlesWon(t *testing.T, g *runtime.Game, fps int) {
	t.Helper()
	_, p := battlesParty(g)
	if p == nil || p.Won != 3 || p.Lost != 0 {
		t.Fatalf("at %d frames a second: the party ends %+v, want three battles won", fps, p)
	}
	if !strings.HasSuffix(g.Scene().Name(), "map.json") {
		t.Errorf("at %d frames a second: the game ends in scene %q, want map", fps, g.Scene().Name())
	}
	for range scenes.Active[battles.Encounter](g.Scene()) {
		t.Errorf("at %d frames a second: a foe is left on the map", fps)
	}
	for _, h := range p.Heroes {
		if h.Level < 2 {
			t.Errorf("at %d frames a second: hero %s is level %d after three battles", fps, h.ID, h.Level)
		}
	}
	t.Logf("at %d frames a second: %d steps; heroes %+v", fps, g.Clock().Tick(), p.Heroes)
}
