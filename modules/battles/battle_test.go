package battles

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/network"
)

// TestAttackWinAndLevels: the Attack command hits the target picked, the
// battle is won when no foe stands, every hero standing gets the foes'
// experience and rises a level, and the confirm writes the heroes back to
// the Party with the result.
func TestAttackWinAndLevels(t *testing.T) {
	r := newRig(t, 1, 1, "slime slime")
	r.heroTurn()
	_, es := r.fighters()
	if len(es) != 2 {
		t.Fatalf("%d enemies, want 2", len(es))
	}
	r.press(ActionConfirm)
	if r.b().Phase != PhaseTarget {
		t.Fatalf("after Attack the phase is %d, want the target cursor", r.b().Phase)
	}
	r.press(ActionRight, ActionConfirm) // the second slime
	r.until(ActSteps, "the attack done", func() bool { return r.b().Phase != PhaseAct })
	if es[1].HP == es[1].MaxHP || es[0].HP != es[0].MaxHP {
		t.Errorf("the attack on the second slime left HP %d and %d of %d", es[0].HP, es[1].HP, es[0].MaxHP)
	}
	for range 40 {
		if r.b().Over() {
			break
		}
		r.heroTurn()
		r.press(ActionConfirm, ActionConfirm)
		r.until(ActSteps+5, "the action done", func() bool { return r.b().Phase != PhaseAct })
	}
	if r.b().Phase != PhaseWon || r.b().Gained != 12 {
		t.Fatalf("the battle ends %+v, want won with 12 XP", *r.b())
	}
	hs, _ := r.fighters()
	for _, h := range hs {
		if h.Alive() && (h.XP != 12 || h.Level != 2) {
			t.Errorf("%s: %d XP, level %d; want 12, level 2", h.Name, h.XP, h.Level)
		}
	}
	r.press(ActionConfirm)
	p := partyOf(r)
	if p.Result != ResultWon || p.Won != 1 || r.b().Phase != PhaseDone {
		t.Errorf("after the confirm the party is %+v, phase %d", p, r.b().Phase)
	}
	for i, h := range p.Heroes {
		if h.XP != hs[i].XP || h.HP != hs[i].HP || h.Level != hs[i].Level || !h.Set {
			t.Errorf("hero %d written back as %+v, fought as %+v", i, h, hs[i])
		}
	}
}

// TestItemFromTheBag: the Item command lists the bag's items, uses one on
// the ally picked as its skill, and takes it from the bag.
func TestItemFromTheBag(t *testing.T) {
	r := newRig(t, 1, 1, "golem")
	u := r.heroTurn()
	u.HP = 10
	r.press(ActionDown, ActionDown, ActionConfirm) // Item
	if r.b().Phase != PhaseList {
		t.Fatalf("phase %d, want the item list", r.b().Phase)
	}
	r.press(ActionConfirm) // Potion
	if r.b().Phase != PhaseTarget || r.b().Item != "Potion" {
		t.Fatalf("battle %+v, want the Potion's target", *r.b())
	}
	r.press(ActionConfirm) // oneself
	r.until(ActSteps, "the potion used", func() bool { return r.b().Phase != PhaseAct })
	if want := min(10+50, u.MaxHP); u.HP != want {
		t.Errorf("after a potion (50) the hero has %d HP, want %d", u.HP, want)
	}
	if n := scenesInventory(r).Count("Potion"); n != 1 {
		t.Errorf("%d potions left of 2", n)
	}
	r.noProblems()
}

// TestRunAndNoFlee: a party at least as fast as its foes gets away; a
// battle with NoFlee cannot be run from, and the turn is spent.
func TestRunAndNoFlee(t *testing.T) {
	r := newRig(t, 1, 1, "slime")
	r.heroTurn()
	r.press(ActionUp, ActionConfirm) // Run (round the menu's top)
	if r.b().Phase != PhaseFled {
		t.Fatalf("phase %d (%s), want fled", r.b().Phase, r.b().Message)
	}
	r.press(ActionConfirm)
	if p := partyOf(r); p.Result != ResultFled {
		t.Errorf("result %q, want fled", p.Result)
	}
	r = newRig(t, 1, 1, "slime")
	partyOf(r).NoFlee = true
	r.heroTurn()
	r.press(ActionUp, ActionConfirm)
	if r.b().Phase != PhaseAct || !strings.Contains(r.b().Message, "no running") {
		t.Errorf("battle %+v, want the turn spent on a refused run", *r.b())
	}
}

