package dungeon

import (
	"fmt"
	"slices"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
)

// play is one step's view of the played Run: its entity, floor, map,
// hero, monsters and loot. It is rebuilt each step (its slices reused) and
// is not state.
type play struct {
	s        *system
	g        *runtime.Game
	e        *scenes.Entity
	r        *Run
	f        *Floor
	mapE     *scenes.Entity
	hero     *scenes.Entity
	h        *Hero
	hm       *grid.Mover
	monsters []*scenes.Entity // living, in hierarchy order
	loot     []*scenes.Entity
	claimed  []grid.Cell // cells monsters step into this turn
	// was is the Run as collect found it (its slices copied into
	// wasExplored and wasLog, reused): the step marks the Run's entity
	// changed only when the Run differs from it after (see marked).
	was         Run
	wasExplored []bool
	wasLog      []string
}

// collect fills p from the scene's first active Run and reports whether
// there is one to play.
func (p *play) collect(s *system, g *runtime.Game) bool {
	p.s, p.g, p.e, p.r = s, g, nil, nil
	for e, r := range scenes.ActiveRead[Run](g.Scene()) {
		p.e, p.r = e, r
		break
	}
	if p.r == nil {
		return false
	}
	p.wasExplored = append(p.wasExplored[:0], p.r.Explored...)
	p.wasLog = append(p.wasLog[:0], p.r.Log...)
	p.was = *p.r
	p.was.Explored, p.was.Log = p.wasExplored, p.wasLog
	if p.r.Explored == nil {
		p.was.Explored = nil
	}
	if p.r.Log == nil {
		p.was.Log = nil
	}
	p.mapE, p.hero, p.h, p.hm = nil, nil, nil, nil
	p.monsters, p.loot = p.monsters[:0], p.loot[:0]
	for _, c := range p.e.Children() {
		switch {
		case !c.Alive():
		case scenes.Has[grid.Grid](c):
			p.mapE = c
		case scenes.Has[Hero](c):
			p.hero, p.h, p.hm = c, scenes.Get[Hero](c), scenes.Get[grid.Mover](c)
		case scenes.Has[Monster](c):
			if scenes.Read[Monster](c).HP > 0 {
				p.monsters = append(p.monsters, c)
			}
		case scenes.Has[Loot](c):
			p.loot = append(p.loot, c)
		}
	}
	if p.r.Seed == 0 {
		p.r.Seed = g.Rand().Uint64() | 1
	}
	p.r.Depth = max(p.r.Depth, 1)
	p.f = s.floorOf(p.r)
	return true
}

// play runs the step of the run's phase.
func (p *play) play() {
	switch p.r.Phase {
	case PhaseStart:
		p.start()
	case PhasePlay:
		p.turn()
	case PhaseDead, PhaseWon:
		if p.s.pressed(p.g, p.r, actNew) {
			p.newRun()
		}
	default:
		p.r.Phase = PhaseStart
	}
}

// start makes the floor: the map and the hero the first time, then (a
// step later, once they exist) the floor's monsters and loot; then play
// begins.
func (p *play) start() {
	if p.mapE == nil || p.hero == nil {
		p.r.Built = 0 // a new map or hero needs the floor built again
		if p.mapE == nil {
			p.g.Spawn(p.mapTemplate(), p.e, mapOrigin, nil)
		}
		if p.hero == nil {
			p.g.Spawn(p.heroTemplate(), p.e, mapOrigin, nil)
		}
		return
	}
	if p.r.Built != p.r.Depth {
		p.build()
		return
	}
	p.r.Phase = PhasePlay
}

// turn is a step of play: on the hero's turn, once the hero stands still,
// the player's action; on the monsters' turn, every monster's move. Loot
// under the hero is taken first.
func (p *play) turn() {
	if p.hero == nil || p.mapE == nil { // destroyed: made again
		p.r.Phase = PhaseStart
		return
	}
	if !scenes.Has[turns.Order](p.e) || !scenes.Has[turns.Actor](p.e) {
		p.g.Problems().Warn(p.e, "Dungeon.Run", "the Run's entity has no Griff.TurnOrder (sides %q and %q) or no Griff.TurnActor (side %q): nobody gets a turn", sideHero, sideMonsters, sideMonsters)
		return
	}
	if !p.hm.Moving {
		p.takeLoot()
		if p.f.At(p.hm.Cell) == TileStairs {
			p.descend()
			return
		}
	}
	cur := p.s.turns.Current()
	if a, ok := p.s.action(p.g, p.r, cur == p.hero && !p.hm.Moving); ok {
		p.heroAct(a)
	}
	switch {
	case cur == p.e:
		p.monstersAct()
		p.s.turns.EndTurn(p.e)
	}
}

