package physics_test

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

func TestBoxFallsAndRests(t *testing.T) {
	r := newRig(t, physics.Options{})
	r.floor(500)
	box := r.body("Box", griff.V(0, 0), physics.Body{}, physics.Box(20, 20))
	r.step(30)
	if y := pos(box)[1]; !(y > 100 && y < 490) {
		t.Fatalf("after 0.5 s the box is at y=%v, want falling (100..490)", y)
	}
	// Free fall: y = g t²/2 = 980 * 0.25 / 2 = 122.5 (symplectic Euler adds one step's worth).
	if y := pos(box)[1]; !near(y, 122.5, 10) {
		t.Errorf("after 0.5 s of free fall y = %v, want about 122.5", y)
	}
	r.step(270)
	// cp lets contacts sink by its collision slop plus one step of gravity.
	if y := pos(box)[1]; !near(y, 490, 0.6) {
		t.Errorf("resting box at y = %v, want 490 (floor top 500 minus half height 10)", y)
	}
	if !r.w.IsSleeping(box) {
		t.Errorf("box not sleeping after 5 s")
	}
	if m := r.w.Mass(box); m != 400 {
		t.Errorf("mass of a 20x20 box of density 1 = %v, want 400", m)
	}
	v := scenes.Get[physics.Body](box).Velocity
	if v.Len() > 1 {
		t.Errorf("resting velocity %v, want about 0", v)
	}
}

func TestRestitutionBounceHeight(t *testing.T) {
	r := newRig(t, physics.Options{})
	fl := r.floor(500)
	scenes.Get[physics.Collider](fl).Shapes[0].Restitution = 1
	ball := physics.Circle(10)
	ball.Restitution = 0.8
	b := r.body("Ball", griff.V(0, 290), physics.Body{}, ball) // bottom 200 above the floor
	// Fall to the floor, then find the top of the first bounce.
	hitFloor, top := false, 1e9
	for range 240 {
		r.step(1)
		y := pos(b)[1]
		if y > 485 {
			hitFloor = true
		}
		if hitFloor {
			top = min(top, y)
		}
	}
	height := 490 - top
	want := 0.8 * 0.8 * 200 // e² h
	if !hitFloor || !near(height, want, 0.1*want) {
		t.Errorf("bounce height %v (hit floor %v), want about %v", height, hitFloor, want)
	}
}

func TestTeleportIsRespected(t *testing.T) {
	r := newRig(t, physics.Options{})
	box := r.body("Box", griff.V(0, 0), physics.Body{Velocity: griff.V(60, 0)}, physics.Box(10, 10))
	r.step(10)
	r.s.BeginStep()
	box.Transform().Teleport(griff.V(1000, -500))
	r.w.Step(dt)
	p := pos(box)
	if !near(p[0], 1001, 0.01) || !near(p[1], -500, 5) {
		t.Errorf("after teleport to (1000,-500) and a step the box is at %v, want about (1001, -500+fall)", p)
	}
	if !box.Transform().Jumped() {
		t.Errorf("teleported transform no longer jumped after the step")
	}
	if v := scenes.Get[physics.Body](box).Velocity; !near(v[0], 60, 1e-9) {
		t.Errorf("velocity after teleport %v, want x kept at 60", v)
	}
	// A plain move by game code is respected too.
	r.s.BeginStep()
	box.Transform().SetPosition(griff.V(0, 0))
	r.w.Step(dt)
	if p := pos(box); !near(p[0], 1, 0.01) {
		t.Errorf("after SetPosition(0,0) and a step x = %v, want 1", p[0])
	}
}

