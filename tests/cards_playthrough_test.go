package tests

import (
	"io/fs"
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/cards"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// The cards playthrough plays the template's run of three fights to its end
// with a small bot (cardsBot) that watches the game and presses keys as a
// player would, one tap every other step; its presses are recorded as the
// script. The playthrough ends cardsAfter steps after the run is won.
const cardsAfter = 60

// cardsBot plays a run: on the player's turn it blocks when the enemies'
// shown intents would hurt, plays powers and free cards first, then the
// attack that deals the most to the weakest enemy, and ends the turn when
// nothing is left to play; it takes the first offered reward. It records
// every event it gives.
type cardsBot struct {
	g       *runtime.Game
	defs    map[string]*cards.CardDef
	release string
	next    griff.Tick
	events  []input.Event
}

func (b *cardsBot) Events(tick griff.Tick, dst []input.Event) []input.Event {
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
func (b *cardsBot) decide(tick griff.Tick) string {
	if tick < b.next || b.g == nil {
		return ""
	}
	for e, t := range scenes.Active[cards.Table](b.g.Scene()) {
		switch t.Phase {
		case cards.PhaseReward:
			return b.toward(t.Pick, 0, cards.ActionLeft, cards.ActionRight, cards.ActionPlay)
		case cards.PhasePlayer:
			return b.turn(e, t)
		}
	}
	return ""
}

// toward returns the press that moves a selection at from toward to, or
// done when it is there.
func (b *cardsBot) toward(from, to int, less, more, done string) string {
	switch {
	case from > to:
		return less
	case from < to:
		return more
	}
	return done
}

// turn returns the next press of the player's turn.
func (b *cardsBot) turn(e *scenes.Entity, t *cards.Table) string {
	hand, hero, enemies := cardsSides(e)
	if hero == nil || len(enemies) == 0 || len(hand) == 0 {
		return cards.ActionEnd
	}
	incoming := 0
	for _, x := range enemies {
		if len(x.Intents) == 0 {
			continue
		}
		if in, err := cards.ParseIntent(x.Intents[x.Next%len(x.Intents)]); err == nil && in.Kind == cards.IntentAttack {
			incoming += max(in.Amount+x.Strength, 0) * in.Times
		}
	}
	weakest := 0
	for i, x := range enemies {
		if x.HP+x.Block < enemies[weakest].HP+enemies[weakest].Block {
			weakest = i
		}
	}
	pick, best := -1, 0
	for i, c := range hand {
		d := b.defs[c.ID]
		if d == nil || c.Cost > t.Left {
			continue
		}
		if s := cardWorth(d, c.Cost, incoming-hero.Block, hero.Strength); s > best {
			pick, best = i, s
		}
	}
	if pick < 0 {
		return cards.ActionEnd
	}
	if t.Pick != pick {
		return b.toward(t.Pick, pick, cards.ActionLeft, cards.ActionRight, "")
	}
	return b.toward(t.Target, weakest, cards.ActionUp, cards.ActionDown, cards.ActionPlay)
}

// cardWorth scores playing d: blocking what would hurt first, then powers
// and free cards, then damage.
func cardWorth(d *cards.CardDef, cost, hurt, strength int) int {
	s := 0
	for _, ef := range d.Effects {
		switch ef.Verb {
		case cards.VerbBlock:
			s += 3 * min(ef.Amount, max(hurt, 0))
		case cards.VerbDamage:
			s += max(ef.Amount+strength, 0) * ef.Times
		case cards.VerbAdd, cards.VerbSet, cards.VerbDraw, cards.VerbEnergy:
			s += 40
		}
	}
	if cost == 0 {
		s += 20
	}
	return s
}

// cardsSides returns the table's hand (in order), hero and living enemies
// (left to right).
func cardsSides(e *scenes.Entity) (hand []*cards.Card, hero *cards.Fighter, enemies []*cards.Fighter) {
	for _, c := range e.Children() {
		if k := scenes.Get[cards.Card](c); k != nil && k.Pile == cards.PileHand {
			hand = append(hand, k)
		}
		if x := scenes.Get[cards.Fighter](c); x != nil {
			switch {
			case !x.Enemy:
				hero = x
			case x.Alive():
				enemies = append(enemies, x)
			}
		}
	}
	slices.SortFunc(hand, func(a, b *cards.Card) int { return a.Order - b.Order })
	return hand, hero, enemies
}

// cardsRun plays the template with the bot until the run has been won for
// cardsAfter steps, and returns the script it played and the steps.
func cardsRun(t *testing.T, lg *hosting.LoadedGame, files fs.FS) ([]input.Event, griff.Tick) {
	t.Helper()
	data, err := fs.ReadFile(files, cards.DefaultCardFile)
	if err != nil {
		t.Fatal(err)
	}
	defs, errs := cards.ReadCards(cards.DefaultCardFile, data)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	bot := &cardsBot{defs: map[string]*cards.CardDef{}}
	for i := range defs {
		bot.defs[defs[i].ID] = &defs[i]
	}
	g, err := lg.NewGame(hosting.Options{Input: bot})
	if err != nil {
		t.Fatal(err)
	}
	bot.g = g
	end := griff.Tick(0)
	for end == 0 || g.Clock().Tick() < end {
		g.Step()
		for _, tb := range scenes.All[cards.Table](g.Scene()) {
			if tb.Phase == cards.PhaseLost {
				t.Fatalf("the bot lost the run in fight %d at step %d", tb.Fight+1, g.Clock().Tick())
			}
			if tb.Phase == cards.PhaseWon && end == 0 {
				end = g.Clock().Tick() + cardsAfter
			}
		}
		if g.Clock().Tick() > 30000 {
			t.Fatal("the run never ended")
		}
	}
	return bot.events, end
}

// TestCardsTemplatePlaythrough records the cards template's playthrough
// (three fights won, two rewards taken) and replays it at 30, 60 and 144
// frames a second to the same fingerprint with no problems.
func TestCardsTemplatePlaythrough(t *testing.T) {
	lg, files := loadTemplate(t, "cards")
	script, steps := cardsRun(t, lg, files)
	playthroughAtEveryRate(t, lg, "cards", script, steps, func(g *runtime.Game, fps int) {
		checkRunWon(t, g, fps)
	})
}

// checkRunWon checks the game ends on a won run: every fight won, a deck
// of the ten starting cards and the two rewards taken, no enemy left.
func checkRunWon(t *testing.T, g *runtime.Game, fps int) {
	t.Helper()
	e := g.Scene().Find("Table")
	tb := scenes.Get[cards.Table](e)
	if tb == nil || tb.Phase != cards.PhaseWon || tb.Fight != len(tb.Fights) {
		t.Fatalf("at %d frames a second: the run ends %+v, want won after every fight", fps, tb)
	}
	deck := 0
	for _, c := range e.Children() {
		if k := scenes.Get[cards.Card](c); k != nil && k.Pile != cards.PileOffer {
			deck++
		}
		if x := scenes.Get[cards.Fighter](c); x != nil && x.Enemy && x.Alive() {
			t.Errorf("at %d frames a second: enemy %s still stands with %d hit points", fps, x.Name, x.HP)
		}
	}
	if want := len(tb.Deck) + len(tb.Fights) - 1; deck != want {
		t.Errorf("at %d frames a second: the deck holds %d cards, want %d (the starting deck and a reward per fight but the last)", fps, deck, want)
	}
	_, hero, _ := cardsSides(e)
	t.Logf("at %d frames a second: won in %d steps, %d turns, %d cards played, the hero at %d of %d hit points", fps, g.Clock().Tick(), tb.Turns, tb.Played, hero.HP, hero.MaxHP)
	if tb.Played == 0 || tb.Turns < len(tb.Fights) {
		t.Errorf("at %d frames a second: %d cards played in %d turns", fps, tb.Played, tb.Turns)
	}
}
