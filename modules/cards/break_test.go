package cards

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// breakCards is a card table with the template's strike and defend and
// cards whose add and set clauses push fighters' fields where the rules do
// not go on their own.
const breakCards = "id,name,kind,cost,effects,text\n" +
	"strike,Strike,attack,1,damage 6,x\n" +
	"defend,Defend,skill,1,block 5,x\n" +
	"next,Muddle,skill,0,set Cards.Fighter.next -1,x\n" +
	"kill,Erase,skill,0,set Cards.Fighter.hp 0,x\n" +
	"drain,Drain,skill,0,add Cards.Fighter.hp -999,x\n" +
	"doom,Doom,skill,0,set Cards.Fighter.hp 0 self,x\n" +
	"crack,Crack,skill,0,set Cards.Fighter.block -50,x\n"

// breakRig is a rig of fights against one slime (18 hp, attack 5 then 7)
// with the cards of breakCards and deck.
func breakRig(t *testing.T, deck ...string) *rig {
	t.Helper()
	return newRig(t, 1, func(tb *Table) {
		tb.CardTable = breakCards
		tb.EnemyTable = "id,name,hp,intents,look\nslime,Slime,18,attack 5; attack 7,1\n"
		tb.Deck = deck
		tb.Fights = []string{"slime", "slime"}
		tb.Rewards = []string{"strike", "defend"}
		tb.HandSize = len(deck)
	})
}

// problems returns the rig's problem messages.
func (r *rig) messages() []string {
	var msgs []string
	for _, p := range r.problems {
		msgs = append(msgs, p.Message)
	}
	return msgs
}

// TestNegativeIntentIndex: a card setting an enemy's next intent below 0
// leaves the fight playable: the intent shown and the move made are the
// enemy's intents counted round from the end (-1 is the last, attack 7),
// not a panic.
func TestNegativeIntentIndex(t *testing.T) {
	r := breakRig(t, "next", "defend")
	r.started()
	r.pickCard("next")
	r.press(ActionPlay)
	r.press(ActionEnd)
	r.until(200, "the player's second turn", func() bool { return r.tb().Phase == PhasePlayer && r.tb().Turns == 2 })
	if hero, _ := r.fighters(); hero.HP != 53 {
		t.Errorf("the slime's intent at -1 hit for %d, want 7", 60-hero.HP)
	}
	r.noProblems()
}

// TestFightEndsWithNoLivingEnemy: an enemy brought to 0 hit points by a
// card's set or add (not damage) falls at once: the fight is won, though
// the deck holds only targeted cards left to play.
func TestFightEndsWithNoLivingEnemy(t *testing.T) {
	for _, id := range []string{"kill", "drain"} {
		t.Run(id, func(t *testing.T) {
			r := breakRig(t, id, "strike", "strike")
			r.started()
			r.pickCard(id)
			r.press(ActionPlay)
			r.until(5, "the reward", func() bool { return r.tb().Phase == PhaseReward })
			r.press(ActionSkip)
			r.until(20, "the second fight", func() bool { return r.tb().Phase == PhasePlayer && r.tb().Fight == 1 })
			if _, enemies := r.fighters(); len(enemies) != 1 || enemies[0].HP != 18 {
				t.Errorf("the second fight has %d living enemies, want one 18-hp slime", len(enemies))
			}
			r.noProblems()
		})
	}
}

// TestHeroAtZeroFallsAtOnce: a card setting the hero's own hit points to 0
// loses the run at once, not after the enemies' turn.
func TestHeroAtZeroFallsAtOnce(t *testing.T) {
	r := breakRig(t, "doom", "strike")
	r.started()
	r.pickCard("doom")
	r.press(ActionPlay)
	if r.tb().Phase != PhaseLost {
		t.Errorf("after the hero's hp was set to 0 the phase is %d, want lost (%d)", r.tb().Phase, PhaseLost)
	}
	r.noProblems()
}

// TestNegativeBlock: block set below 0 stops no damage and adds none: a
// strike of 6 takes 6 hit points and leaves the block at 0.
func TestNegativeBlock(t *testing.T) {
	r := breakRig(t, "crack", "strike")
	r.started()
	r.pickCard("crack")
	r.press(ActionPlay)
	r.pickCard("strike")
	r.press(ActionPlay)
	_, enemies := r.fighters()
	if len(enemies) != 1 || enemies[0].HP != 12 || enemies[0].Block != 0 {
		t.Errorf("after -50 block and a strike: %+v, want 12 hp and 0 block", enemies)
	}
	r.noProblems()
}