func TestKinematicPlatformCarriesBox(t *testing.T) {
	for _, byVelocity := range []bool{false, true} {
		r := newRig(t, physics.Options{})
		plat := r.body("Platform", griff.V(0, 300), physics.Body{Kind: physics.BodyKinematic}, physics.Box(200, 20))
		box := r.body("Box", griff.V(0, 280), physics.Body{}, physics.Box(20, 20))
		r.step(120)
		start := pos(box)
		for range 60 {
			r.s.BeginStep()
			if byVelocity {
				scenes.Get[physics.Body](plat).Velocity = griff.V(60, 0)
			} else {
				plat.Transform().Move(griff.V(1, 0))
			}
			r.w.Step(dt)
		}
		if x := pos(plat)[0]; !near(x, 60, 1.1) {
			t.Errorf("byVelocity=%v: platform at x=%v, want 60", byVelocity, x)
		}
		moved := pos(box)[0] - start[0]
		if !near(moved, 60, 6) || !near(pos(box)[1], 280, 1) {
			t.Errorf("byVelocity=%v: box moved %v in x (now at %v), want carried about 60 and still on top", byVelocity, moved, pos(box))
		}
	}
}

func TestMovingStaticWakesResting(t *testing.T) {
	r := newRig(t, physics.Options{})
	fl := r.floor(500)
	box := r.body("Box", griff.V(0, 490), physics.Body{}, physics.Box(20, 20))
	r.step(90)
	if !r.w.IsSleeping(box) {
		t.Fatalf("box should sleep on the floor")
	}
	r.s.BeginStep()
	fl.Transform().Move(griff.V(0, 100))
	r.w.Step(dt)
	if r.w.IsSleeping(box) {
		t.Errorf("box still asleep after its floor moved away")
	}
	r.step(60)
	if y := pos(box)[1]; !near(y, 590, 1) {
		t.Errorf("box at y=%v after the floor dropped 100, want 590", y)
	}
}

func TestLayersAndMasks(t *testing.T) {
	r := newRig(t, physics.Options{})
	fl := r.floor(500)
	scenes.Get[physics.Collider](fl).Shapes[0].Mask = 1 // sees layer 1 only
	on1 := r.body("On1", griff.V(0, 400), physics.Body{}, physics.Box(20, 20))
	ghost := physics.Box(20, 20)
	ghost.Layers = 2
	on2 := r.body("On2", griff.V(100, 400), physics.Body{}, ghost)
	r.step(120)
	if y := pos(on1)[1]; !near(y, 490, 0.6) {
		t.Errorf("layer 1 box at y=%v, want resting at 490", y)
	}
	if y := pos(on2)[1]; y < 600 {
		t.Errorf("layer 2 box at y=%v, want fallen through the floor", y)
	}
}

func TestOneWayPlatform(t *testing.T) {
	r := newRig(t, physics.Options{})
	plat := physics.Box(200, 10)
	plat.OneWay = physics.SideTop
	r.static("Platform", griff.V(0, 305), plat) // top at 300
	box := r.body("Box", griff.V(0, 400), physics.Body{Velocity: griff.V(0, -700)}, physics.Box(20, 20))
	highest := 1e9
	for range 180 {
		r.step(1)
		highest = min(highest, pos(box)[1])
	}
	if highest > 280 {
		t.Errorf("box jumping from below reached y=%v, want through the platform (< 280)", highest)
	}
	if y := pos(box)[1]; !near(y, 290, 0.5) {
		t.Errorf("box came down to y=%v, want resting on the platform at 290", y)
	}
}

func TestSensorReportsAndDoesNotCollide(t *testing.T) {
	r := newRig(t, physics.Options{})
	zone := physics.Box(200, 50)
	zone.Sensor = true
	z := r.static("Zone", griff.V(0, 200), zone)
	box := r.body("Box", griff.V(0, 0), physics.Body{}, physics.Box(10, 10))
	var phases []physics.TouchPhase
	for range 90 {
		r.step(1)
		for _, tc := range r.w.Touches() {
			if tc.A != z || tc.B != box || !tc.Sensor {
				t.Fatalf("touch %+v, want A=Zone B=Box sensor", tc)
			}
			if len(phases) == 0 || tc.Phase != physics.TouchStay {
				phases = append(phases, tc.Phase)
			}
		}
	}
	want := []physics.TouchPhase{physics.TouchBegin, physics.TouchEnd}
	if len(phases) != 2 || phases[0] != want[0] || phases[1] != want[1] {
		t.Errorf("sensor touch phases %v, want %v", phases, want)
	}
	if y := pos(box)[1]; y < 400 {
		t.Errorf("box at y=%v, want fallen through the sensor", y)
	}
}

