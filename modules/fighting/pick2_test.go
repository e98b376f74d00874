package fighting

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestSecondPlayerPicks: on the title the second player (player 1's right,
// or player 0's p2left) picks their versus character; the menu shows it;
// versus plays it on side 1, the computer keeps the one after player 0's.
func TestSecondPlayerPicks(t *testing.T) {
	for _, c := range []struct {
		player int
		action string
	}{{1, ActionRight}, {0, "p2left"}} {
		for _, mode := range []Mode{ModeVersus, ModeCPU} {
			r := newRig(t, nil, nil)
			r.steps(1)
			if r.m.Char != 0 || r.m.Chose2 {
				t.Fatalf("title starts with char %d, chose2 %v", r.m.Char, r.m.Chose2)
			}
			r.m.Pick = int(ModeVersus)
			r.in.hold(c.player, c.action)
			r.steps(1)
			r.in.let(c.player, c.action)
			r.steps(1)
			// Two characters: one step either way from Gant (the one
			// after Ryo's) is Ryo.
			if r.m.Char2 != 0 || !r.m.Chose2 || r.m.Char != 0 {
				t.Errorf("player %d's %s: char2 %d (chose %v), char %d; want 0, true, 0", c.player, c.action, r.m.Char2, r.m.Chose2, r.m.Char)
			}
			if menu := r.text("Menu"); !strings.Contains(menu, "Player 2: < Ryo >") {
				t.Errorf("menu %q does not show player 2's Ryo", menu)
			}
			r.start(mode)
			want := 0
			if mode == ModeCPU {
				want = 1
			}
			if r.f[1].Char != want || r.f[0].Char != 0 {
				t.Errorf("%v after player 2 picked Ryo: side 1 plays %d, side 0 %d; want %d and 0", modeNames[mode], r.f[1].Char, r.f[0].Char, want)
			}
		}
	}
}

// text returns the text of the match entity's child named name.
func (r *rig) text(name string) string {
	for e := range r.g.Scene().Walk() {
		if e.Name() == name {
			if t := scenes.Get[visual.Text](e); t != nil {
				return t.Text
			}
		}
	}
	return ""
}

// TestTitleFightersShowPicks: on the title the fighters show the
// characters picked (player 0's, and the rival of the mode pointed at),
// not those of the last fight.
func TestTitleFightersShowPicks(t *testing.T) {
	r := newRig(t, nil, nil)
	r.steps(1)
	if r.f[0].Look != 0 || r.f[1].Look != 1 {
		t.Fatalf("title looks %d and %d, want Ryo's 0 and Gant's 1", r.f[0].Look, r.f[1].Look)
	}
	r.m.Char = 1 // Gant, the computer Ryo
	r.steps(1)
	if r.f[0].Look != 1 || r.f[1].Look != 0 {
		t.Errorf("picking Gant: looks %d and %d, want Gant's 1 and Ryo's 0", r.f[0].Look, r.f[1].Look)
	}
	r.m.Pick, r.m.Char2, r.m.Chose2 = int(ModeVersus), 1, true // Gant against Gant
	r.steps(1)
	if r.f[0].Look != 1 || r.f[1].Look != 1 {
		t.Errorf("versus Gant against Gant: looks %d and %d, want 1 and 1", r.f[0].Look, r.f[1].Look)
	}
}