// TestDefendAndMenus: Defend marks the hero until its next turn; cancel
// goes back from a list; a skill without the MP is refused.
func TestDefendAndMenus(t *testing.T) {
	r := newRig(t, 1, 1, "golem")
	u := r.heroTurn()
	r.press(ActionDown, ActionConfirm) // Skill
	if r.b().Phase != PhaseList {
		t.Fatalf("phase %d, want the skill list", r.b().Phase)
	}
	r.press(ActionCancel)
	if r.b().Phase != PhaseCommand {
		t.Fatalf("phase %d after cancel, want the menu", r.b().Phase)
	}
	u.MP = 0
	r.press(ActionConfirm, ActionConfirm) // the first skill, with no MP
	if r.b().Phase != PhaseList || r.b().Message != "Not enough MP." {
		t.Errorf("battle %+v, want the skill refused", *r.b())
	}
	r.press(ActionCancel, ActionDown, ActionDown, ActionConfirm) // Defend
	if !u.Defending || r.b().Phase != PhaseAct {
		t.Errorf("defending %v, phase %d", u.Defending, r.b().Phase)
	}
}

// TestEnemyAIIsDeterministic: the enemies' moves and targets are the same
// for the same seed, and differ for another.
func TestEnemyAIIsDeterministic(t *testing.T) {
	moves := func(seed uint64) []string {
		r := newRig(t, seed, 20, "bat bat goblin")
		var out []string
		last := ""
		for range 3000 {
			b := r.b()
			if b.Phase == PhaseCommand {
				r.press(ActionDown, ActionDown, ActionDown, ActionConfirm) // Defend
				continue
			}
			if b.Phase == PhaseAct && b.Actor >= 100 && b.Message != last {
				last = b.Message
				out = append(out, b.Message+" @"+itoa(b.Aim))
			}
			r.g.Step()
		}
		return out
	}
	a, b, c := moves(4), moves(4), moves(5)
	if len(a) < 20 {
		t.Fatalf("only %d enemy moves", len(a))
	}
	if !slices.Equal(a, b) {
		t.Errorf("the same seed played different moves:\n%v\n%v", a, b)
	}
	if slices.Equal(a, c) {
		t.Error("two seeds played the same moves")
	}
}

