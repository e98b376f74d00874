package cards

import (
	"slices"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
)

// pileCount is the number of piles.
const pileCount = int(PileOffer) + 1

// fight is one step's view of the played Table: its entity, tables, turn
// order, fighters and cards by pile. It is rebuilt each step (its slices
// reused) and is not state.
type fight struct {
	s       *system
	g       *runtime.Game
	e       *scenes.Entity
	t       *Table
	d       *defs
	order   *turns.Order
	hero    *scenes.Entity
	h       *Fighter
	enemies []*scenes.Entity // living enemies, in hierarchy order
	piles   [pileCount][]*scenes.Entity
	cards   int
	buf     []byte // text scratch
	was     Table  // the Table as the step began (marks.go)
}

// collect fills f from the scene's first active Table and reports whether
// there is one to play.
func (f *fight) collect(s *system, g *runtime.Game) bool {
	f.s, f.g, f.e, f.t = s, g, nil, nil
	for e, t := range scenes.ActiveRead[Table](g.Scene()) { // marked at the step's end if changed (marks.go)
		f.e, f.t, f.was = e, t, *t
		break
	}
	if f.t == nil {
		return false
	}
	f.d = s.tables(f.e, f.t)
	f.t.settingMistakes(f.warn)
	if f.t.Fight < 0 { // state a scene file or an agent's set_field can write
		f.warn("fight %d is below 0: the run starts at the first fight", f.t.Fight)
		f.t.Fight, f.t.Spawned, f.t.Phase = 0, 0, PhaseStart
	}
	if f.t.Player != 0 && s.link.svc == nil {
		f.warn("player %d plays the run, but the game has no network: nobody can play it (0 is the only player)", f.t.Player)
	}
	if f.order = scenes.Read[turns.Order](f.e); f.order == nil { // read only
		g.Problems().Warn(f.e, "Cards.Table", "the table has no Griff.TurnOrder (sides \"player\", \"enemies\"): nothing is played")
		return false
	}
	f.hero, f.h, f.enemies, f.cards = nil, nil, f.enemies[:0], 0
	for i := range f.piles {
		f.piles[i] = f.piles[i][:0]
	}
	for _, c := range f.e.Children() {
		if !c.Alive() {
			continue
		}
		if x := scenes.Get[Fighter](c); x != nil {
			switch {
			case !x.Enemy && f.hero == nil:
				f.hero, f.h = c, x
			case x.Enemy && x.Alive():
				f.enemies = append(f.enemies, c)
			}
		}
		if k := scenes.Read[Card](c); k != nil && int(k.Pile) < pileCount { // read only: written by move and renumber
			f.piles[k.Pile] = append(f.piles[k.Pile], c)
			f.cards++
		}
	}
	for _, p := range f.piles {
		slices.SortStableFunc(p, func(a, b *scenes.Entity) int { return scenes.Read[Card](a).Order - scenes.Read[Card](b).Order })
	}
	return true
}

// warn warns of a mistake of the played Table.
func (f *fight) warn(format string, args ...any) {
	f.g.Problems().Warn(f.e, "Cards.Table", format, args...)
}

// play runs the step of the run's phase.
func (f *fight) play() {
	if f.hero == nil && (f.t.Phase == PhasePlayer || f.t.Phase == PhaseEnemies) {
		// the hero was removed (by an agent's destroy, or a save without it)
		f.warn("the table has no hero (a Cards.Fighter not an enemy): the fight starts again")
		f.t.Phase = PhaseStart
	}
	switch f.t.Phase {
	case PhaseStart:
		f.start()
	case PhasePlayer:
		f.playerTurn()
	case PhaseEnemies:
		f.enemyTurn()
	case PhaseReward:
		f.reward()
	case PhaseWon, PhaseLost:
		f.over()
	default:
		f.t.Phase = PhaseStart
	}
	f.t.Counts = [3]int{len(f.piles[PileDraw]), len(f.piles[PileDiscard]), len(f.piles[PileExhaust])}
}

