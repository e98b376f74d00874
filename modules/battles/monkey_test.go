package battles

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
)

// tablesWith returns the template's tables with edit applied to the text of
// each (name without .csv).
func tablesWith(t *testing.T, edit func(name, text string) string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	for _, n := range []string{"skills", "heroes", "enemies", "items"} {
		b, err := templateFile(n)
		if err != nil {
			t.Fatal(err)
		}
		files[n+".csv"] = []byte(edit(n, string(b)))
	}
	return files
}

// TestRandomPressesOnBrokenTables: thousands of random presses in battles
// whose tables have mistakes of every kind neither panic nor stop the
// battle for good: the battle keeps reaching a hero's menu or its end.
func TestRandomPressesOnBrokenTables(t *testing.T) {
	cases := map[string]func(name, text string) string{
		"template": func(_, s string) string { return s },
		"no attack row": func(n, s string) string {
			if n == "skills" {
				return strings.Replace(s, "attack,Attack,0,one,damage,,atk*2 - target.def + 1d4,,0,0,the Attack command; power is a formula of the user's stats and the target's (target.def)\n", "", 1)
			}
			return s
		},
		"huge stats": func(n, s string) string {
			s = strings.Replace(s, "slime,Slime,3,30,0,9,4,2,2,5,6", "slime,Slime,3,9999,9999,9999,9999,9999,9999,9999,9999", 1)
			return strings.Replace(s, "knight,Knight,0,60,8,14,10,4,5,9,10,1,3,2,0,1,1", "knight,Knight,0,9999,9999,9999,9999,9999,9999,9999,9999,9999,9999,9999,9999,9999,9999", 1)
		},
		"out of range and wrong types": func(n, s string) string {
			s = strings.Replace(s, "slime,Slime,3,30,0,9,4,2,2,5,6", "slime,Slime,99,-5,-1,100000000,4,2,2,0,-1", 1)
			return strings.Replace(s, "potion,Potion,0,ally,heal,,50", "potion,Potion,-3,nobody,explode,,50/0", 1)
		},
		"zero next and division by zero": func(n, s string) string {
			s = strings.ReplaceAll(s, "10*lvl*lvl", "0")
			return strings.ReplaceAll(s, "atk*2 - target.def + 1d4", "atk/0")
		},
		"empty cells": func(n, s string) string {
			lines := strings.Split(s, "\n")
			for i := 1; i < len(lines); i++ {
				if f := strings.Split(lines[i], ","); len(f) > 2 {
					for j := 1; j < len(f); j++ {
						f[j] = ""
					}
					lines[i] = strings.Join(f, ",")
				}
			}
			return strings.Join(lines, "\n")
		},
		"headers only": func(n, s string) string {
			h, _, _ := strings.Cut(s, "\n")
			return h + "\n"
		},
	}
	for name, edit := range cases {
		t.Run(name, func(t *testing.T) {
			files := tablesWith(t, edit)
			menus := 0
			for seed := range uint64(12) {
				r := newRigSet(t, seed, 1+int(seed*8), "slime bat goblin drake", files)
				rng := griff.NewRand(seed)
				stuck := 0
				for i := 0; i < 3000 && r.b().Phase != PhaseDone; i++ {
					if rng.IntN(3) == 0 {
						r.in.Next = append(r.in.Next, actionNames[rng.IntN(len(actionNames))])
					}
					if r.b().Phase == PhaseCommand {
						menus++
					}
					before := *r.b()
					r.g.Step()
					if b := r.b(); b.Phase == before.Phase && b.Actor == before.Actor && (b.Phase == PhaseStart || b.Phase == PhaseWait || b.Phase == PhaseAct) {
						stuck++
					} else {
						stuck = 0
					}
					if stuck > 1200 {
						t.Fatalf("seed %d step %d: the battle has not moved for %d steps: %+v", seed, i, stuck, *r.b())
					}
				}
				if b := r.b(); b.Phase != PhaseDone && b.Phase < PhaseWon && b.Rounds == 0 {
					t.Errorf("seed %d: not one round in 3000 steps: %+v", seed, *b)
				}
			}
			if menus == 0 && !strings.Contains(name, "empty") && !strings.Contains(name, "headers") {
				t.Errorf("no hero's menu in any battle")
			}
		})
	}
}