// TestBadPressesRefused: a malformed press, one from a player who does not
// command the battle, or too many waiting, are refused and not played.
func TestBadPressesRefused(t *testing.T) {
	r := newRig(t, 1, 1, "slime")
	s := &system{game: r.g, link: newLink()}
	for _, d := range [][]byte{{9}, nil} {
		if err := s.link.Arrive(1, d); !errors.Is(err, network.ErrBadPress) {
			t.Errorf("payload %v: %v, want ErrBadPress", d, err)
		}
	}
	for range network.MaxQueuedPresses {
		if err := s.link.Arrive(1, []byte{4}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.link.Arrive(1, []byte{4}); !errors.Is(err, network.ErrPressesWaiting) {
		t.Errorf("a press beyond %d waiting: %v, want ErrPressesWaiting", network.MaxQueuedPresses, err)
	}
	if n := len(s.link.Queued()); n != network.MaxQueuedPresses {
		t.Errorf("%d presses queued, want %d", n, network.MaxQueuedPresses)
	}
	if got := s.presses(r.g, 0); len(got) != 0 {
		t.Errorf("player 1's presses played for player 0: %v", got)
	}
	msgs := ""
	for _, p := range r.problems {
		msgs += p.Message + "\n"
	}
	if want := "network: refused a press from player 1: the battle is player 0's"; !strings.Contains(msgs, want) {
		t.Errorf("no warning %q in:\n%s", want, msgs)
	}
}

func partyOf(r *rig) *Party { _, p := party(r.g.Scene()); return p }

func scenesInventory(r *rig) *items.Inventory { return items.Of(r.g).Inventory(r.party) }

// TestTurnOrderFromSpeed: each round every fighter acts once, fastest
// first (the bat 14, the mage 10, the knight 9, the cleric 8), and a haste
// on the cleric moves it ahead of the bat the next round.
func TestTurnOrderFromSpeed(t *testing.T) {
	r := newRig(t, 1, 1, "bat")
	var order []int
	seen := 0
	for range 2000 {
		b := r.b()
		if b.Seen != seen && (b.Phase == PhaseAct || b.Phase == PhaseCommand) {
			seen = b.Seen
			order = append(order, b.Actor)
		}
		if len(order) == 4 {
			break
		}
		if b.Phase == PhaseCommand {
			r.press(ActionDown, ActionDown, ActionDown, ActionConfirm) // Defend
			continue
		}
		r.g.Step()
	}
	if !slices.Equal(order, []int{100, 1, 0, 2}) {
		t.Fatalf("the first round's order is %v, want the bat (100), mage (1), knight (0), cleric (2)", order)
	}
	hs, es := r.fighters()
	hs[2].give(StatusHaste, 4)
	es[0].HP = es[0].MaxHP
	order = order[:0]
	for range 2000 {
		b := r.b()
		if b.Seen != seen && (b.Phase == PhaseAct || b.Phase == PhaseCommand) {
			seen = b.Seen
			order = append(order, b.Actor)
		}
		if len(order) == 4 {
			break
		}
		if b.Phase == PhaseCommand {
			r.press(ActionDown, ActionDown, ActionDown, ActionConfirm)
			continue
		}
		r.g.Step()
	}
	if !slices.Equal(order, []int{2, 100, 1, 0}) {
		t.Errorf("the second round's order with a hasted cleric (16) is %v, want cleric, bat, mage, knight", order)
	}
}

// TestPlaytestReport: a playtester is told the battle's phase, the menu's
// command and the fighters.
func TestPlaytestReport(t *testing.T) {
	r := newRig(t, 1, 1, "slime")
	r.heroTurn()
	facts := (&system{}).PlaytestReport(r.g, nil)
	if len(facts) != 1 || facts[0].Name != "battle" {
		t.Fatalf("facts %+v, want one battle", facts)
	}
	b := facts[0].Value.(battleReport)
	if b.Phase != "command" || b.Menu != "Attack" || len(b.Heroes) != 3 || len(b.Enemies) != 1 || b.Enemies[0].Name != "Slime" {
		t.Errorf("report %+v", b)
	}
	turns := 0
	for _, h := range b.Heroes {
		if h.Turn {
			turns++
		}
	}
	if turns != 1 {
		t.Errorf("%d heroes have the turn, want 1", turns)
	}
}

// TestBadTableWarnsInGame: a game whose skill table has a mistake warns
// in its problem log at the file, row and column, and the battle plays on
// without that skill.
func TestBadTableWarnsInGame(t *testing.T) {
	files := map[string][]byte{}
	for _, n := range []string{"heroes", "enemies", "items"} {
		b, err := templateFile(n)
		if err != nil {
			t.Fatal(err)
		}
		files[n+".csv"] = b
	}
	b, _ := templateFile("skills")
	files["skills.csv"] = []byte(strings.Replace(string(b), "fire,Fire,4,one,damage,fire,", "fire,Fire,4,one,damage,fire,mag*/2", 1))
	r := newRigSet(t, 1, 1, "slime", files)
	r.heroTurn()
	msgs := ""
	for _, p := range r.problems {
		msgs += p.Message + "\n"
	}
	if !strings.Contains(msgs, "skills.csv:4: row 4, column 7 (power)") {
		t.Errorf("no warning at skills.csv row 4, column 7 in:\n%s", msgs)
	}
	if r.b().Phase != PhaseCommand {
		t.Errorf("the battle did not play on: %+v", *r.b())
	}
	if hs, _ := r.fighters(); len(hs) != 3 {
		t.Errorf("%d heroes fight, want 3 (the mage without Fire)", len(hs))
	}
}

func TestEnemyNames(t *testing.T) {
	d := &EnemyDef{ID: "slime", Name: "Slime"}
	ids := []string{"slime", "bat", "slime", "slime"}
	var got []string
	for _, i := range []int{0, 2, 3} {
		got = append(got, enemyName(d, ids, i))
	}
	if strings.Join(got, ",") != "Slime A,Slime B,Slime C" {
		t.Errorf("names %q", got)
	}
	if n := enemyName(&EnemyDef{ID: "bat", Name: "Bat"}, ids, 1); n != "Bat" {
		t.Errorf("a lone bat is named %q", n)
	}
}
