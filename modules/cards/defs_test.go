package cards

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestReadTemplateTables: the template's tables read with no mistake, and
// their effects and intents are what the rows say.
func TestReadTemplateTables(t *testing.T) {
	cards, errs := ReadCards("cards.csv", readTemplate(t, "cards/cards.csv"))
	if len(errs) != 0 || len(cards) != 10 {
		t.Fatalf("%d cards, mistakes %v; want 10 and none", len(cards), errs)
	}
	bash := cards[2]
	if bash.ID != "bash" || bash.Cost != 2 || !bash.Targeted || len(bash.Effects) != 2 ||
		bash.Effects[0] != (Effect{Verb: VerbDamage, Amount: 8, Times: 1}) ||
		bash.Effects[1].Verb != VerbAdd || bash.Effects[1].Type.Name() != "Cards.Fighter" || bash.Effects[1].Key != "strength" || bash.Effects[1].Amount != -2 || bash.Effects[1].Self {
		t.Errorf("bash reads %+v", bash)
	}
	if c := cards[3]; c.ID != "cleave" || c.Targeted || !c.Effects[0].All {
		t.Errorf("cleave reads %+v (hits all, needs no target)", c)
	}
	if c := cards[4]; c.Effects[0].Times != 2 || c.Effects[0].Amount != 5 {
		t.Errorf("twin reads %+v", c)
	}
	if c := cards[7]; c.ID != "rush" || !c.Exhaust || len(c.Effects) != 2 || c.Targeted {
		t.Errorf("rush reads %+v", c)
	}
	if c := cards[6]; c.ID != "flex" || c.Targeted || !c.Effects[0].Self {
		t.Errorf("flex reads %+v", c)
	}
	enemies, errs := ReadEnemies("enemies.csv", readTemplate(t, "cards/enemies.csv"))
	if len(errs) != 0 || len(enemies) != 4 || enemies[3].ID != "golem" || enemies[3].HP != 70 || len(enemies[3].Intents) != 4 || enemies[3].Look != 3 {
		t.Fatalf("enemies %+v, mistakes %v", enemies, errs)
	}
	if in, err := ParseIntent(enemies[3].Intents[2]); err != nil || in != (Intent{Kind: IntentAttack, Amount: 5, Times: 3}) {
		t.Errorf("the golem's third intent %q reads %+v, %v", enemies[3].Intents[2], in, err)
	}
}

func readTemplate(t *testing.T, name string) []byte {
	t.Helper()
	f, err := Template().Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var b strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := f.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			break
		}
	}
	return []byte(b.String())
}

// TestCardMistakes: each kind of mistake in a card table is reported at its
// field's line:col, and the other rows are read.
func TestCardMistakes(t *testing.T) {
	const head = "id,name,kind,cost,effects,text\n"
	for _, tc := range []struct{ row, want string }{
		{"a b,A,attack,1,damage 1,x", `t.csv:3:1: a card id is one word, got "a b"`},
		{"ok,A,attack,1,damage 1,x", `t.csv:3:1: the card "ok" is given twice`},
		{"a,A,spell,1,damage 1,x", `t.csv:3:5: the kind "spell" is none of attack, skill, power`},
		{"a,A,attack,-1,damage 1,x", `t.csv:3:12: the cost "-1" is not a whole number from 0 to 999`},
		{"a,A,attack,1,heal 3,x", `t.csv:3:14: "heal 3": no verb "heal" (damage, block, draw, energy, exhaust, add, set)`},
		{"a,A,attack,1,damage 3;;block 1,x", `t.csv:3:14: "": an empty clause (two ';' in a row?)`},
		{"a,A,attack,1,damage 3 x0,x", `t.csv:3:14: "damage 3 x0": the hits "x0" are not x1 to x999`},
		{"a,A,attack,1,damage 3 twice,x", `t.csv:3:14: "damage 3 twice": "twice" is not understood after damage`},
		{"a,A,attack,1,exhaust now,x", `t.csv:3:14: "exhaust now": exhaust takes nothing more`},
		{"a,A,attack,1,add Cards.Fighter.name 1,x", `t.csv:3:14: "add Cards.Fighter.name 1": Cards.Fighter saves no number field "name"`},
		{"a,A,attack,1,add Cards.Fighter.texts 1,x", `t.csv:3:14: "add Cards.Fighter.texts 1": Cards.Fighter saves no number field "texts"`},
		{"a,A,attack,1,add Nope.Thing.hp 1,x", `t.csv:3:14: "add Nope.Thing.hp 1": no component "Nope.Thing"`},
		{"a,A,attack,1,set Cards.Fighter.hp x,x", `t.csv:3:14: "set Cards.Fighter.hp x": the amount "x" is not a whole number from -999 to 999`},
		{"a,A,attack,1,set hp 1,x", `t.csv:3:14: "set hp 1": "hp" is not COMPONENT.FIELD`},
		{"a,A,attack,1,set Cards.Fighter.hp 1 other,x", `t.csv:3:14: "set Cards.Fighter.hp 1 other": set takes COMPONENT.FIELD AMOUNT [self]`},
		{"a,A,attack,1", `t.csv:3:1: 4 fields, want 6 (id,name,kind,cost,effects,text)`},
	} {
		data := head + "ok,Ok,skill,0,block 1,y\n" + tc.row + "\n"
		cards, errs := ReadCards("t.csv", []byte(data))
		if len(errs) != 1 || errs[0].Error() != tc.want {
			t.Errorf("%s: mistakes %v, want %q", tc.row, errs, tc.want)
		}
		var fe *FileError
		if len(errs) == 1 && !errors.As(errs[0], &fe) {
			t.Errorf("%s: the mistake is a %T, want a *FileError", tc.row, errs[0])
		}
		if len(cards) != 1 || cards[0].ID != "ok" {
			t.Errorf("%s: read %+v, want the row ok", tc.row, cards)
		}
	}
	for _, tc := range []struct{ data, want string }{
		{"", "t.csv:1:1: the table is empty"},
		{"id,name\n", `t.csv:1:1: the first row must be "id,name,kind,cost,effects,text"`},
		{head + "a,\"A,attack\n", `t.csv:2:`},
		{"\xff\xfe", "t.csv:1:1: the field is not UTF-8 text"},
	} {
		_, errs := ReadCards("t.csv", []byte(tc.data))
		if len(errs) != 1 || !strings.HasPrefix(errs[0].Error(), tc.want) {
			t.Errorf("%q: mistakes %v, want %q", tc.data, errs, tc.want)
		}
	}
}