// heroAct plays the hero's action: a step, or an attack on the monster in
// the way; a wait; a potion. A step into a wall, a potion refused or the
// new-run key (which means something only once the run is over) takes no
// turn.
func (p *play) heroAct(a heroAction) {
	switch a {
	case actWait:
	case actDrink:
		switch p.s.items.Use(p.hero, p.hero, ItemPotion) {
		case items.UsedUp:
			p.log("You drink a potion and feel better.")
		default:
			if inv := p.s.items.Inventory(p.hero); inv == nil || inv.Count(ItemPotion) == 0 {
				p.log("You have no potion.")
			} else {
				p.log("You are not hurt.")
			}
			return
		}
	case actUp, actDown, actLeft, actRight:
		d := a.dir()
		to := p.hm.Cell.Add(d.Offset())
		if m := p.monsterAt(to); m != nil {
			p.heroHits(m)
		} else if p.f.At(to).Open() {
			scenes.Get[Walker](p.hero).Next = d
		} else {
			return
		}
	default: // the new-run key during a run: nothing, and no turn spent
		return
	}
	p.r.Turns++
	if p.r.Turns%RegenTurns == 0 && p.h.HP > 0 {
		p.h.HP = min(p.h.HP+1, p.h.MaxHP)
	}
	p.s.turns.EndTurn(p.hero)
}

// MaxLevel is the highest level the hero reaches (so numbers from a table
// or an agent's edit, however large, raise it a bounded number of times).
const MaxLevel = 99

// RegenTurns is how many of the hero's turns give back 1 hit point (as
// roguelikes since Rogue let a hero rest).
const RegenTurns = 8

// monsterAt returns the living monster standing on or stepping into c.
func (p *play) monsterAt(c grid.Cell) *scenes.Entity {
	for _, m := range p.monsters {
		if scenes.Read[grid.Mover](m).Cell == c {
			return m
		}
	}
	return nil
}

// blow works out one attack: it hits 4 times in 5 (the game's Rand), for
// the attacker's attack plus 0 to 2, less the defender's defence, at least
// 1. A miss is 0.
func (p *play) blow(attack, defense int) int {
	rnd := p.g.Rand()
	if rnd.IntN(5) == 0 {
		return 0
	}
	return max(attack+rnd.IntN(3)-defense, 1)
}

// heroHits has the hero attack monster e; a slain monster gives its XP.
func (p *play) heroHits(e *scenes.Entity) {
	m := scenes.Get[Monster](e)
	m.Awake = true
	n := p.blow(p.h.Attack, m.Defense)
	if n == 0 {
		p.log(fmt.Sprintf("You miss the %s.", m.Name))
		return
	}
	m.HP = max(m.HP-n, 0)
	if m.HP > 0 {
		p.log(fmt.Sprintf("You hit the %s for %d.", m.Name, n))
		return
	}
	p.log(fmt.Sprintf("You slay the %s.", m.Name))
	p.r.Kills++
	p.g.Destroy(e)
	p.monsters = slices.DeleteFunc(p.monsters, func(x *scenes.Entity) bool { return x == e })
	p.h.XP += m.XP
	p.h.Level = max(p.h.Level, 1)
	for p.h.XP >= p.h.Level*10 && p.h.Level < MaxLevel {
		p.h.XP -= p.h.Level * 10
		p.h.Level++
		p.h.MaxHP += 5
		p.h.HP += 5
		p.h.Attack++
		p.log(fmt.Sprintf("You reach level %d.", p.h.Level))
	}
}

// monstersAct plays the monsters' turn, in hierarchy order: a monster that
// sees the hero wakes; an awake one next to the hero attacks, else takes
// a step along a shortest path to the hero if the cell is free.
func (p *play) monstersAct() {
	gr := scenes.Read[grid.Grid](p.mapE)
	p.claimed = p.claimed[:0]
	for _, e := range p.monsters {
		// Read only: a monster is marked changed where it is written, so a
		// Timeline writes only the records of monsters that woke or walk.
		m, mv := scenes.Read[Monster](e), scenes.Read[grid.Mover](e)
		if !m.Awake && p.s.view.Visible(mv.Cell.X(), mv.Cell.Y()) {
			e.MarkChanged()
			m.Awake = true
		}
		if !m.Awake || p.h.HP <= 0 {
			continue
		}
		if d := grid.DirTo(mv.Cell, p.hm.Cell); d != grid.DirNone && d.Offset()[0]*d.Offset()[1] == 0 {
			p.monsterHits(m)
			continue
		}
		p.s.path, _ = p.s.paths.FindWithin(gr, mv.Cell, p.hm.Cell, false, pathLimit, p.s.path)
		if len(p.s.path) < 2 {
			continue
		}
		next := p.s.path[1]
		if p.monsterAt(next) != nil || next == p.hm.Cell || slices.Contains(p.claimed, next) {
			continue
		}
		p.claimed = append(p.claimed, next)                    // so the next monster steps elsewhere
		scenes.Get[Walker](e).Next = grid.DirTo(mv.Cell, next) // Get marks e
	}
}