// TestEmptyDeckPlaysOn: a deck with no card of the card table warns and
// the fight is still played: the player's turn comes, ending it lets the
// slime attack.
func TestEmptyDeckPlaysOn(t *testing.T) {
	for _, deck := range [][]string{nil, {"nothing", "nada"}} {
		r := breakRig(t, deck...)
		r.until(20, "the player's turn", func() bool { return r.tb().Phase == PhasePlayer })
		r.press(ActionPlay) // no card: nothing happens
		r.press(ActionEnd)
		r.until(200, "the slime's attack", func() bool { hero, _ := r.fighters(); return hero.HP == 55 })
		if len(r.problems) == 0 {
			t.Errorf("deck %q: no warning", deck)
		}
	}
}

// TestTableSettingsWarn: a Table setting out of its range warns on the
// Table and plays with the nearest value that works.
func TestTableSettingsWarn(t *testing.T) {
	for _, tc := range []struct {
		set  func(*Table)
		want string
		left int
		hand int
	}{
		{func(tb *Table) { tb.HandSize = 100 }, "handSize 100", 3, 10},
		{func(tb *Table) { tb.HandSize = -2 }, "handSize -2", 3, 5},
		{func(tb *Table) { tb.Energy = -1 }, "energy -1", 3, 5},
		{func(tb *Table) { tb.Energy = 5000 }, "energy 5000", MaxAmount, 5},
		{func(tb *Table) { tb.HeroHP = -7 }, "heroHp -7", 3, 5},
		{func(tb *Table) { tb.HeroLook = 12 }, "heroLook 12", 3, 5},
		{func(tb *Table) { tb.Fights = nil }, "no fights", 0, 0},
	} {
		r := newRig(t, 1, func(tb *Table) {
			tb.Deck = slices.Repeat([]string{"strike"}, 12)
			tc.set(tb)
		})
		if tc.hand == 0 {
			r.until(20, "the run won", func() bool { return r.tb().Phase == PhaseWon })
		} else {
			r.started()
			if r.tb().Left != tc.left || len(r.pile(PileHand)) != tc.hand {
				t.Errorf("%s: energy %d, hand %d; want %d and %d", tc.want, r.tb().Left, len(r.pile(PileHand)), tc.left, tc.hand)
			}
		}
		found := false
		for _, m := range r.messages() {
			found = found || strings.Contains(m, tc.want)
		}
		if !found {
			t.Errorf("no warning with %q in %q", tc.want, r.messages())
		}
	}
}

// TestSideFieldRefused: a card may not change which side a fighter is on
// (Cards.Fighter.enemy): the clause is refused where it is written.
func TestSideFieldRefused(t *testing.T) {
	_, errs := ReadCards("c.csv", []byte("id,name,kind,cost,effects,text\nturn,Turn,skill,0,set Cards.Fighter.enemy 0 self,x\n"))
	if len(errs) != 1 || !strings.HasPrefix(errs[0].Error(), "c.csv:2:") {
		t.Errorf("errors %v, want one at c.csv:2", errs)
	}
}

// TestTablePlacesInCharacters: a mistake's column counts characters, not
// bytes (encoding/csv's), and a row with a field that is not UTF-8 is left
// out at that field while the rest of the table is read.
func TestTablePlacesInCharacters(t *testing.T) {
	data := "id,name,kind,cost,effects,text\n" +
		"été,Été,skill,1,block 5,x\n" +
		"ñu,Ñu,skill,lots,block 5,x\n" +
		"bad,B\xffd,skill,1,block 5,x\n" +
		"ok,Ok,skill,1,block 5,x\n"
	cards, errs := ReadCards("t.csv", []byte(data))
	var msgs []string
	for _, err := range errs {
		msgs = append(msgs, err.Error())
	}
	want := []string{`t.csv:3:13: the cost "lots" is not a whole number from 0 to 999`, "t.csv:4:5: the field is not UTF-8 text"}
	if !slices.Equal(msgs, want) {
		t.Errorf("mistakes %q, want %q", msgs, want)
	}
	if len(cards) != 2 || cards[0].ID != "été" || cards[1].ID != "ok" {
		t.Errorf("read %+v, want été and ok", cards)
	}
}

// TestSpreadsheetCSV: a table saved by a spreadsheet program, with a byte
// order mark, a "sep=;" line, semicolons and CRLF line ends, reads as the
// same table written by hand; its mistakes' lines count the sep line.
func TestSpreadsheetCSV(t *testing.T) {
	data := "\ufeffsep=;\r\nid;name;kind;cost;effects;text\r\nstrike;Strike;attack;1;damage 6;Deal 6.\r\nbad;Bad;attack;x;damage 6;y\r\n"
	cards, errs := ReadCards("t.csv", []byte(data))
	if len(cards) != 1 || cards[0].ID != "strike" || cards[0].Text != "Deal 6." {
		t.Errorf("read %+v, want strike", cards)
	}
	if len(errs) != 1 || !strings.HasPrefix(errs[0].Error(), "t.csv:4:16: the cost") {
		t.Errorf("mistakes %v, want one at t.csv:4:16", errs)
	}
	enemies, errs := ReadEnemies("e.csv", []byte("\ufeffid,name,hp,intents,look\nslime,Slime,18,attack 5,1\n"))
	if len(enemies) != 1 || len(errs) != 0 {
		t.Errorf("with a byte order mark: enemies %+v, mistakes %v", enemies, errs)
	}
}

