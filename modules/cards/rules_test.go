package cards

import (
	"slices"
	"testing"

	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// TestFirstTurn: the run begins with the hero, two slimes and the deck;
// the player's first turn has 3 energy and a hand of 5 drawn from the
// shuffled deck of 10, the other 5 in the draw pile.
func TestFirstTurn(t *testing.T) {
	r := newRig(t, 1, nil)
	r.started()
	tb := r.tb()
	hero, enemies := r.fighters()
	if hero == nil || hero.HP != 60 || len(enemies) != 2 || enemies[0].Name != "Slime" || enemies[0].HP != 18 {
		t.Fatalf("hero %+v, enemies %d, want a 60-hp hero and two 18-hp slimes", hero, len(enemies))
	}
	if tb.Left != 3 || len(r.pile(PileHand)) != 5 || len(r.pile(PileDraw)) != 5 || tb.Counts != [3]int{5, 0, 0} {
		t.Fatalf("energy %d, hand %d, draw %d, counts %v; want 3, 5, 5, [5 0 0]", tb.Left, len(r.pile(PileHand)), len(r.pile(PileDraw)), tb.Counts)
	}
	r.noProblems()
}

// hand returns the ids of the hand's cards.
func (r *rig) hand() []string {
	var ids []string
	for _, c := range r.pile(PileHand) {
		ids = append(ids, c.ID)
	}
	return ids
}

// TestShuffleFromTheGamesRand: the same seed deals the same hand, and some
// other seed deals another (the shuffle draws from the game's Rand).
func TestShuffleFromTheGamesRand(t *testing.T) {
	deal := func(seed uint64) []string {
		r := newRig(t, seed, nil)
		r.started()
		return r.hand()
	}
	a := deal(1)
	if b := deal(1); !slices.Equal(a, b) {
		t.Fatalf("seed 1 dealt %v then %v", a, b)
	}
	for seed := uint64(2); seed < 20; seed++ {
		if !slices.Equal(deal(seed), a) {
			return
		}
	}
	t.Errorf("seeds 1 to 19 all dealt %v", a)
}

// pickCard moves the pick to the first hand card with id and returns its
// index, or -1.
func (r *rig) pickCard(id string) int {
	i := slices.Index(r.hand(), id)
	if i < 0 {
		return -1
	}
	for r.tb().Pick > i {
		r.press(ActionLeft)
	}
	for r.tb().Pick < i {
		r.press(ActionRight)
	}
	return i
}

// TestPlayStrikeAndDefend: a Strike takes 6 hit points off the target and 1
// energy and goes to the discard pile; a Defend gives 5 block; a card that
// costs more than is left is refused with a message and stays in the hand.
func TestPlayStrikeAndDefend(t *testing.T) {
	r := newRig(t, 3, func(tb *Table) { tb.Deck = []string{"strike", "defend", "slam", "strike", "defend"} })
	r.started()
	r.press(ActionDown) // the second slime
	r.pickCard("strike")
	r.press(ActionPlay)
	hero, enemies := r.fighters()
	if enemies[0].HP != 18 || enemies[1].HP != 12 || r.tb().Left != 2 || len(r.pile(PileDiscard)) != 1 {
		t.Fatalf("slimes %d and %d, energy %d, discard %d; want 18, 12, 2, 1", enemies[0].HP, enemies[1].HP, r.tb().Left, len(r.pile(PileDiscard)))
	}
	r.pickCard("defend")
	r.press(ActionPlay)
	if hero.Block != 5 || r.tb().Left != 1 {
		t.Fatalf("block %d, energy %d; want 5, 1", hero.Block, r.tb().Left)
	}
	r.pickCard("slam")
	r.press(ActionPlay)
	if r.tb().Message == "" || r.tb().Left != 1 || !slices.Contains(r.hand(), "slam") {
		t.Fatalf("a 2-cost card with 1 energy: message %q, energy %d, hand %v", r.tb().Message, r.tb().Left, r.hand())
	}
	r.noProblems()
}

// TestEnemiesActOnTheirTurns: ending the turn discards the hand; each slime
// in turn plays its first intent (attack 5) after EnemyPause, block first;
// then the player's next turn begins with the block gone, 3 energy and a new
// hand, and the slimes show their next intent.
func TestEnemiesActOnTheirTurns(t *testing.T) {
	r := newRig(t, 3, func(tb *Table) {
		tb.Deck = []string{"defend", "defend", "defend", "defend", "defend", "strike", "strike"}
	})
	r.started()
	r.pickCard("defend")
	r.press(ActionPlay) // 5 block
	r.press(ActionEnd)
	if r.tb().Phase != PhaseEnemies || len(r.pile(PileHand)) != 0 || len(r.pile(PileDiscard)) != 5 {
		t.Fatalf("after ending the turn: phase %v, hand %d, discard %d", r.tb().Phase, len(r.pile(PileHand)), len(r.pile(PileDiscard)))
	}
	r.until(200, "the player's second turn", func() bool { return r.tb().Phase == PhasePlayer })
	hero, enemies := r.fighters()
	// Two attacks of 5: the first taken by the 5 block, the second by hit points.
	if hero.HP != 55 || hero.Block != 0 || r.tb().Left != 3 || r.tb().Turns != 2 {
		t.Fatalf("hero %d hp %d block, energy %d, turn %d; want 55, 0, 3, 2", hero.HP, hero.Block, r.tb().Left, r.tb().Turns)
	}
	if enemies[0].Next != 1 || enemies[1].Next != 1 {
		t.Errorf("the slimes' next intents are %d and %d, want 1", enemies[0].Next, enemies[1].Next)
	}
	// The draw pile had 2 cards: the hand drew them, then the shuffled discard.
	if len(r.pile(PileHand)) != 5 || len(r.pile(PileDraw))+len(r.pile(PileDiscard)) != 2 {
		t.Errorf("hand %d, draw %d, discard %d; want 5 and 2 left", len(r.pile(PileHand)), len(r.pile(PileDraw)), len(r.pile(PileDiscard)))
	}
	r.noProblems()
}

// TestEffectsAsData: Inflame's "add Cards.Fighter.strength 2 self" goes
// through the component model and then every hit deals 2 more; Bash's
// "add ... -2" lowers the target's strength; Twin Strike hits twice;
// Adrenaline gives energy, draws and exhausts itself; Cleave hits both.
func TestEffectsAsData(t *testing.T) {
	r := newRig(t, 5, func(tb *Table) {
		tb.Deck = []string{"flex", "twin", "rush", "cleave", "bash", "strike", "strike"}
		tb.Energy = 9
		tb.HandSize = 5
	})
	r.started()
	play := func(id string) {
		t.Helper()
		if r.pickCard(id) < 0 {
			t.Fatalf("no %s in the hand %v", id, r.hand())
		}
		r.press(ActionPlay)
	}
	hand := r.hand()
	if !slices.Contains(hand, "flex") {
		t.Fatalf("seed 5 deals %v, with no Inflame (the deal decides: pick another seed)", hand)
	}
	play("flex")
	hero, enemies := r.fighters()
	if hero.Strength != 2 || len(r.pile(PileExhaust)) != 1 {
		t.Fatalf("after Inflame: strength %d, exhausted %d; want 2 and 1 (a power leaves play)", hero.Strength, len(r.pile(PileExhaust)))
	}
	for _, id := range r.hand() {
		before := [2]int{enemies[0].HP, enemies[1].HP}
		switch id {
		case "twin":
			play("twin")
			if got := before[0] - enemies[0].HP; got != 14 {
				t.Errorf("Twin Strike with 2 strength took %d, want 2x7", got)
			}
		case "cleave":
			play("cleave")
			if before[0]-enemies[0].HP != 10 || before[1]-enemies[1].HP != 10 {
				t.Errorf("Cleave took %d and %d, want 10 each", before[0]-enemies[0].HP, before[1]-enemies[1].HP)
			}
		case "bash":
			play("bash")
			if enemies[0].Strength != -2 {
				t.Errorf("Bash left the target's strength %d, want -2", enemies[0].Strength)
			}
		case "rush":
			left, n := r.tb().Left, len(r.hand())
			play("rush")
			if r.tb().Left != left+1 || len(r.hand()) != min(n-1+2, n+1) || r.pile(PileExhaust)[len(r.pile(PileExhaust))-1].ID != "rush" {
				t.Errorf("Adrenaline: energy %d (was %d), hand %d (was %d), exhausted %v", r.tb().Left, left, len(r.hand()), n, r.pile(PileExhaust))
			}
		}
		_, enemies = r.fighters()
		if len(enemies) < 2 {
			break
		}
	}
	r.noProblems()
}

// TestWinLoseAndReward: a fight won offers three different cards of the
// pool; taking one puts it in the deck for the next fight; a hero at 0 hit
// points loses the run, and play then starts a new one.
func TestWinLoseAndReward(t *testing.T) {
	r := newRig(t, 2, func(tb *Table) {
		tb.Deck = []string{"slam", "slam", "slam", "slam", "slam"}
		tb.Energy = 6
		tb.Fights = []string{"louse", "golem"}
		tb.HeroHP = 5
	})
	r.started()
	r.pickCard("slam")
	r.press(ActionPlay)
	r.until(5, "the reward", func() bool { return r.tb().Phase == PhaseReward && len(r.pile(PileOffer)) == 3 })
	offers := r.pile(PileOffer)
	if offers[0].ID == offers[1].ID || offers[1].ID == offers[2].ID || offers[0].ID == offers[2].ID {
		t.Fatalf("the offers repeat: %s %s %s", offers[0].ID, offers[1].ID, offers[2].ID)
	}
	taken := offers[1].ID
	r.press(ActionRight)
	r.press(ActionPlay)
	r.until(20, "the second fight", func() bool { return r.tb().Phase == PhasePlayer })
	ids := map[string]int{}
	for _, p := range []Pile{PileDraw, PileHand} {
		for _, c := range r.pile(p) {
			ids[c.ID]++
		}
	}
	if ids[taken] != 1 && !(taken == "slam" && ids["slam"] == 6) || len(r.pile(PileOffer)) != 0 {
		t.Fatalf("the deck after taking %s: %v, offers left %d", taken, ids, len(r.pile(PileOffer)))
	}
	r.press(ActionEnd)
	r.until(200, "the run lost", func() bool { return r.tb().Phase == PhaseLost })
	if hero, _ := r.fighters(); hero.HP != 0 {
		t.Errorf("the run is lost with the hero at %d", hero.HP)
	}
	r.press(ActionPlay)
	r.until(20, "a new run", func() bool { return r.tb().Phase == PhasePlayer && r.tb().Fight == 0 })
	if hero, enemies := r.fighters(); hero.HP != 5 || len(enemies) != 1 || len(r.pile(PileHand))+len(r.pile(PileDraw)) != 5 {
		t.Errorf("the new run: hero %d hp, %d enemies, %d cards", hero.HP, len(enemies), len(r.pile(PileHand))+len(r.pile(PileDraw)))
	}
	r.noProblems()
}

// TestHiddenCards: a card in the draw pile is seen by nobody, one in a
// hand by its owner only, the others by everyone.
func TestHiddenCards(t *testing.T) {
	for _, tc := range []struct {
		c    Card
		want [2]bool // players 0 and 1
	}{{Card{Pile: PileDraw}, [2]bool{false, false}}, {Card{Pile: PileHand}, [2]bool{true, false}},
		{Card{Pile: PileHand, Owner: 1}, [2]bool{false, true}}, {Card{Pile: PileDiscard}, [2]bool{true, true}},
		{Card{Pile: PileExhaust}, [2]bool{true, true}}, {Card{Pile: PileOffer}, [2]bool{true, true}}} {
		for p := range 2 {
			if got := tc.c.VisibleTo(network.PlayerID(p)); got != tc.want[p] {
				t.Errorf("%+v seen by player %d: %v, want %v", tc.c, p, got, tc.want[p])
			}
		}
	}
}

// TestBadTablesWarnAndPlayOn: a table row with a mistake warns at
// file:line:col and the rest of the deck plays; a deck card the table lacks
// warns with the nearest id.
func TestBadTablesWarnAndPlayOn(t *testing.T) {
	r := newRig(t, 1, func(tb *Table) {
		tb.CardTable = "id,name,kind,cost,effects,text\nstrike,Strike,attack,1,damage 6,x\nbad,Bad,attack,1,damage lots,x\n"
		tb.EnemyTable = "id,name,hp,intents,look\nslime,Slime,18,attack 5,1\n"
		tb.Deck = []string{"strike", "strike", "strike", "strke", "bad"}
		tb.Fights = []string{"slime"}
	})
	r.started()
	if len(r.pile(PileHand)) != 3 {
		t.Errorf("hand %v, want the 3 strikes", r.hand())
	}
	var msgs []string
	for _, p := range r.problems {
		msgs = append(msgs, p.Message)
	}
	want := []string{`cards/cards.csv:3:18: "damage lots": the amount "lots" is not a whole number from 0 to 999`,
		`the deck names no card "strke" of the card table (did you mean "strike"?)`,
		`the deck names no card "bad" of the card table`}
	for _, w := range want {
		if !slices.Contains(msgs, w) {
			t.Errorf("no problem %q in %q", w, msgs)
		}
	}
	_ = scenes.Problem{}
}