// TestEnemyMistakes: each kind of mistake in an enemy table is reported at
// its field's line:col.
func TestEnemyMistakes(t *testing.T) {
	const head = "id,name,hp,intents,look\n"
	for _, tc := range []struct{ row, want string }{
		{"a,A,0,attack 1,0", `t.csv:2:5: the hit points "0" are not a whole number from 1 to 999`},
		{"a,A,5,bite 1,0", `t.csv:2:7: "bite 1": no intent "bite" (attack, block, strength)`},
		{"a,A,5,block 1 x2,0", `t.csv:2:7: "block 1 x2": "x2" is not understood`},
		{"a,A,5,attack,0", `t.csv:2:7: "attack": an intent is attack N [xM], block N or strength N`},
		{"a,A,5,attack 1,8", `t.csv:2:16: the look "8" is not a column 0 to 7`},
	} {
		enemies, errs := ReadEnemies("t.csv", []byte(head+tc.row+"\n"))
		if len(errs) != 1 || errs[0].Error() != tc.want || len(enemies) != 0 {
			t.Errorf("%s: mistakes %v, want %q", tc.row, errs, tc.want)
		}
	}
}

// FuzzReadCards: no card table panics the reader; every mistake names the
// file at a line and column from 1, and every card read has a known kind,
// a cost in range and effects the model checked.
func FuzzReadCards(f *testing.F) {
	f.Add(string(readTemplate(&testing.T{}, "cards/cards.csv")))
	f.Add("id,name,kind,cost,effects,text\na,A,attack,1,damage 1 x2 all; add Cards.Fighter.hp -3 self; exhaust,t\n")
	f.Add("id,name,kind,cost,effects,text\n\"a\nb\",A,skill,0,draw 1,\"x\"\"y\"\n")
	f.Add("id,name,kind,cost,effects,text\nété,É\xfft,skill,x,set Cards.Fighter.enemy 1,t\n")
	f.Fuzz(func(t *testing.T, data string) {
		cards, errs := ReadCards("f.csv", []byte(data))
		lines := strings.Split(data, "\n")
		for _, err := range errs {
			var fe *FileError
			if !errors.As(err, &fe) || fe.File != "f.csv" || fe.Line < 1 || fe.Col < 1 {
				t.Fatalf("mistake %v is not at a place in f.csv", err)
			}
			if fe.Line <= len(lines) && fe.Col > utf8.RuneCountInString(lines[fe.Line-1])+1 {
				t.Fatalf("mistake %v is past its line's %d characters", err, utf8.RuneCountInString(lines[fe.Line-1]))
			}
		}
		for _, c := range cards {
			if c.Cost < 0 || c.Cost > MaxAmount || c.ID == "" {
				t.Fatalf("card %+v read", c)
			}
			for _, e := range c.Effects {
				if (e.Verb == VerbAdd || e.Verb == VerbSet) && (e.Type == nil || !numberField(e.Type, e.Key) || e.Key == "enemy") {
					t.Fatalf("effect %+v names no saved number field", e)
				}
			}
		}
	})
}

// FuzzReadEnemies: no enemy table panics the reader; every enemy read has
// hit points in range and intents that parse.
func FuzzReadEnemies(f *testing.F) {
	f.Add(string(readTemplate(&testing.T{}, "cards/enemies.csv")))
	f.Add("id,name,hp,intents,look\na,A,1,attack 0 x999;strength 999,7\n")
	f.Fuzz(func(t *testing.T, data string) {
		enemies, errs := ReadEnemies("f.csv", []byte(data))
		for _, err := range errs {
			var fe *FileError
			if !errors.As(err, &fe) || fe.Line < 1 || fe.Col < 1 {
				t.Fatalf("mistake %v is not at a place", err)
			}
		}
		for _, e := range enemies {
			if e.HP < 1 || e.HP > MaxAmount || e.Look < 0 || e.Look > MaxLook {
				t.Fatalf("enemy %+v read", e)
			}
			for _, s := range e.Intents {
				if _, err := ParseIntent(s); err != nil {
					t.Fatalf("enemy %s's intent %q: %v", e.ID, s, err)
				}
			}
		}
	})
}
