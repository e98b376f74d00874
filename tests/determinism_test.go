package tests

import (
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/scenes"
)

// steer is a test component: its entity's Mover follows the held arrow actions.
type steer struct {
	Speed float64 `json:"speed"`
}

func init() { scenes.Register[steer]("Test.Steer") }

// steerSystem turns input into motion and time scale: "slow" halves the time scale
// while held, "stop" starts a hit stop (time scale 0) of 20 steps.
type steerSystem struct {
	stopLeft int // steps of hit stop left: state
}

var stepSteer = runtime.NewStep("Steer")

func (*steerSystem) Name() string { return "Steer" }

func (s *steerSystem) SaveState() ([]byte, error) { return []byte{byte(s.stopLeft)}, nil }

func (s *steerSystem) Setup(g *runtime.Game) error {
	g.AddStep(stepSteer, runtime.InPhase(runtime.PhaseLogic), s.step)
	return nil
}

func (s *steerSystem) step(g *runtime.Game) {
	in := g.Input()
	for e, st := range scenes.All[steer](g.Scene()) {
		m := scenes.Get[motion.Mover](e)
		var v griff.Vec
		if in.Held(0, "left") {
			v[0] -= st.Speed
		}
		if in.Held(0, "right") {
			v[0] += st.Speed
		}
		if in.Held(0, "up") {
			v[1] -= st.Speed
		}
		m.Velocity = v
	}
	if in.Pressed(0, "stop") {
		s.stopLeft = 20
	}
	scale := 1.0
	if in.Held(0, "slow") {
		scale = 0.5
	}
	if s.stopLeft > 0 {
		s.stopLeft--
		scale = 0
	}
	g.Clock().SetTimeScale(scale)
}

// newDeterminismGame builds a scene with a steered entity, wanderers that draw
// random numbers, a spinning child (world matrices through a parent), and a
// scripted input source.
func newDeterminismGame(t *testing.T, events []input.Event) *runtime.Game {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{Seed: 7, Input: input.NewScript(events)}, motion.NewSystem(), &steerSystem{})
	if err != nil {
		t.Fatal(err)
	}
	s := g.Scene()
	hero := s.NewEntity("Hero", nil)
	scenes.Add(hero, motion.Mover{})
	scenes.Add(hero, steer{Speed: 33.3})
	arm := s.NewEntity("Arm", hero)
	arm.Transform().SetPosition(griff.V(10, 0))
	scenes.Add(arm, motion.Mover{Spin: 2.1})
	for i := range 20 {
		w := s.NewEntity("Wanderer", nil)
		w.Transform().SetPosition(griff.V(float64(i*7), float64(i*3)))
		scenes.Add(w, motion.Mover{Bounds: griff.NewBox(griff.V(-50, -50), griff.V(250, 150))})
		scenes.Add(w, motion.Wander{Every: 300 * time.Millisecond, MinSpeed: 10, MaxSpeed: 70})
	}
	return g
}

func ev(tick griff.Tick, action string, down bool) input.Event {
	v := 0.0
	if down {
		v = 1
	}
	return input.Event{Tick: tick, Action: action, Down: down, Value: v}
}

// script moves the hero, holds slow motion, and starts a hit stop; a press and
// release within one step (tick 300/301 then 302) is in it too.
func script() []input.Event {
	return []input.Event{
		ev(10, "right", true), ev(90, "right", false),
		ev(95, "up", true), ev(100, "slow", true), ev(180, "slow", false),
		ev(200, "stop", true), ev(201, "stop", false), ev(260, "up", false),
		ev(300, "left", true), ev(301, "left", false), ev(302, "left", true), ev(420, "left", false),
	}
}

// runAt plays frames of the lengths next gives until the game reaches tick,
// shortening the last frame so that it ends exactly there.
func runAt(g *runtime.Game, tick griff.Tick, next func() time.Duration) {
	step := g.Clock().StepDuration()
	for g.Clock().Tick() < tick {
		d := next()
		if left := tick - g.Clock().Tick(); time.Duration(left)*step < d {
			d = time.Duration(left) * step
		}
		g.Advance(d)
	}
}

type snapshot struct {
	fingerprint string
	transforms  []float64
}

func snap(g *runtime.Game) snapshot {
	s := snapshot{fingerprint: g.Fingerprint()}
	for e := range g.Scene().Walk() {
		w := e.Transform().World()
		s.transforms = append(s.transforms, w.A, w.B, w.C, w.D, w.X, w.Y)
	}
	return s
}

func TestSameStateAtEveryFrameRate(t *testing.T) {
	const end = 480
	every := func(hz float64) func() time.Duration {
		return func() time.Duration { return time.Duration(float64(time.Second) / hz) }
	}
	jitter := griff.NewRand(99)
	rates := []struct {
		name string
		next func() time.Duration
	}{
		{"60 Hz", every(60)},
		{"30 Hz", every(30)},
		{"144 Hz", every(144)},
		{"59.94 Hz", every(59.94)},
		{"random frames", func() time.Duration { return time.Duration(jitter.IntRange(1, 60)) * time.Millisecond }},
	}
	var want snapshot
	for i, r := range rates {
		g := newDeterminismGame(t, script())
		runAt(g, end, r.next)
		got := snap(g)
		if g.Clock().Tick() != end {
			t.Fatalf("%s: ended at tick %d, want %d", r.name, g.Clock().Tick(), end)
		}
		if i == 0 {
			want = got
			// The script must have made a difference: slow motion and a hit stop
			// leave game time behind the step count.
			if full := time.Duration(end) * g.Clock().StepDuration(); time.Duration(g.Clock().Now()) >= full {
				t.Fatalf("game time %v is not behind %v: slow motion and hit stop did nothing", g.Clock().Now(), full)
			}
			continue
		}
		if got.fingerprint != want.fingerprint {
			t.Errorf("%s: fingerprint %s, want %s (60 Hz)", r.name, got.fingerprint, want.fingerprint)
		}
		for k := range want.transforms {
			if math.Float64bits(got.transforms[k]) != math.Float64bits(want.transforms[k]) {
				t.Errorf("%s: transform value %d = %v, want %v", r.name, k, got.transforms[k], want.transforms[k])
				break
			}
		}
	}
}

// TestDifferentInputDiffers guards the test above: the same game without its hit
// stop must end elsewhere, or equal fingerprints would prove nothing.
func TestDifferentInputDiffers(t *testing.T) {
	var noStop []input.Event
	for _, e := range script() {
		if e.Action != "stop" {
			noStop = append(noStop, e)
		}
	}
	a, b := newDeterminismGame(t, script()), newDeterminismGame(t, noStop)
	sixty := func() time.Duration { return time.Second / 60 }
	runAt(a, 300, sixty)
	runAt(b, 300, sixty)
	if snap(a).fingerprint == snap(b).fingerprint {
		t.Error("games with and without a hit stop have the same fingerprint")
	}
}
