package physicsgames

import (
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// place puts the ball at p with velocity v.
func (r *rig) place(p, v griff.Vec) {
	e, b := r.ball()
	e.Transform().Teleport(p)
	b.Velocity = v
}

// flipper returns the left or right flipper.
func (r *rig) flipper(right bool) (*scenes.Entity, *Flipper) {
	for e, f := range scenes.Active[Flipper](r.g.Scene()) {
		if f.Right == right {
			return e, f
		}
	}
	r.t.Fatal("no such flipper")
	return nil, nil
}

// TestFlipperHitsTheBall: a ball resting on the left flipper (held down
// at rest) is thrown up when the flipper is raised; the flipper stops at
// its up angle and falls back to rest when let go.
func TestFlipperHitsTheBall(t *testing.T) {
	r := newRig(t, "pinball")
	r.steps(2)
	r.table().Phase = TablePlay
	fe, f := r.flipper(false)
	r.place(griff.V(440, 455), griff.Vec{}) // above the flipper's middle
	r.until(60, "the ball on the flipper", func() bool { return r.sys().world().TouchesOf(r.find("Ball"), nil) != nil })
	r.steps(10)
	_, b := r.ball()
	if b.Velocity[1] < -50 {
		t.Fatalf("the ball moves up %v before the flip", b.Velocity)
	}
	r.hold(ActionLeft, true)
	best := 0.0
	for range 10 {
		r.steps(1)
		best = math.Max(best, -b.Velocity[1])
	}
	if best < 400 {
		t.Errorf("the flip threw the ball up at %v units a second at most, want at least 400", best)
	}
	r.steps(20)
	if a := fe.Transform().Rotation(); math.Abs(a-f.Up) > 1e-9 {
		t.Errorf("the held flipper is at %v, want up (%v)", a, f.Up)
	}
	r.hold(ActionLeft, false)
	r.steps(30)
	if a := fe.Transform().Rotation(); math.Abs(a-f.Rest) > 1e-9 {
		t.Errorf("the flipper let go is at %v, want rest (%v)", a, f.Rest)
	}
	if _, rf := r.flipper(true); rf != nil {
		re, _ := r.flipper(true)
		if math.Abs(re.Transform().Rotation()-rf.Rest) > 1e-9 {
			t.Error("the right flipper moved with the left action")
		}
	}
	r.noProblems()
}

// TestBumperKick: a slow ball dropped on a pop bumper leaves it faster
// than it came, by about the kick, and the table scores the bumper's
// points once.
func TestBumperKick(t *testing.T) {
	r := newRig(t, "pinball")
	r.steps(2)
	tb := r.table()
	tb.Phase = TablePlay
	var bumper *scenes.Entity
	for e := range scenes.Active[Kicker](r.g.Scene()) {
		if e.Name() == "Bumper" {
			bumper = e
			break
		}
	}
	k := scenes.Get[Kicker](bumper)
	at := bumper.Transform().Position()
	r.place(at.Add(griff.V(0, -40)), griff.V(0, 60))
	r.until(60, "the kick", func() bool { return k.Hits > 0 })
	r.steps(1)
	_, b := r.ball()
	if sp := math.Hypot(b.Velocity[0], b.Velocity[1]); sp < 0.8*k.Kick {
		t.Errorf("after the kick the ball moves at %v, want about %v or more", sp, k.Kick)
	}
	if b.Velocity[1] > 0 {
		t.Errorf("the ball kicked off the top of the bumper moves down: %v", b.Velocity)
	}
	if tb.Score != k.Points || k.Hits != 1 || k.Lit <= 0 {
		t.Errorf("score %d, hits %d, lit %v; want %d, 1, lit", tb.Score, k.Hits, k.Lit, k.Points)
	}
	// Tilted, a bumper neither kicks nor scores.
	tb.Tilted = true
	r.place(at.Add(griff.V(0, -40)), griff.V(0, 60))
	r.steps(40)
	if tb.Score != k.Points || k.Hits != 1 {
		t.Errorf("tilted: score %d, hits %d; want %d, 1", tb.Score, k.Hits, k.Points)
	}
}

// TestPlungerPower: the launch speed is proportional to the time the
// launch action was held, capped at MaxPull; the ball leaves the plunger at
// that speed.
func TestPlungerPower(t *testing.T) {
	for _, c := range []struct {
		steps int
		want  float64
	}{{30, DefaultPlungerSpeed / 2}, {15, DefaultPlungerSpeed / 4}, {120, DefaultPlungerSpeed}} {
		r := newRig(t, "pinball")
		r.steps(30) // the ball settles on the plunger
		r.hold(ActionLaunch, true)
		r.steps(c.steps) // the first step reads the press and pulls
		pl := scenes.Get[Plunger](r.find("Plunger"))
		if want := min(time.Duration(c.steps)*r.g.Clock().StepDuration(), time.Second); pl.Pull < want-time.Millisecond || pl.Pull > want+time.Millisecond {
			t.Errorf("held %d steps: pull %v, want %v", c.steps, pl.Pull, want)
		}
		r.hold(ActionLaunch, false)
		r.steps(1)
		if math.Abs(pl.Speed-c.want) > c.want*0.002 || pl.Launches != 1 {
			t.Errorf("held %d steps: launch speed %v (launches %d), want %v", c.steps, pl.Speed, pl.Launches, c.want)
		}
		_, b := r.ball()
		if math.Abs(-b.Velocity[1]-c.want) > c.want*0.05 {
			t.Errorf("held %d steps: the ball leaves at %v, want about %v up", c.steps, b.Velocity, c.want)
		}
		if r.table().Phase != TablePlay {
			t.Errorf("held %d steps: phase %v after the launch, want play", c.steps, r.table().Phase)
		}
		r.noProblems()
	}
	if PlungerSpeed(2*time.Second, time.Second, 100) != 100 || PlungerSpeed(-time.Second, time.Second, 100) != 0 {
		t.Error("PlungerSpeed is not capped")
	}
}

// TestTiltRule: nudges fill the tilt meter, which empties over time; one
// over the limit tilts the table: the flippers fall and stay dead while
// held, until the ball drains; the next ball plays with live flippers.
func TestTiltRule(t *testing.T) {
	r := newRig(t, "pinball")
	r.steps(2)
	tb := r.table()
	tb.Phase = TablePlay
	r.place(griff.V(480, 120), griff.Vec{})
	_, b := r.ball()
	r.tap(ActionNudge)
	if tb.Meter < 0.9 || tb.Tilted || b.Velocity[1] > -DefaultNudge/2 {
		t.Fatalf("one nudge: meter %v, tilted %v, ball %v", tb.Meter, tb.Tilted, b.Velocity)
	}
	r.steps(60 * 3) // the meter empties at 0.5 a second
	if tb.Meter != 0 {
		t.Errorf("after 3 s the meter is %v, want 0", tb.Meter)
	}
	for range 3 {
		r.place(griff.V(480, 120), griff.Vec{})
		r.tap(ActionNudge)
	}
	if tb.Tilted {
		t.Fatalf("three quick nudges tilt the table (meter %v, limit %v)", tb.Meter, defaultTiltLimit)
	}
	r.place(griff.V(480, 120), griff.Vec{})
	r.tap(ActionNudge)
	if !tb.Tilted || tb.Tilts != 1 {
		t.Fatalf("a fourth quick nudge: tilted %v (meter %v), want tilted", tb.Tilted, tb.Meter)
	}
	fe, f := r.flipper(false)
	r.hold(ActionLeft, true)
	r.steps(20)
	if a := fe.Transform().Rotation(); math.Abs(a-f.Rest) > 1e-9 {
		t.Errorf("tilted: the held flipper is at %v, want dead at rest %v", a, f.Rest)
	}
	balls := tb.Balls
	r.place(griff.V(457, 520), griff.V(0, 100)) // into the drain
	r.until(30, "the ball drained", func() bool { return tb.Balls == balls-1 })
	if tb.Tilted || tb.Meter != 0 || tb.Phase != TableServe {
		t.Fatalf("after the drain: tilted %v, meter %v, phase %v", tb.Tilted, tb.Meter, tb.Phase)
	}
	r.steps(20) // still held: the next ball's flippers work
	if a := fe.Transform().Rotation(); math.Abs(a-f.Up) > 1e-9 {
		t.Errorf("the next ball: the held flipper is at %v, want up %v", a, f.Up)
	}
}

// TestDrainAndBallCount: three balls; each drain serves the next on the
// plunger; the third ends the game, keeps the best score, and launch goes
// back to the title (asked of the scene flow).
func TestDrainAndBallCount(t *testing.T) {
	r := newRig(t, "pinball")
	r.steps(2)
	tb := r.table()
	if tb.Balls != 3 || tb.Ball != 1 {
		t.Fatalf("a new game: balls %d, ball %d; want 3, 1", tb.Balls, tb.Ball)
	}
	home := scenes.Get[Ball](r.find("Ball")).Home
	for n := 1; n <= 3; n++ {
		tb.Phase = TablePlay
		tb.Score += 1000
		r.place(griff.V(457, 520), griff.V(0, 100))
		r.until(30, "the drain", func() bool { return tb.Balls == 3-n })
		e, b := r.ball()
		if n < 3 {
			if tb.Ball != n+1 || tb.Phase != TableServe || e.Transform().Position() != home || b.Velocity != (griff.Vec{}) {
				t.Errorf("drain %d: ball %d, phase %v, at %v moving %v; want ball %d served at %v", n, tb.Ball, tb.Phase, e.Transform().Position(), b.Velocity, n+1, home)
			}
		}
	}
	if tb.Phase != TableOver || tb.Balls != 0 {
		t.Fatalf("after three drains: phase %v, balls %d", tb.Phase, tb.Balls)
	}
	if got := string(r.rec[BestRecord]); got != "pinball-griff 3000\n" {
		t.Errorf("the best record holds %q", got)
	}
	r.steps(5)
	r.hold(ActionLaunch, true)
	r.steps(2)
	if pl := scenes.Get[Plunger](r.find("Plunger")); pl.Launches != 0 {
		t.Error("the plunger launches after the game is over")
	}
}

// TestLanes: each lane scores and lights once; all lit, the bonus, and
// they go out.
func TestLanes(t *testing.T) {
	r := newRig(t, "pinball")
	r.steps(2)
	tb := r.table()
	tb.Phase = TablePlay
	s := r.sys()
	var lanes []*Lane
	for _, l := range scenes.Active[Lane](r.g.Scene()) {
		lanes = append(lanes, l)
	}
	s.lane(tb, lanes[0])
	s.lane(tb, lanes[0])
	if tb.Score != lanes[0].Points || !lanes[0].Lit {
		t.Fatalf("a lane twice: score %d, lit %v", tb.Score, lanes[0].Lit)
	}
	for _, l := range lanes[1:] {
		s.lane(tb, l)
	}
	if want := 3*500 + LaneBonus; tb.Score != want {
		t.Errorf("all lanes: score %d, want %d", tb.Score, want)
	}
	for _, l := range lanes {
		if l.Lit {
			t.Error("a lane stays lit after the bonus")
		}
	}
	// Through the world: the ball rolling down through a lane lights it.
	r.place(lanes0At(r), griff.V(0, 200))
	r.steps(10)
	if !lanes[0].Lit {
		t.Error("the ball through the first lane did not light it")
	}
}

func lanes0At(r *rig) griff.Vec {
	for e := range scenes.Active[Lane](r.g.Scene()) {
		return e.Transform().Position().Add(griff.V(0, -20))
	}
	return griff.Vec{}
}

var _ = physics.BodyDynamic
