package firstperson

import (
	"math"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
)

// walkTo holds forward until the player's x passes x or n steps went by.
func (r *rig) walkEast(n int, x float64) {
	r.in.hold[ActionForward] = true
	for i := 0; i < n && r.level().X < x; i++ {
		r.g.Step()
	}
	r.in.hold[ActionForward] = false
	r.g.Step()
}

func TestTemplatePlays(t *testing.T) {
	r := newRig(t, "")
	r.steps(30)
	l := r.level()
	if l.Phase != PhasePlay || len(l.Enemies) != 3 || len(l.Doors) != 3 || l.Health != MaxHealth || l.Ammo != StartAmmo {
		t.Errorf("the template's level: phase %d, %d enemies, %d doors, health %d, ammo %d", l.Phase, len(l.Enemies), len(l.Doors), l.Health, l.Ammo)
	}
	if !strings.Contains(r.text("Status"), "HEALTH 100") {
		t.Errorf("status %q", r.text("Status"))
	}
	r.noProblems()
}

// TestLockedDoorNeedsItsKey: a red door stays shut without the red key,
// with a message, and blocks; with the key it opens, lets the player
// through, and closes after DoorOpenSteps once nobody stands in it.
func TestLockedDoorNeedsItsKey(t *testing.T) {
	r := newRig(t, "\n11111111\n1r111111\n1>..R.X1\n11111111\n")
	r.walkEast(120, 9)
	l := r.level()
	if l.X > 4-Radius+1e-9 || l.X < 3.5 {
		t.Fatalf("the player walked to x %v, want stopped by the shut door's cell at %v", l.X, 4-Radius)
	}
	r.tap(ActionUse)
	r.steps(DoorSteps)
	if l.Doors[0].Open != 0 || !strings.Contains(r.text("Message"), "red key") {
		t.Errorf("without the key: door open %v, message %q", l.Doors[0].Open, r.text("Message"))
	}
	l.Keys = KeyRed
	r.tap(ActionUse)
	r.steps(DoorSteps + 1)
	if l.Doors[0].Open != 1 {
		t.Fatalf("with the key the door is %v open after %d steps", l.Doors[0].Open, DoorSteps+1)
	}
	r.walkEast(120, 5.5)
	if l.X < 5.5 {
		t.Fatalf("the player did not pass the open door: x %v", l.X)
	}
	r.steps(DoorOpenSteps + DoorSteps)
	if l.Doors[0].Open != 0 {
		t.Errorf("the door is %v open %d steps after it opened, want shut", l.Doors[0].Open, DoorOpenSteps+DoorSteps)
	}
	r.tap(ActionUse)
	if l.Phase != PhaseWon || !strings.Contains(r.text("Summary"), "LEVEL COMPLETE") {
		t.Errorf("using the exit: phase %d, summary %q", l.Phase, r.text("Summary"))
	}
	r.noProblems()
}

// TestPickups: a key is always taken; health only when below the most.
func TestPickups(t *testing.T) {
	r := newRig(t, "\n1111111\n1>rhha1\n1111111\n")
	l := r.level()
	l.Health = 60
	r.walkEast(200, 5.4)
	if l.Keys != KeyRed || l.Health != MaxHealth || l.Ammo != StartAmmo+AmmoPickup || l.Found != 4 {
		t.Errorf("keys %d health %d ammo %d found %d; want the red key, %d health (60+25, then 100), %d ammo, 4 found", l.Keys, l.Health, l.Ammo, l.Found, MaxHealth, StartAmmo+AmmoPickup)
	}
	r2 := newRig(t, "\n11111\n1>.h1\n11111\n")
	r2.walkEast(100, 3.4)
	if l2 := r2.level(); l2.Pickups[0].Taken || l2.Health != MaxHealth {
		t.Errorf("health taken at full health: %+v", l2.Pickups[0])
	}
}