func TestTouchesAndImpacts(t *testing.T) {
	r := newRig(t, physics.Options{ImpactSpeed: 300})
	fl := r.floor(500)
	fast := r.body("Fast", griff.V(0, 0), physics.Body{}, physics.Box(20, 20))     // lands at ~990 u/s
	slow := r.body("Slow", griff.V(100, 470), physics.Body{}, physics.Box(20, 20)) // lands at ~140 u/s
	var impacts []physics.Impact
	begins := map[*scenes.Entity]int{}
	stays := 0
	for range 240 {
		r.step(1)
		impacts = append(impacts, r.w.Impacts()...)
		for _, tc := range r.w.Touches() {
			if tc.A != fl {
				t.Fatalf("touch A = %v, want the floor (lower id)", tc.A)
			}
			switch tc.Phase {
			case physics.TouchBegin:
				begins[tc.B]++
			case physics.TouchStay:
				stays++
			case physics.TouchEnd:
				t.Errorf("unexpected end of touch %+v", tc)
			}
		}
	}
	if begins[fast] != 1 || begins[slow] != 1 {
		t.Errorf("begins %v, want one each", begins)
	}
	if got := r.w.TouchesOf(fast, nil); len(got) != 1 || got[0].B != fast {
		t.Errorf("TouchesOf(Fast) = %+v, want its floor touch", got)
	}
	if len(r.w.Touches()) != 2 || stays < 200 {
		t.Errorf("after resting %d touches reported, %d stays, want 2 staying while asleep", len(r.w.Touches()), stays)
	}
	if len(impacts) != 1 || impacts[0].B != fast || impacts[0].Speed < 900 {
		t.Errorf("impacts %+v, want one of Fast at about 990 u/s", impacts)
	}
	if n := impacts[0].Normal; n != griff.V(0, -1) {
		t.Errorf("impact normal %v, want (0,-1) from the floor up to the box", n)
	}
	r.s.Destroy(slow)
	r.step(1)
	var ended int
	for _, tc := range r.w.Touches() {
		if tc.Phase == physics.TouchEnd && tc.B == slow {
			ended++
		}
	}
	if ended != 1 {
		t.Errorf("destroying a resting box reported %d ends, want 1", ended)
	}
}

func TestContinuousStopsFastBody(t *testing.T) {
	for _, cont := range []bool{false, true} {
		r := newRig(t, physics.Options{NoGravity: true})
		r.static("Wall", griff.V(300, 0), physics.Box(4, 400))
		b := r.body("Bullet", griff.V(-50, 0), physics.Body{Velocity: griff.V(6000, 0), Continuous: cont}, physics.Circle(3))
		r.step(10)
		passed := pos(b)[0] > 300
		if passed == cont {
			t.Errorf("continuous=%v: bullet at x=%v, passed the wall = %v", cont, pos(b)[0], passed)
		}
	}
}

func TestBadShapesWarn(t *testing.T) {
	r := newRig(t, physics.Options{})
	bad := r.body("Bad", griff.V(0, 0), physics.Body{}, physics.Box(0, 10), physics.Polygon(griff.V(0, 0), griff.V(1, 1), griff.V(2, 2)), physics.Circle(5))
	r.step(2)
	if n := r.w.ShapeCount(bad); n != 1 {
		t.Errorf("built %d shapes, want 1 (the circle)", n)
	}
	if n := r.s.Problems().Len(); n != 2 {
		t.Errorf("%d problems logged, want 2: %v", n, r.s.Problems().List())
	}
}

func TestEditingShapesRebuilds(t *testing.T) {
	r := newRig(t, physics.Options{})
	r.floor(500)
	box := r.body("Box", griff.V(0, 470), physics.Body{}, physics.Box(20, 20))
	r.step(60)
	scenes.Get[physics.Collider](box).Shapes[0].Size = griff.V(40, 40)
	r.step(60)
	if y := pos(box)[1]; !near(y, 480, 0.7) {
		t.Errorf("box grown to 40x40 rests at y=%v, want 470", y)
	}
	if m := r.w.Mass(box); m != 1600 {
		t.Errorf("mass after growing %v, want 1600", m)
	}
}

