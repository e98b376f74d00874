package firstperson

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestRandomInputKeepsTheLevelPlayable plays the template's level with
// seeded random controls, mouse motion (some of it huge) and taps for many
// steps: nothing panics, the state stays one that can be played, the
// player is never inside a wall or a shut door, and a death is always
// followed by a new start when use is pressed.
func TestRandomInputKeepsTheLevelPlayable(t *testing.T) {
	steps := 20000
	if testing.Short() {
		steps = 3000
	}
	r := newRig(t, "")
	rnd := rand.New(rand.NewPCG(23, 1))
	acts := []string{ActionForward, ActionBack, ActionStrafeLeft, ActionStrafeRight, ActionTurnLeft, ActionTurnRight, ActionFire, ActionUse}
	var deaths, restarts int
	for i := range steps {
		if i%7 == 0 {
			for _, a := range acts {
				r.in.hold[a] = rnd.IntN(3) == 0
			}
		}
		if rnd.IntN(5) == 0 {
			x := rnd.Float64() * 640
			if rnd.IntN(50) == 0 {
				x = (rnd.Float64() - 0.5) * 1e12
			}
			r.in.pointer = append(r.in.pointer, x)
		}
		before := r.level().Phase
		r.g.Step()
		l := r.level()
		if why := l.misfit(); why != "" {
			t.Fatalf("step %d: %s", i, why)
		}
		if l.Phase == PhasePlay && l.bodyBlocked(l.X, l.Y, false) {
			t.Fatalf("step %d: the player at (%v, %v) is inside a wall", i, l.X, l.Y)
		}
		if math.Abs(l.Angle) > pi {
			t.Fatalf("step %d: angle %v out of (-π, π]", i, l.Angle)
		}
		if before == PhasePlay && l.Phase == PhaseDead {
			deaths++
		}
		if before == PhaseLoad && l.Phase == PhasePlay && i > 0 {
			restarts++
		}
		if l.Phase == PhaseWon {
			r = newRig(t, "") // play again from the start
		}
	}
	t.Logf("%d steps, %d deaths, %d restarts", steps, deaths, restarts)
	for _, p := range r.problems {
		t.Errorf("problem: %v", p)
	}
}

// TestPlaytestReport: the report tells a playtester the phase, the
// player's cell and facing, health, ammo, keys and the counts.
func TestPlaytestReport(t *testing.T) {
	r := newRig(t, "")
	r.level().Keys = KeyRed
	facts := r.g.PlaytestReport()
	if len(facts) != 1 || facts[0].Name != "level" {
		t.Fatalf("facts %+v, want one named level", facts)
	}
	got := fmt.Sprintf("%+v", facts[0].Value)
	want := "{Phase:play Cell:[1 1] Facing:0 Health:100 Ammo:16 Keys:[red] Kills:0 Enemies:3 Found:0 Items:5 Steps:0 Chasing:0 Message:}"
	if got != want {
		t.Errorf("the report is %s, want %s", got, want)
	}
}

// TestSummaryTime: the summary gives the time played as minutes:seconds
// of game time, not steps.
func TestSummaryTime(t *testing.T) {
	l := &Level{Phase: PhaseWon, Steps: 3725}
	for _, c := range []struct {
		rate int
		want string
	}{{60, "Time 1:02\n"}, {30, "Time 2:04\n"}, {144, "Time 0:25\n"}, {0, "Time 62:05\n"}} {
		if got := string(l.summary(nil, c.rate)); !strings.Contains(got, c.want) {
			t.Errorf("at %d steps a second the summary is %q, want it to hold %q", c.rate, got, c.want)
		}
	}
	l.Steps = -5
	if got := string(l.summary(nil, 60)); !strings.Contains(got, "Time 0:00\n") {
		t.Errorf("with -5 steps the summary is %q", got)
	}
}