// TestPlaytestReport: the playtest report (for an assistant playing over
// MCP) tells the table's phase, energy, hand in order, pile sizes and the
// fighters with the enemies' intents.
func TestPlaytestReport(t *testing.T) {
	r := newRig(t, 1, nil)
	r.started()
	facts := r.g.PlaytestReport()
	if len(facts) != 1 || facts[0].Name != "table" {
		t.Fatalf("facts %+v, want one table", facts)
	}
	rep := facts[0].Value.(tableReport)
	if rep.Phase != "player" || rep.Energy != 3 || !slices.Equal(rep.Hand, r.hand()) || rep.Piles["draw"] != 5 ||
		rep.Hero == nil || rep.Hero.HP != 60 || len(rep.Enemies) != 2 || rep.Enemies[0].Intent != "attack 5" {
		t.Errorf("report %+v (hero %+v), want the player's turn, 3 energy, hand %v, 5 to draw, a 60-hp hero, two slimes attacking 5", rep, rep.Hero, r.hand())
	}
	r = newRig(t, 1, func(tb *Table) { tb.Fights = nil })
	r.until(20, "the run won", func() bool { return r.tb().Phase == PhaseWon })
	if rep := r.g.PlaytestReport()[0].Value.(tableReport); rep.Phase != "won" || rep.Fight != 0 || rep.Fights != 0 {
		t.Errorf("a run of no fights reported as %+v", rep)
	}
}

// TestRewardAndPlayerMistakesWarn: a reward naming no card of the table
// warns with the nearest id (it was left out silently), and a Table played
// by a player other than 0 in a game without network warns (nobody could
// play it).
func TestRewardAndPlayerMistakesWarn(t *testing.T) {
	r := newRig(t, 2, func(tb *Table) {
		tb.Deck = []string{"slam", "slam", "slam"}
		tb.Energy = 6
		tb.Fights = []string{"louse", "louse"}
		tb.Rewards = []string{"cleve", "twin"}
	})
	r.started()
	r.pickCard("slam")
	r.press(ActionPlay)
	r.until(5, "the reward", func() bool { return r.tb().Phase == PhaseReward && len(r.pile(PileOffer)) == 1 })
	if want := `the rewards name no card "cleve" of the card table (did you mean "cleave"?)`; !slices.Contains(r.messages(), want) {
		t.Errorf("no warning %q in %q", want, r.messages())
	}
	r = newRig(t, 1, func(tb *Table) { tb.Player = 2 })
	r.g.Step()
	if len(r.problems) != 1 || !strings.Contains(r.problems[0].Message, "player 2 plays the run, but the game has no network") {
		t.Errorf("problems %q, want one about player 2", r.messages())
	}
}

// TestStrengthLastsOneFight: strength a power gave (Inflame) lasts the
// fight, as in Slay the Spire: the next fight starts with none, and with
// no block.
func TestStrengthLastsOneFight(t *testing.T) {
	r := newRig(t, 2, func(tb *Table) {
		tb.Deck = []string{"flex", "slam", "slam", "slam", "slam"}
		tb.Energy = 9
		tb.HandSize = 5
		tb.Fights = []string{"louse", "louse"}
	})
	r.started()
	r.pickCard("flex")
	r.press(ActionPlay)
	if hero, _ := r.fighters(); hero.Strength != 2 {
		t.Fatalf("after Inflame the hero's strength is %d, want 2", hero.Strength)
	}
	r.pickCard("slam")
	r.press(ActionPlay)
	r.until(5, "the reward", func() bool { return r.tb().Phase == PhaseReward })
	r.press(ActionSkip)
	r.until(20, "the second fight", func() bool { return r.tb().Phase == PhasePlayer && r.tb().Fight == 1 })
	if hero, _ := r.fighters(); hero.Strength != 0 {
		t.Errorf("the second fight starts with strength %d, want 0", hero.Strength)
	}
	r.noProblems()
}