func TestFixedRotationAndGravityScale(t *testing.T) {
	r := newRig(t, physics.Options{})
	float := r.body("Float", griff.V(0, 0), physics.Body{NoGravity: true, AngularVelocity: 1, FixedRotation: true}, physics.Box(10, 10))
	half := r.body("Half", griff.V(100, 0), physics.Body{GravityScale: 0.5}, physics.Box(10, 10))
	full := r.body("Full", griff.V(200, 0), physics.Body{}, physics.Box(10, 10))
	r.step(30)
	if p := pos(float); p != griff.V(0, 0) || float.Transform().Rotation() != 0 {
		t.Errorf("no-gravity fixed-rotation body at %v rot %v, want still", p, float.Transform().Rotation())
	}
	if h, f := pos(half)[1], pos(full)[1]; !near(h, f/2, 0.01) {
		t.Errorf("half-gravity body fell %v, full %v, want half", h, f)
	}
}

// TestRunawayBodyStops checks a body that the solver takes out of the world's
// range (MaxPosition): it is stopped where it was with one warning, and the
// others go on.
func TestRunawayBodyStops(t *testing.T) {
	r := newRig(t, physics.Options{})
	start := griff.V(physics.MaxPosition-5, 5)
	e := r.body("Rocket", start, physics.Body{NoGravity: true, Velocity: griff.V(physics.MaxSpeed, 0)}, physics.Box(10, 10))
	other := r.body("Other", griff.V(100, 0), physics.Body{}, physics.Box(10, 10))
	r.step(5)
	p := pos(e)
	if p != start || scenes.Get[physics.Body](e).Velocity != (griff.Vec{}) {
		t.Errorf("runaway body at %v with velocity %v, want stopped at %v", p, scenes.Get[physics.Body](e).Velocity, start)
	}
	if r.s.Problems().Len() != 1 {
		t.Errorf("problems %v, want one warning", r.s.Problems().List())
	}
	if y := pos(other)[1]; !(y > 0 && y < 100) {
		t.Errorf("the other body at y=%v, want falling normally", y)
	}
}

func TestWakingKeepsTouchesAndImpulse(t *testing.T) {
	r := newRig(t, physics.Options{})
	fl := r.floor(500)
	bottom := r.body("Bottom", griff.V(0, 490), physics.Body{}, physics.Box(20, 20))
	r.body("Top", griff.V(0, 470), physics.Body{}, physics.Box(20, 20))
	r.step(120)
	if !r.w.IsSleeping(bottom) {
		t.Fatalf("stack should sleep")
	}
	r.body("Dropped", griff.V(0, 300), physics.Body{}, physics.Box(20, 20))
	woke := false
	for range 120 {
		r.step(1)
		woke = woke || !r.w.IsSleeping(bottom)
		for _, tc := range r.w.Touches() {
			if tc.A == fl && tc.B == bottom {
				if tc.Phase != physics.TouchStay {
					t.Fatalf("floor/bottom touch phase %v while the stack wakes, want stay", tc.Phase)
				}
			}
		}
	}
	if !woke {
		t.Errorf("the dropped box never woke the stack")
	}
	var last physics.Touch
	for _, tc := range r.w.Touches() {
		if tc.A == fl && tc.B == bottom {
			last = tc
		}
	}
	if !near(last.Impulse, 19600, 500) {
		t.Errorf("resting floor/bottom impulse %v, want about 19600 (3 boxes of mass 400, m g dt)", last.Impulse)
	}
}

