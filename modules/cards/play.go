package cards

import (
	"slices"

	"github.com/griffengine/griff/scenes"
)

// playCard plays the hand's card i on living enemy target: refused with a
// message when the energy is short or a targeted card has no enemy, and
// after it the fight is won if no enemy stands.
func (f *fight) playCard(i, target int) {
	hand := f.piles[PileHand]
	if i < 0 || i >= len(hand) {
		return
	}
	c := hand[i]
	k := scenes.Get[Card](c)
	di, ok := f.d.card[k.ID]
	if !ok {
		f.g.Problems().Warn(c, "Cards.Card", "no card %q in the card table: it is discarded", k.ID)
		f.move(c, PileDiscard)
		return
	}
	def := &f.d.cards[di]
	if k.Cost > f.t.Left {
		f.t.Message = "Not enough energy."
		return
	}
	var tgt *scenes.Entity
	if len(f.enemies) > 0 {
		tgt = f.enemies[max(min(target, len(f.enemies)-1), 0)]
	}
	if def.Targeted && tgt == nil {
		return
	}
	f.t.Left -= k.Cost
	f.t.Played++
	f.t.Message = ""
	if def.Exhaust || def.Kind == "power" {
		f.move(c, PileExhaust)
	} else {
		f.move(c, PileDiscard)
	}
	for _, e := range def.Effects {
		f.effect(c, &e, tgt)
	}
	f.t.Pick = max(min(f.t.Pick, len(f.piles[PileHand])-1), 0)
	f.settle()
}

// settle ends what a card's effects decided: an enemy an add or set left at
// 0 hit points (or fewer) falls as one a hit brought there, the hero at 0
// loses the run at once, and with no enemy left the fight is won.
func (f *fight) settle() {
	for i := len(f.enemies) - 1; i >= 0; i-- {
		if x := scenes.Get[Fighter](f.enemies[i]); x == nil || !x.Alive() {
			f.fall(f.enemies[i])
		}
	}
	switch {
	case !f.h.Alive():
		f.t.Phase, f.t.Message = PhaseLost, "You fell."
	case len(f.enemies) == 0:
		f.won()
	}
}

// effect applies one clause of a card played on tgt (nil if no enemy).
func (f *fight) effect(card *scenes.Entity, e *Effect, tgt *scenes.Entity) {
	switch e.Verb {
	case VerbDamage:
		for range e.Times {
			if e.All {
				for _, x := range slices.Clone(f.enemies) {
					f.damage(f.h, x, scenes.Get[Fighter](x), e.Amount)
				}
			} else if tgt != nil && tgt.Alive() {
				f.damage(f.h, tgt, scenes.Get[Fighter](tgt), e.Amount)
			}
		}
	case VerbBlock:
		f.h.Block = min(f.h.Block+e.Amount, MaxAmount*MaxAmount)
	case VerbDraw:
		f.draw(e.Amount)
	case VerbEnergy:
		f.t.Left = min(f.t.Left+e.Amount, MaxAmount)
	case VerbAdd, VerbSet:
		on := tgt
		if e.Self {
			on = f.hero
		}
		if on == nil || !on.Alive() {
			return
		}
		comp := on.Component(e.Type)
		if comp == nil {
			f.g.Problems().Warn(card, "Cards.Card", "%s has no %s to change", on.Name(), e.Type.Name())
			return
		}
		v := float64(e.Amount)
		if e.Verb == VerbAdd {
			cur, _ := e.Type.Number(comp, e.Key)
			v += cur
		}
		if !e.Type.SetNumber(comp, e.Key, v) {
			f.g.Problems().Warn(card, "Cards.Card", "%s.%s cannot take %v", e.Type.Name(), e.Key, v)
		}
	}
}

// won ends a won fight: the hand is discarded, and the run is won after
// the last fight, else a reward is offered.
func (f *fight) won() {
	for _, c := range slices.Clone(f.piles[PileHand]) {
		f.move(c, PileDiscard)
	}
	if f.t.Fight+1 >= len(f.t.Fights) {
		f.t.Fight++
		f.t.Phase, f.t.Message = PhaseWon, "The run is won!"
		return
	}
	f.t.Phase, f.t.Pick, f.t.Message = PhaseReward, 0, "Victory! Take a card, or skip."
	f.offer()
}