// TestManyMistakesWarnBounded: a table with thousands of bad rows warns of
// the first MaxTableMistakes and counts the rest in one warning; its good
// rows play.
func TestManyMistakesWarnBounded(t *testing.T) {
	var b strings.Builder
	b.WriteString("id,name,kind,cost,effects,text\nstrike,Strike,attack,1,damage 6,x\n")
	for i := range 5000 {
		fmt.Fprintf(&b, "c%d,C,attack,x,damage 1,t\n", i)
	}
	r := newRig(t, 1, func(tb *Table) {
		tb.CardTable = b.String()
		tb.Deck = []string{"strike", "strike", "strike"}
	})
	r.started()
	msgs := r.messages()
	if len(msgs) != MaxTableMistakes+1 || msgs[len(msgs)-1] != fmt.Sprintf("and %d more mistakes in the tables", 5000-MaxTableMistakes) {
		t.Errorf("%d warnings, the last %q; want %d and a count of the rest", len(msgs), msgs[len(msgs)-1], MaxTableMistakes+1)
	}
	if len(r.pile(PileHand)) != 3 {
		t.Errorf("hand %v, want the 3 strikes", r.hand())
	}
}

// TestUnknownEnemyLeavesNoGap: a fight naming an enemy the table lacks
// warns, and the enemies that fight stand where a fight of just them would.
func TestUnknownEnemyLeavesNoGap(t *testing.T) {
	r := newRig(t, 1, func(tb *Table) { tb.Fights = []string{"slime nobody"} })
	r.started()
	var at []float64
	for _, c := range r.table.Children() {
		if x := scenes.Get[Fighter](c); x != nil && x.Enemy {
			at = append(at, c.Transform().Position()[0])
		}
	}
	if len(at) != 1 || at[0] != enemyAt(0, 1)[0] {
		t.Errorf("the enemies stand at x %v, want one at %v", at, enemyAt(0, 1)[0])
	}
	if want := `fight 1 names no enemy "nobody" of the enemy table`; !slices.Contains(r.messages(), want) {
		t.Errorf("no warning %q in %q", want, r.messages())
	}
}

// TestHeroRemovedMidFight: a hero destroyed during the fight (as an
// assistant's destroy over MCP can) warns and the fight starts again with
// a new hero, instead of a nil hero panicking.
func TestHeroRemovedMidFight(t *testing.T) {
	r := newRig(t, 1, nil)
	r.started()
	for _, c := range r.table.Children() {
		if x := scenes.Get[Fighter](c); x != nil && !x.Enemy {
			r.g.Destroy(c)
		}
	}
	r.until(20, "the player's turn again", func() bool { return r.tb().Phase == PhasePlayer && r.tb().Turns == 2 })
	r.pickCard("strike")
	r.press(ActionPlay)
	r.press(ActionEnd)
	r.until(200, "the player's next turn", func() bool { return r.tb().Phase == PhasePlayer && r.tb().Turns == 3 })
	if hero, enemies := r.fighters(); hero == nil || hero.HP >= 60 || len(enemies) != 2 {
		t.Errorf("after the restart: hero %+v, %d enemies; want a hurt hero and two slimes", hero, len(enemies))
	}
	if len(r.problems) != 1 || !strings.Contains(r.problems[0].Message, "the table has no hero") {
		t.Errorf("problems %q, want one about the hero", r.messages())
	}
}

// TestNegativeFight: a Table whose saved fight is below 0 (a scene file's
// or an agent's value) warns and plays the first fight; it indexed the
// fights at -1.
func TestNegativeFight(t *testing.T) {
	r := newRig(t, 1, func(tb *Table) { tb.Fight = -1 })
	r.started()
	if _, enemies := r.fighters(); r.tb().Fight != 0 || len(enemies) != 2 {
		t.Errorf("fight %d with %d enemies, want the first with two slimes", r.tb().Fight, len(enemies))
	}
	if want := "fight -1 is below 0: the run starts at the first fight"; !slices.Contains(r.messages(), want) {
		t.Errorf("no warning %q in %q", want, r.messages())
	}
}

// TestSeparatorAsDataTables: the separator is found as data/table finds it
// (table.Separator): a ";" file without a sep line reads (after '#'
// comment lines, which name no separator), and a sep line naming a
// character no table reads is refused with data/table's wording, at line 1.
func TestSeparatorAsDataTables(t *testing.T) {
	data := "# cards, in a spreadsheet's ; file\nid;name;kind;cost;effects;text\nstrike;Strike;attack;1;\"damage 6; draw 1\";Deal 6.\n"
	cards, errs := ReadCards("t.csv", []byte(data))
	if len(cards) != 1 || cards[0].ID != "strike" || len(cards[0].Effects) != 2 || len(errs) != 0 {
		t.Errorf("a ; file without a sep line: read %+v, mistakes %v; want strike with two effects", cards, errs)
	}
	_, errs = ReadEnemies("e.csv", []byte("sep=x\nid,name,hp,intents,look\nslime,Slime,18,attack 5,1\n"))
	if len(errs) != 1 || !strings.HasPrefix(errs[0].Error(), `e.csv:1:1: the first line "sep=x" names the separator "x"`) {
		t.Errorf("a sep line naming x: mistakes %v, want data/table's refusal at e.csv:1:1", errs)
	}
}