func TestAngleConvention(t *testing.T) {
	r := newRig(t, physics.Options{NoGravity: true})
	e := r.body("Turned", griff.V(50, 50), physics.Body{}, physics.Circle(5))
	e.Transform().SetRotation(1.5707963267948966) // +x turns to +y
	scenes.Add(e, physics.Joint{Kind: physics.JointDistance, MinLength: 1, MaxLength: 1000, Anchor: griff.V(10, 0), OtherAnchor: griff.V(0, 0)})
	r.w.Sync()
	a, _, _ := r.w.JointAnchors(e)
	if !near(a[0], 50, 1e-9) || !near(a[1], 60, 1e-9) {
		t.Errorf("local (10,0) of a body at (50,50) turned +π/2 is at %v, want (50,60)", a)
	}
	scenes.Get[physics.Body](e).AngularVelocity = 1
	r.step(60)
	if rot := e.Transform().Rotation(); !near(rot, 1.5707963267948966+1, 1e-6) {
		t.Errorf("rotation after 1 s at +1 rad/s = %v, want π/2+1", rot)
	}
}

func TestChildBodyUsesParentSpace(t *testing.T) {
	r := newRig(t, physics.Options{})
	parent := r.s.NewEntity("Parent", nil)
	parent.Transform().SetPosition(griff.V(1000, 0))
	child := r.s.NewEntity("Child", parent)
	scenes.Add(child, physics.Body{})
	scenes.Add(child, physics.Collider{Shapes: []physics.Shape{physics.Box(10, 10)}})
	r.static("Floor", griff.V(1000, 110), physics.Box(100, 20))
	r.step(120)
	if p := pos(child); !near(p[0], 0, 0.01) || !near(p[1], 95, 0.6) {
		t.Errorf("child body local position %v, want (0, 95) on the floor under its parent", p)
	}
}

func TestTopDownBodiesSleep(t *testing.T) {
	r := newRig(t, physics.Options{NoGravity: true})
	b := r.body("Puck", griff.V(0, 0), physics.Body{Velocity: griff.V(100, 0), LinearDamping: 3}, physics.Circle(10))
	r.step(60)
	if r.w.IsSleeping(b) {
		t.Errorf("puck asleep after 1 s, still moving at %v", scenes.Get[physics.Body](b).Velocity)
	}
	r.step(180)
	if !r.w.IsSleeping(b) {
		t.Errorf("damped puck not asleep after 4 s in a world without gravity (velocity %v)", scenes.Get[physics.Body](b).Velocity)
	}
	// Distance slid: v0/k (1 - e^{-kt}) ≈ 100/3.
	if x := pos(b)[0]; !near(x, 100.0/3, 1) {
		t.Errorf("damped puck slid %v, want about 33.3", x)
	}
}

func TestTouchOnFirstStepBegins(t *testing.T) {
	r := newRig(t, physics.Options{})
	r.floor(500)
	r.body("Box", griff.V(0, 490), physics.Body{}, physics.Box(20, 20))
	r.step(1)
	ts := r.w.Touches()
	if len(ts) != 1 || ts[0].Phase != physics.TouchBegin {
		t.Errorf("first step touches %+v, want one begin", ts)
	}
	r.step(60)
	if ts := r.w.Touches(); len(ts) != 1 || ts[0].Phase != physics.TouchStay {
		t.Errorf("after a second the touches are %+v, want one stay", ts)
	}
}

// TestImpulseIsInWorldFrame: ApplyImpulse pushes along the world's axes
// whatever way the body has turned: a spinning ball, turned about 1.7
// radians, pushed by +20 × mass along x gains 20 units/s along x and
// nothing along y (cp's ApplyImpulseAtLocalPoint would turn the push with
// the ball).
func TestImpulseIsInWorldFrame(t *testing.T) {
	r := newRig(t, physics.Options{})
	e := r.body("Ball", griff.V(0, 0), physics.Body{NoGravity: true, AngularVelocity: 10}, physics.Circle(8))
	r.step(10)
	before := scenes.Get[physics.Body](e).Velocity
	r.w.ApplyImpulse(e, griff.V(20*r.w.Mass(e), 0))
	r.step(1)
	got := scenes.Get[physics.Body](e).Velocity
	if d := got.Sub(before); math.Abs(d.X()-20) > 1e-9 || math.Abs(d.Y()) > 1e-9 {
		t.Errorf("velocity %v -> %v: changed by %v, want (20, 0)", before, got, d)
	}
}