// start makes what the next fight needs (the hero and the deck on the
// run's first, the fight's enemies), one kind a step since spawns land at
// the step's end, then shuffles the deck into the draw pile and begins the
// player's turn once the turn order has it.
func (f *fight) start() {
	t := f.t
	if f.hero == nil || (f.cards == 0 && t.Fight == 0 && f.dealable() > 0) {
		if f.hero == nil {
			f.g.Spawn(f.heroTemplate(), f.e, heroAt, nil)
		}
		if f.cards == 0 {
			f.makeDeck()
		}
		return
	}
	if t.Fight >= len(t.Fights) {
		if len(t.Fights) == 0 {
			f.g.Problems().Warn(f.e, "Cards.Table", "the table has no fights: the run is won at once")
		}
		t.Phase, t.Message = PhaseWon, "The run is won!"
		return
	}
	if t.Spawned != t.Fight+1 {
		t.Spawned = t.Fight + 1
		f.spawnEnemies()
		return
	}
	if cur := f.s.turns.Current(); cur != f.hero {
		if cur != nil && cur.Alive() {
			f.s.turns.EndTurn(cur) // an enemy's turn left over (the hero was removed mid-fight)
		}
		return // else the first step, before the turn order began the hero's turn
	}
	for p := range f.piles {
		if Pile(p) != PileDraw && Pile(p) != PileOffer {
			for _, c := range slices.Clone(f.piles[p]) {
				f.move(c, PileDraw)
			}
		}
	}
	f.shuffle()
	f.h.Strength, f.h.Block = 0, 0 // what a fight gave lasts that fight (hit points stay)
	t.Seen, t.Phase, t.Message, t.Target = f.order.Turns, PhasePlayer, "", 0
	f.beginTurn()
}

// beginTurn begins the player's turn: block lost, energy back, a hand drawn.
func (f *fight) beginTurn() {
	f.h.Block = 0
	f.t.Left = f.t.energy()
	f.t.Turns++
	f.t.Pick = 0
	f.draw(f.t.handSize())
}

// playerTurn is a step of the player's turn: a new round's turn begins,
// then the player's input (and players' commands on a host) is played.
func (f *fight) playerTurn() {
	if len(f.enemies) == 0 {
		f.won() // the last enemy fell other than by a card's damage
		return
	}
	if f.s.turns.Current() == f.hero && f.order.Turns != f.t.Seen {
		f.t.Seen = f.order.Turns
		f.beginTurn()
	}
	for _, a := range f.s.actions(f.g) {
		if f.t.Phase != PhasePlayer {
			break
		}
		f.act(a)
	}
}

// act plays one of the player's actions on the player's turn.
func (f *fight) act(a action) {
	t, hand := f.t, len(f.piles[PileHand])
	switch a.kind {
	case actLeft:
		t.Pick = max(t.Pick-1, 0)
	case actRight:
		t.Pick = max(min(t.Pick+1, hand-1), 0)
	case actUp:
		t.Target = max(t.Target-1, 0)
	case actDown:
		t.Target = max(min(t.Target+1, len(f.enemies)-1), 0)
	case actSelect:
		t.Pick, t.Target = max(min(a.card, hand-1), 0), max(min(a.target, len(f.enemies)-1), 0)
	case actPlay:
		f.playCard(a.card, a.target)
	case actEnd:
		f.endTurn()
	}
}

// endTurn discards the hand and asks the turn order to end the hero's turn.
func (f *fight) endTurn() {
	for _, c := range slices.Clone(f.piles[PileHand]) {
		f.move(c, PileDiscard)
	}
	f.s.turns.EndTurn(f.hero)
	f.t.Phase, f.t.Wait, f.t.Message = PhaseEnemies, 0, ""
}

// enemyTurn is a step of the enemies' turns: each enemy, when its turn
// begins, waits EnemyPause, makes its move and ends its turn; when the
// hero's turn comes round again the player's phase begins.
func (f *fight) enemyTurn() {
	cur := f.s.turns.Current()
	if cur == nil || f.order.Turns == f.t.Seen {
		return
	}
	if cur == f.hero {
		f.t.Phase = PhasePlayer
		f.playerTurn()
		return
	}
	x := scenes.Get[Fighter](cur)
	if x == nil || !x.Enemy || !x.Alive() {
		f.s.turns.EndTurn(cur)
		f.t.Seen = f.order.Turns
		return
	}
	if f.t.Wait += f.g.Clock().Delta(); f.t.Wait < EnemyPause {
		return
	}
	f.t.Wait, f.t.Seen = 0, f.order.Turns
	x.Block = 0
	f.intent(cur, x)
	f.s.turns.EndTurn(cur)
	if !f.h.Alive() {
		f.t.Phase, f.t.Message = PhaseLost, "You fell."
	}
}