// pathLimit is how many cells a monster's path search may close: a
// monster farther than that from the hero by walking waits.
const pathLimit = 600

// monsterHits has monster m attack the hero; at 0 hit points the run ends.
func (p *play) monsterHits(m *Monster) {
	n := p.blow(m.Attack, p.h.Defense)
	if n == 0 {
		p.log(fmt.Sprintf("The %s misses you.", m.Name))
		return
	}
	p.h.HP = max(p.h.HP-n, 0)
	p.log(fmt.Sprintf("The %s hits you for %d.", m.Name, n))
	if p.h.HP == 0 {
		p.r.Phase, p.r.KilledBy = PhaseDead, m.Name
		p.log(fmt.Sprintf("You die on floor %d...", p.r.Depth))
	}
}

// takeLoot gives the hero the loot on its cell.
func (p *play) takeLoot() {
	for _, e := range p.loot {
		if scenes.Read[Loot](e).Cell != p.hm.Cell {
			continue
		}
		what := scenes.Read[items.Pickup](e).Items // PickUp marks what it takes
		if p.s.items.PickUp(p.hero, e) {
			p.log("You pick up " + what + ".")
		}
	}
}

// descend takes the stairs: to the next floor, or out of the dungeon
// from the last one.
func (p *play) descend() {
	if p.r.Depth >= p.r.floors() {
		p.r.Phase = PhaseWon
		p.log("You climb out of the dungeon alive!")
		return
	}
	p.r.Depth++
	p.r.Phase = PhaseStart
	p.log(fmt.Sprintf("You go down to floor %d.", p.r.Depth))
}

// newRun clears the run's floor, hero and state; the next step begins a
// new run with a new seed.
func (p *play) newRun() {
	for _, c := range p.e.Children() {
		if scenes.Has[Hero](c) || scenes.Has[Monster](c) || scenes.Has[Loot](c) {
			p.g.Destroy(c)
		}
	}
	r := p.r
	r.Phase, r.Seed, r.Depth, r.Built, r.Turns, r.Kills, r.KilledBy, r.Log, r.Explored = PhaseStart, 0, 0, 0, 0, 0, "", r.Log[:0], r.Explored[:0]
}

// log adds a message to the run's log, keeping the last LogLines.
func (p *play) log(msg string) {
	if len(p.r.Log) >= LogLines {
		p.r.Log = append(p.r.Log[:0], p.r.Log[len(p.r.Log)-LogLines+1:]...)
	}
	p.r.Log = append(p.r.Log, msg)
}

// marked marks the Run's entity changed if the step changed its Run: collect
// reads it read-only (scenes.ActiveRead), so a Timeline shares its record,
// the explored cells among them, in a step that changed nothing.
func (p *play) marked() {
	if !sameRun(&p.was, p.r) {
		p.e.MarkChanged()
	}
}

// sameRun reports whether a and b hold the same values: every field, the
// slices by their contents and whether they are nil. (TestSameRunFields
// fails when Run gains a field this does not compare.)
func sameRun(a, b *Run) bool {
	return a.Floors == b.Floors && a.Width == b.Width && a.Height == b.Height &&
		a.TileImage == b.TileImage && a.ActorImage == b.ActorImage && a.Sight == b.Sight &&
		a.HeroHP == b.HeroHP && a.Player == b.Player && a.Phase == b.Phase && a.Seed == b.Seed &&
		a.Depth == b.Depth && a.Built == b.Built && a.Turns == b.Turns && a.Kills == b.Kills &&
		a.KilledBy == b.KilledBy && a.Pending == b.Pending &&
		(a.Explored == nil) == (b.Explored == nil) && slices.Equal(a.Explored, b.Explored) &&
		(a.Log == nil) == (b.Log == nil) && slices.Equal(a.Log, b.Log)
}