// offer spawns up to three different cards of Rewards, picked with the
// game's Rand, in the offer pile.
func (f *fight) offer() {
	ids := make([]string, 0, len(f.t.Rewards))
	for _, id := range f.t.Rewards {
		if _, ok := f.d.card[id]; !ok {
			f.warn("the rewards name no card %q of the card table%s", id, suggest(id, f.d.cards))
		} else if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	n := min(3, len(ids))
	for i := range n {
		j := i + f.g.Rand().IntN(len(ids)-i)
		ids[i], ids[j] = ids[j], ids[i]
		f.g.Spawn(f.cardTemplate(ids[i], PileOffer, i), f.e, offerAt(i, n), nil)
	}
}

// reward is a step of the reward: the player picks an offered card (it
// joins the deck) or skips, and the next fight starts.
func (f *fight) reward() {
	offers := f.piles[PileOffer]
	for _, a := range f.s.actions(f.g) {
		switch a.kind {
		case actLeft:
			f.t.Pick = max(f.t.Pick-1, 0)
		case actRight:
			f.t.Pick = max(min(f.t.Pick+1, len(offers)-1), 0)
		case actSelect:
			f.t.Pick = max(min(a.card, len(offers)-1), 0)
		case actPlay, actSkip:
			take := -1
			if a.kind == actPlay {
				take = a.card
			}
			for i, c := range slices.Clone(offers) {
				if i == take {
					f.move(c, PileDiscard)
				} else {
					f.g.Destroy(c)
				}
			}
			f.t.Fight++
			f.t.Phase, f.t.Message, f.t.Pick = PhaseStart, "", 0
			return
		}
	}
}

// over is a step of an ended run: play starts a new run.
func (f *fight) over() {
	for _, a := range f.s.actions(f.g) {
		if a.kind != actPlay {
			continue
		}
		for _, c := range f.e.Children() {
			if scenes.Has[Card](c) || scenes.Has[Fighter](c) {
				f.g.Destroy(c)
			}
		}
		t := f.t
		t.Phase, t.Fight, t.Spawned, t.Played, t.Turns, t.Message, t.Pick, t.Target = PhaseStart, 0, 0, 0, 0, "", 0, 0
		return
	}
}

// makeDeck spawns the starting deck in the draw pile.
func (f *fight) makeDeck() {
	if len(f.t.Deck) == 0 {
		f.g.Problems().Warn(f.e, "Cards.Table", "the deck is empty")
	}
	for i, id := range f.t.Deck {
		if _, ok := f.d.card[id]; !ok {
			f.g.Problems().Warn(f.e, "Cards.Table", "the deck names no card %q of the card table%s", id, suggest(id, f.d.cards))
			continue
		}
		f.g.Spawn(f.cardTemplate(id, PileDraw, i), f.e, drawPileAt, nil)
	}
}

// spawnEnemies spawns the enemies of the fight played.
func (f *fight) spawnEnemies() {
	ids := fightEnemies(f.t.Fights[f.t.Fight])
	if len(ids) > MaxEnemies {
		f.g.Problems().Warn(f.e, "Cards.Table", "fight %d names %d enemies; the first %d fight", f.t.Fight+1, len(ids), MaxEnemies)
		ids = ids[:MaxEnemies]
	}
	known := ids[:0:0]
	for _, id := range ids {
		if _, ok := f.d.enemy[id]; !ok {
			f.g.Problems().Warn(f.e, "Cards.Table", "fight %d names no enemy %q of the enemy table", f.t.Fight+1, id)
			continue
		}
		known = append(known, id)
	}
	n := len(known)
	for i, id := range known { // spaced as the enemies that fight
		f.g.Spawn(f.enemyTemplate(&f.d.enemies[f.d.enemy[id]]), f.e, enemyAt(i, n), nil)
	}
	if n == 0 {
		f.g.Problems().Warn(f.e, "Cards.Table", "fight %d has no enemy: it is skipped", f.t.Fight+1)
		f.t.Fight++
	}
}