// intent makes enemy x's next move and moves it on to the one after.
func (f *fight) intent(e *scenes.Entity, x *Fighter) {
	if len(x.Intents) == 0 {
		return
	}
	i := x.nextIntent()
	x.Next = (i + 1) % len(x.Intents)
	in, err := ParseIntent(x.Intents[i])
	if err != nil {
		f.g.Problems().Warn(e, "Cards.Fighter", "intent %q: %v", x.Intents[i], err)
		return
	}
	switch in.Kind {
	case IntentAttack:
		for range in.Times {
			f.damage(x, f.hero, f.h, in.Amount)
		}
	case IntentBlock:
		x.Block = min(x.Block+in.Amount, MaxAmount*MaxAmount)
	case IntentStrength:
		x.Strength = min(x.Strength+in.Amount, MaxAmount)
	}
}

// damage deals one hit of n (plus from's strength, at least 0) to x, block
// first; an enemy at 0 hit points is removed from the fight.
func (f *fight) damage(from *Fighter, e *scenes.Entity, x *Fighter, n int) {
	if !x.Alive() {
		return
	}
	hit := max(n+from.Strength, 0)
	took := min(max(x.Block, 0), hit) // a block a card set below 0 stops nothing
	x.Block = max(x.Block, 0) - took
	x.Hurt = hit - took
	x.HP = max(x.HP-x.Hurt, 0)
	if !x.Alive() && x.Enemy {
		f.fall(e)
	}
}

// fall removes enemy e from the fight.
func (f *fight) fall(e *scenes.Entity) {
	f.g.Destroy(e)
	if i := slices.Index(f.enemies, e); i >= 0 {
		f.enemies = slices.Delete(f.enemies, i, i+1)
	}
	f.t.Target = max(min(f.t.Target, len(f.enemies)-1), 0)
}

// dealable counts the starting deck's cards the card table has.
func (f *fight) dealable() int {
	n := 0
	for _, id := range f.t.Deck {
		if _, ok := f.d.card[id]; ok {
			n++
		}
	}
	return n
}

// move puts card c at the end of pile p.
func (f *fight) move(c *scenes.Entity, p Pile) {
	k := scenes.Get[Card](c)
	from := &f.piles[k.Pile]
	if i := slices.Index(*from, c); i >= 0 {
		*from = slices.Delete(*from, i, i+1)
		renumber(*from)
	}
	k.Pile, k.Order = p, len(f.piles[p])
	f.piles[p] = append(f.piles[p], c)
}

// renumber sets the Order of the cards of pile to their places, marking
// the cards whose Order changes only.
func renumber(pile []*scenes.Entity) {
	for i, c := range pile {
		if k := scenes.Read[Card](c); k.Order != i {
			c.MarkChanged()
			k.Order = i
		}
	}
}

// shuffle shuffles the draw pile with the game's Rand (Fisher-Yates).
func (f *fight) shuffle() {
	p := f.piles[PileDraw]
	f.g.Rand().Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
	renumber(p)
}

// draw draws n cards from the top of the draw pile, shuffling the discard
// pile in when the draw pile is empty; a full hand (MaxHand) or two empty
// piles stop it.
func (f *fight) draw(n int) {
	for range n {
		if len(f.piles[PileHand]) >= MaxHand {
			return
		}
		if len(f.piles[PileDraw]) == 0 {
			if len(f.piles[PileDiscard]) == 0 {
				return
			}
			for _, c := range slices.Clone(f.piles[PileDiscard]) {
				f.move(c, PileDraw)
			}
			f.shuffle()
		}
		c := f.piles[PileDraw][0]
		f.move(c, PileHand)
		c.Transform().Teleport(drawPileAt)
	}
}
