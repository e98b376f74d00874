package physicsgames

import (
	"math"
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// TestPreviewMatchesFlight: the trajectory the sling shows while aiming
// (the system's own preview, the dots' source) is, step for step, where
// the launched bird then is, to the bit, until the bird meets something
// (at least 30 steps; the whole preview of 60 for most), for pulls of
// several lengths and angles, the longest past the cap.
func TestPreviewMatchesFlight(t *testing.T) {
	for _, pull := range []griff.Vec{griff.V(-60, 40), griff.V(-90, 10), griff.V(-30, 70), griff.V(-200, 200)} {
		r := newRig(t, "sling")
		r.steps(2)
		sl := r.sling()
		sl.Pull = pull
		r.steps(1)
		preview := slices.Clone(r.sys().pts)
		if len(preview) != PreviewSteps {
			t.Fatalf("pull %v: the preview has %d points, want %d", pull, len(preview), PreviewSteps)
		}
		r.hold(ActionLaunch, true)
		r.steps(1) // launched in this step: the bird flies its first step
		r.hold(ActionLaunch, false)
		if sl.Phase != SlingFlight {
			t.Fatalf("pull %v: phase %v after launch, want flight", pull, sl.Phase)
		}
		bird := r.find(BirdName)
		w := r.sys().world()
		for i, want := range preview {
			if i > 0 {
				r.steps(1)
			}
			if w.TouchesOf(bird, nil) != nil {
				if i < 30 {
					t.Errorf("pull %v: the bird met something at step %d: pick a pull that flies longer", pull, i+1)
				}
				break // the preview ignores what the bird meets
			}
			if got := bird.Transform().Position(); got != want {
				t.Fatalf("pull %v: step %d of the flight: the bird is at %v, the preview said %v", pull, i+1, got, want)
			}
		}
		// The launch speed is the pull reversed times the power, capped.
		v := LaunchVelocity(pull, DefaultMaxPull, sl.Power)
		speed := math.Hypot(v[0], v[1])
		want := math.Min(math.Hypot(pull[0], pull[1]), DefaultMaxPull) * sl.Power
		if math.Abs(speed-want) > 1e-9 {
			t.Errorf("pull %v: launch speed %v, want %v", pull, speed, want)
		}
		r.noProblems()
	}
}

// TestPointerDragLaunches: pressing on the bird and dragging pulls it (the
// pull follows the pointer, capped); letting go launches it.
func TestPointerDragLaunches(t *testing.T) {
	r := newRig(t, "sling")
	r.steps(2)
	anchor := r.find("Sling").Transform().Position() // the camera is at its start: screen = world
	r.in.pointer = append(r.in.pointer, input.Event{Kind: input.KindPointer, X: anchor[0] + 3, Y: anchor[1] - 2})
	r.steps(1)
	r.hold(ActionPull, true)
	r.steps(1)
	if !r.sling().Dragging {
		t.Fatal("a press on the bird does not take it")
	}
	r.in.pointer = append(r.in.pointer, input.Event{Kind: input.KindPointer, X: anchor[0] - 300, Y: anchor[1]})
	r.steps(1)
	if got := r.sling().Pull; got != griff.V(-DefaultMaxPull, 0) {
		t.Errorf("dragged 300 back: pull %v, want the cap (-%v, 0)", got, DefaultMaxPull)
	}
	r.hold(ActionPull, false)
	r.steps(1)
	sl := r.sling()
	if sl.Phase != SlingFlight || sl.Shots != 3 || sl.Fired != 1 {
		t.Fatalf("let go: phase %v, shots %d, fired %d; want flight, 3, 1", sl.Phase, sl.Shots, sl.Fired)
	}
	if b := scenes.Get[physics.Body](r.find(BirdName)); b == nil || b.Velocity[0] < 1100 {
		t.Errorf("the bird's body after launch: %+v, want flying right at about %v", b, DefaultMaxPull*sl.Power)
	}
}

// TestShortPullPutsTheBirdBack: a pull under MinPull does not shoot.
func TestShortPullPutsTheBirdBack(t *testing.T) {
	r := newRig(t, "sling")
	r.steps(2)
	r.sling().Pull = griff.V(-MinPull/2, 0)
	r.tap(ActionLaunch)
	if sl := r.sling(); sl.Phase != SlingAim || sl.Shots != 4 || sl.Pull != (griff.Vec{}) {
		t.Errorf("a short pull: phase %v, shots %d, pull %v; want aim, 4, none", sl.Phase, sl.Shots, sl.Pull)
	}
}

// TestDamage checks the damage rule at its threshold for each material.
func TestDamage(t *testing.T) {
	for name, m := range Materials {
		if d := Damage(m, m.Threshold); d != 0 {
			t.Errorf("%s: an impulse at the threshold does %v damage, want 0", name, d)
		}
		if d := Damage(m, m.Threshold-1); d != 0 {
			t.Errorf("%s: an impulse below the threshold does %v damage, want 0", name, d)
		}
		if d := Damage(m, m.Threshold+1000); d != 1000*m.Scale {
			t.Errorf("%s: 1000 above the threshold does %v damage, want %v", name, d, 1000*m.Scale)
		}
		if d := Damage(m, math.NaN()); d != 0 {
			t.Errorf("%s: a NaN impulse does %v damage", name, d)
		}
	}
	if !(Materials["glass"].Threshold < Materials["wood"].Threshold && Materials["wood"].Threshold < Materials["stone"].Threshold) {
		t.Error("glass must break before wood, wood before stone")
	}
}

// TestStandingTowerTakesNoDamage: the template's towers, left alone for
// ten seconds (past SettleTime), lose no health: every resting load is
// below its material's threshold.
func TestStandingTowerTakesNoDamage(t *testing.T) {
	r := newRig(t, "sling")
	r.steps(600)
	n := 0
	for e, b := range scenes.All[Block](r.g.Scene()) {
		n++
		if m := Materials[b.Material]; b.Health != m.Health || !e.Alive() {
			t.Errorf("%v (%s) has %v health of %v after ten seconds alone", e, b.Material, b.Health, m.Health)
		}
	}
	if n != 11 || r.sling().Score != 0 {
		t.Errorf("%d blocks, score %d; want 11 and 0", n, r.sling().Score)
	}
	r.noProblems()
}

// TestBlockBreaksAtTheRightHit: a glass pane takes no damage from a hit at
// its threshold, loses health by the rule above it, and breaks (destroyed,
// its points scored) on the hit that takes it to 0, not before.
func TestBlockBreaksAtTheRightHit(t *testing.T) {
	r := newRig(t, "sling")
	r.steps(int(SettleTime/r.g.Clock().StepDuration()) + 1)
	s, sl := r.sys(), r.sling()
	var pane *scenes.Entity
	for e, b := range scenes.Active[Block](r.g.Scene()) {
		if b.Material == "glass" {
			pane = e
			break
		}
	}
	b, m := scenes.Get[Block](pane), Materials["glass"]
	s.hurt(sl, pane, m.Threshold)
	if b.Health != m.Health || sl.Score != 0 {
		t.Fatalf("a hit at the threshold: health %v, score %d; want %v, 0", b.Health, sl.Score, m.Health)
	}
	hit := m.Threshold + (m.Health*0.6)/m.Scale // 60% of its health
	s.hurt(sl, pane, hit)
	if math.Abs(b.Health-m.Health*0.4) > 1e-9 || sl.Score != int(math.Round(m.Health*0.6*DamagePoints)) {
		t.Fatalf("a hit of 60%%: health %v, score %d", b.Health, sl.Score)
	}
	r.steps(1)
	if !pane.Alive() {
		t.Fatal("the pane broke before its health ran out")
	}
	s.hurt(sl, pane, hit)
	if b.Health != 0 || sl.Score != int(math.Round(m.Health*DamagePoints))+m.Points {
		t.Fatalf("the breaking hit: health %v, score %d; want 0, %d", b.Health, sl.Score, int(m.Health*DamagePoints)+m.Points)
	}
	r.steps(1)
	if pane.Alive() {
		t.Error("the broken pane is still in the scene")
	}
}

// TestStoneDroppedOnGlass: through the physics world, a stone (mass 24,
// no gravity) reaching a glass pane at 10 units a second leaves it whole;
// at 900, it breaks it.
func TestStoneDroppedOnGlass(t *testing.T) {
	for _, c := range []struct {
		speed  float64
		broken bool
	}{{10, false}, {900, true}} {
		r := newRigData(t, "drop", []byte(`{"format":1,"nextId":9,"entities":[
{"id":1,"name":"Camera","transform":{"position":[480,270]},"components":{"Griff.Camera":{}}},
{"id":2,"name":"Sling","transform":{"position":[100,400]},"components":{"PhysicsGames.Sling":{"shots":1}}},
{"id":3,"name":"Bird","transform":{"position":[100,400]},"components":{}},
{"id":4,"name":"Ground","transform":{"position":[500,520]},"components":{"Griff.Collider":{"shapes":[{"size":[1000,40]}]}}},
{"id":5,"name":"Pane","transform":{"position":[500,490]},"components":{"Griff.Body":{},"Griff.Collider":{"shapes":[{"size":[60,20],"density":0.004}]},"PhysicsGames.Block":{"material":"glass"}}},
{"id":6,"name":"Pig","transform":{"position":[800,486]},"components":{"Griff.Body":{},"Griff.Collider":{"shapes":[{"kind":"circle","radius":14,"density":0.005}]},"PhysicsGames.Block":{"material":"pig"},"PhysicsGames.Target":{}}},
{"id":8,"name":"Hud","components":{"Griff.Text":{}}},
{"id":7,"name":"Stone","transform":{"position":[500,300]},"components":{"Griff.Body":{"noGravity":true},"Griff.Collider":{"shapes":[{"size":[40,40],"density":0.015}]}}}
]}`))
		r.steps(int(SettleTime/r.g.Clock().StepDuration()) + 2)
		stone := r.find("Stone")
		stone.Transform().Teleport(griff.V(500, 459)) // 1 unit above the pane
		sb := scenes.Get[physics.Body](stone)
		sb.Velocity = griff.V(0, c.speed)
		pane := r.find("Pane")
		r.steps(60)
		if broken := !pane.Alive() || scenes.Get[Block](pane).Health == 0; broken != c.broken {
			t.Errorf("a stone at %v units a second: the pane broken %v (health %v), want %v", c.speed, broken, scenes.Get[Block](pane).Health, c.broken)
		}
		r.noProblems()
	}
}

// TestAllTargetsDestroyedWins: the level is won when the last pig breaks,
// with BirdBonus for each bird left and stars by score; the best score is
// kept; a worse score later does not replace it.
func TestAllTargetsDestroyedWins(t *testing.T) {
	r := newRig(t, "sling")
	r.steps(70)
	sl, s := r.sling(), r.sys()
	pigs := 0
	var targets []*scenes.Entity
	for e := range scenes.Active[Target](r.g.Scene()) {
		targets = append(targets, e)
	}
	for _, e := range targets {
		pigs++
		if sl.Phase == SlingWon {
			t.Fatal("won with a pig standing")
		}
		s.hurt(sl, e, 1e9)
		r.steps(1)
	}
	if pigs != 3 || sl.Phase != SlingWon {
		t.Fatalf("%d pigs broken: phase %v, want won", pigs, sl.Phase)
	}
	want := 3*(int(math.Round(Materials["pig"].Health*DamagePoints))+Materials["pig"].Points) + 4*BirdBonus
	if sl.Score != want || sl.Won != StarsFor(want, sl.Stars) || sl.Won != 3 {
		t.Errorf("score %d, stars %d; want %d, 3", sl.Score, sl.Won, want)
	}
	if got := string(r.rec[BestRecord]); got != "sling-pig-tower 55450\n" {
		t.Errorf("the best record holds %q", got)
	}
	r.sys().keepBest("sling-pig-tower", 100)
	r.sys().keepBest("pinball-griff", 100)
	if got := string(r.rec[BestRecord]); got != "pinball-griff 100\nsling-pig-tower 55450\n" {
		t.Errorf("after a worse score and another level's: the best record holds %q", got)
	}
}

// TestOutOfBirdsLoses: with no bird left and a pig standing the level is
// lost once the camera is back.
func TestOutOfBirdsLoses(t *testing.T) {
	r := newRig(t, "sling")
	r.steps(2)
	sl := r.sling()
	sl.Shots = 1
	sl.Pull = griff.V(20, 0) // a weak shot backwards
	r.tap(ActionLaunch)
	r.until(60*12, "lost", func() bool { return sl.Phase == SlingLost })
	if sl.Shots != 0 || sl.Won != 0 {
		t.Errorf("lost: shots %d, stars %d", sl.Shots, sl.Won)
	}
	if cam := r.find(CameraName).Transform().Position(); cam[0] != sl.CameraMin {
		t.Errorf("the camera is at %v, not back at the sling (%v)", cam, sl.CameraMin)
	}
}

// TestStarsFor checks the star thresholds.
func TestStarsFor(t *testing.T) {
	th := [3]int{10, 20, 30}
	for score, want := range map[int]int{0: 1, 9: 1, 10: 1, 19: 1, 20: 2, 30: 3, 99: 3} {
		if got := StarsFor(score, th); got != want {
			t.Errorf("StarsFor(%d) = %d, want %d", score, got, want)
		}
	}
}