// TestGuardSeesChasesAndShoots: a guard behind a wall stays; one that sees
// the player chases by a path round the wall, and shoots; the player's
// shots kill it.
func TestGuardSeesChasesAndShoots(t *testing.T) {
	r := newRig(t, "\n111X111111\n1>.......1\n1.11111111\n1........1\n1111111g11\n1111111111\n")
	l := r.level()
	// the map reader walls in the guard on the edge row; put one in the room
	l.Enemies = []Enemy{{X: 8.5, Y: 3.5, PrevX: 8.5, PrevY: 3.5, HP: GuardHP, To: -1}}
	r.steps(60)
	if en := l.Enemies[0]; en.State != EnemyIdle || en.X != 8.5 || en.Y != 3.5 {
		t.Fatalf("a guard that cannot see the player: %+v, want idle where it was", en)
	}
	l.X, l.Y, l.Angle = 1.5, 3.5, 0 // in its room, in sight
	r.steps(2)
	if l.Enemies[0].State == EnemyIdle {
		t.Fatal("a guard in sight of the player stays idle")
	}
	l.X, l.Y = 1.5, 1.5 // round the corner: it must walk round the wall
	before := math.Hypot(l.Enemies[0].X-l.X, l.Enemies[0].Y-l.Y)
	for range 600 {
		r.g.Step()
		if en := l.Enemies[0]; int(en.Y) == 2 && int(en.X) != 1 {
			t.Fatalf("the guard walked into the wall at (%v, %v)", en.X, en.Y)
		}
	}
	en := l.Enemies[0]
	if after := math.Hypot(en.X-l.X, en.Y-l.Y); after >= before || l.Health == MaxHealth {
		t.Errorf("after 600 steps the guard is %v away (was %v), the player's health %d; want it near and shooting", after, before, l.Health)
	}
	l.Health = MaxHealth
	l.Angle = math.Atan2(en.Y-l.Y, en.X-l.X)
	r.in.hold[ActionFire] = true
	for i := 0; i < 200 && l.Enemies[0].State != EnemyDead; i++ {
		l.Angle = math.Atan2(l.Enemies[0].Y-l.Y, l.Enemies[0].X-l.X)
		r.g.Step()
	}
	if l.Enemies[0].State != EnemyDead || l.Kills != 1 || l.Ammo >= StartAmmo {
		t.Errorf("shooting the guard: %+v, kills %d, ammo %d", l.Enemies[0], l.Kills, l.Ammo)
	}
	r.noProblems()
}

// TestBadMapWarnsAndPlays: a mistake in the map warns at its file, line
// and column, and the level plays.
func TestBadMapWarnsAndPlays(t *testing.T) {
	r := newRig(t, "\n11X11\n1>Z.1\n11111\n")
	if l := r.level(); l.Phase != PhasePlay {
		t.Errorf("phase %d, want the level played", l.Phase)
	}
	if len(r.problems) != 1 || !strings.Contains(r.problems[0].String(), "levels/bunker.map:2:3: unknown cell 'Z'") {
		t.Errorf("problems %v, want one at levels/bunker.map:2:3", r.problems)
	}
	r2 := newRig(t, "\n111\n1.1\n111\n")
	if l := r2.level(); l.Phase != PhaseLoad || len(r2.problems) == 0 {
		t.Errorf("a map with no start: phase %d, problems %v; want it not played, with warnings", l.Phase, r2.problems)
	}
}

// TestDeathAndAgain: at 0 health the level is lost; use starts it again.
func TestDeathAndAgain(t *testing.T) {
	r := newRig(t, "")
	l := r.level()
	l.Health, l.Kills = 0, 2
	r.g.Step()
	if l.Phase != PhaseDead || !strings.Contains(r.text("Summary"), "YOU DIED") {
		t.Fatalf("phase %d summary %q", l.Phase, r.text("Summary"))
	}
	r.tap(ActionUse)
	r.g.Step()
	if l = r.level(); l.Phase != PhasePlay || l.Health != MaxHealth || l.Kills != 0 {
		t.Errorf("after use: phase %d health %d kills %d, want the level from its start", l.Phase, l.Health, l.Kills)
	}
}

// TestMouseLookAndCapture: the mouse's motion turns the view by MouseTurn
// a pixel (its first place only sets where it is); the game asks the host
// to hold the pointer while the level is played with mouse look on.
func TestMouseLookAndCapture(t *testing.T) {
	r := newRig(t, "")
	l := r.level()
	pc, ok := runtime.LookupService[runtime.PointerCapture](r.g)
	if !ok || !pc.CapturePointer() {
		t.Fatalf("pointer capture service %v, asking %v; want it asking while the level plays", ok, ok && pc.CapturePointer())
	}
	start := l.Angle
	r.in.pointer = []float64{300, 350, 350, 330}
	r.steps(5)
	want := start + float64(30*DefaultMouseTurn)
	if math.Abs(l.Angle-want) > 1e-12 {
		t.Errorf("after the mouse moved 50 then -20 pixels the view faces %v, want %v", l.Angle, want)
	}
	l.MouseTurn = -1
	if pc.CapturePointer() {
		t.Error("the pointer is asked for with mouse look off")
	}
	l.MouseTurn, l.Phase = 0, PhaseWon
	if pc.CapturePointer() {
		t.Error("the pointer is asked for over the summary")
	}
}

// TestOfflineLevelOfAnotherPlayer: offline, a level whose player is not 0
// (a scene's or an agent's) warns and is played with the keys, as player
// 0's, instead of standing still with no input.
func TestOfflineLevelOfAnotherPlayer(t *testing.T) {
	r := newRig(t, "")
	l := r.level()
	l.Player = 2
	x, y := l.X, l.Y
	r.in.hold[ActionForward] = true
	r.steps(30)
	if l.Player != 0 || math.Hypot(l.X-x, l.Y-y) < 0.5 {
		t.Errorf("offline with player 2: player %d, moved %v cells in 30 steps forward; want player 0 and a walk", l.Player, math.Hypot(l.X-x, l.Y-y))
	}
	if len(r.problems) != 1 || !strings.Contains(r.problems[0].String(), "player 2: offline only player 0 plays") {
		t.Errorf("problems %v, want one warning of player 2", r.problems)
	}
}
